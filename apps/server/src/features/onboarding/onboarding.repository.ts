import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coinEntries, userPrivate } from '../../db/schema/index.ts';
import type { StoredInterests } from '../../db/schema/user-private.ts';

export async function saveInterests(db: Database, userId: string, interests: StoredInterests): Promise<boolean> {
  const rows = await db.update(userPrivate).set({ interests, skippedInterests: false }).where(eq(userPrivate.userId, userId)).returning({ id: userPrivate.userId });
  return rows.length > 0;
}

export async function skipInterests(db: Database, userId: string): Promise<boolean> {
  const rows = await db.update(userPrivate).set({ skippedInterests: true }).where(eq(userPrivate.userId, userId)).returning({ id: userPrivate.userId });
  return rows.length > 0;
}

export async function hasAnswered(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: userPrivate.userId })
    .from(userPrivate)
    .where(and(eq(userPrivate.userId, userId), isNotNull(userPrivate.interests)));
  return rows.length > 0;
}

/** Credits the wheel's prize unless the member already has one (unique index); answers the prize kept. */
export async function creditWheelPrize(db: Database, userId: string, coins: number): Promise<number> {
  const inserted = await db
    .insert(coinEntries)
    .values({ userId, amount: coins, reason: 'onboarding_wheel' })
    .onConflictDoNothing()
    .returning({ amount: coinEntries.amount });
  if (inserted[0]) return inserted[0].amount;
  const [kept] = await db
    .select({ amount: coinEntries.amount })
    .from(coinEntries)
    .where(and(eq(coinEntries.userId, userId), eq(coinEntries.reason, 'onboarding_wheel')));
  if (!kept) throw new Error('the wheel prize vanished between insert and read');
  return kept.amount;
}
