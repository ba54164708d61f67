import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { authUsers, smsSends } from '../../db/schema/index.ts';

export interface RecentSends {
  /** Sends to the number within the shortest interval allowed between two codes. */
  numberRecent: number;
  numberHour: number;
  memberHour: number;
  ipHour: number;
  globalHour: number;
}

/** The last hour's sends, counted by number, member, address and in all, in one read (database clock). */
export async function countRecentSends(
  tx: Transaction,
  input: { phoneNumber: string; userId: string; ip: string; intervalSeconds: number },
): Promise<RecentSends> {
  const [row] = await tx
    .select({
      numberRecent: sql<number>`count(*) filter (where ${smsSends.phoneNumber} = ${input.phoneNumber} and ${smsSends.createdAt} > now() - make_interval(secs => ${input.intervalSeconds}))::int`,
      numberHour: sql<number>`count(*) filter (where ${smsSends.phoneNumber} = ${input.phoneNumber})::int`,
      memberHour: sql<number>`count(*) filter (where ${smsSends.userId} = ${input.userId})::int`,
      ipHour: sql<number>`count(*) filter (where ${smsSends.ip} = ${input.ip})::int`,
      globalHour: sql<number>`count(*)::int`,
    })
    .from(smsSends)
    .where(gt(smsSends.createdAt, sql`now() - interval '1 hour'`));
  return row as RecentSends;
}

/** Serialises the sends to one number, so two requests at once cannot both pass its limits. */
export async function lockNumber(tx: Transaction, phoneNumber: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phoneNumber}`}))`);
}

export async function insertSend(tx: Transaction, input: { userId: string; phoneNumber: string; ip: string }) {
  const [row] = await tx.insert(smsSends).values(input).returning({ id: smsSends.id, createdAt: smsSends.createdAt });
  return row as { id: number; createdAt: Date };
}

export async function markSend(db: Database, id: number, status: 'sent' | 'failed'): Promise<void> {
  await db.update(smsSends).set({ status }).where(eq(smsSends.id, id));
}

/** The member's last code sent to this number within the code's validity, if any. */
export async function latestSentCode(db: Database, input: { userId: string; phoneNumber: string; validitySeconds: number }) {
  const [row] = await db
    .select({ createdAt: smsSends.createdAt })
    .from(smsSends)
    .where(
      and(
        eq(smsSends.userId, input.userId),
        eq(smsSends.phoneNumber, input.phoneNumber),
        eq(smsSends.status, 'sent'),
        gt(smsSends.createdAt, sql`now() - make_interval(secs => ${input.validitySeconds})`),
      ),
    )
    .orderBy(desc(smsSends.createdAt))
    .limit(1);
  return row ?? null;
}

/** Another member whose account holds this number, verified. */
export async function numberHolder(db: Database, phoneNumber: string): Promise<string | null> {
  const [row] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(and(eq(authUsers.phoneNumber, phoneNumber), eq(authUsers.phoneNumberVerified, true)))
    .limit(1);
  return row?.id ?? null;
}
