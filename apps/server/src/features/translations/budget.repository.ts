import { and, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { translationCharges, translationUsage } from '../../db/schema/index.ts';

/** The month a charge counts in: UTC, `2026-11`. */
export function monthOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** The 1st of the next month, 00:00 UTC: when a month's budget starts again. */
export function nextMonthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

class OverBudget extends Error {}

/**
 * Counts a text version's characters against the month's budget, once: `charged` when counted now,
 * `already` when counted before (a job run again after a crash), `over` when it would pass the
 * budget (nothing is counted). One transaction: the charge row and the month's total move together,
 * and the total's `where` keeps concurrent jobs from passing the budget together.
 */
export async function charge(db: Database, sourceKey: string, characters: number, at: Date, limit: number): Promise<'charged' | 'already' | 'over'> {
  const month = monthOf(at);
  try {
    return await db.transaction(async (tx) => {
      const charged = await tx.insert(translationCharges).values({ sourceKey, month, characters, chargedAt: at }).onConflictDoNothing().returning({ sourceKey: translationCharges.sourceKey });
      if (charged.length === 0) return 'already';
      await tx.insert(translationUsage).values({ month }).onConflictDoNothing();
      const counted = await tx
        .update(translationUsage)
        .set({ characters: sql`${translationUsage.characters} + ${characters}` })
        .where(and(eq(translationUsage.month, month), sql`${translationUsage.characters} + ${characters} <= ${limit}`))
        .returning({ month: translationUsage.month });
      if (counted.length === 0) throw new OverBudget();
      return 'charged';
    });
  } catch (error) {
    if (error instanceof OverBudget) return 'over';
    throw error;
  }
}

/** Gives a charge back when the provider translated nothing (it failed, refused, or its quota was up). */
export async function refund(db: Database, sourceKey: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [charge] = await tx.delete(translationCharges).where(eq(translationCharges.sourceKey, sourceKey)).returning();
    if (!charge) return;
    await tx
      .update(translationUsage)
      .set({ characters: sql`greatest(${translationUsage.characters} - ${charge.characters}, 0)` })
      .where(eq(translationUsage.month, charge.month));
  });
}

/** The provider said its own quota was used up (staff see when). */
export async function recordQuotaExceeded(db: Database, at: Date): Promise<void> {
  await db
    .insert(translationUsage)
    .values({ month: monthOf(at), quotaExceededAt: at })
    .onConflictDoUpdate({ target: translationUsage.month, set: { quotaExceededAt: at } });
}

/** The month's characters and the provider's last quota refusal. */
export async function usageOf(db: Database, month: string): Promise<{ characters: number; quotaExceededAt: Date | null }> {
  const [row] = await db.select().from(translationUsage).where(eq(translationUsage.month, month));
  return { characters: row?.characters ?? 0, quotaExceededAt: row?.quotaExceededAt ?? null };
}

/** When the provider last said its quota was used up, whatever the month (a refusal late on the 31st still counts on the 1st). */
export async function lastQuotaExceededAt(db: Database): Promise<Date | null> {
  const [row] = await db.select({ at: max(translationUsage.quotaExceededAt) }).from(translationUsage);
  return row?.at ?? null;
}
