import { and, eq, lt, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { translationCharges, translationMemberUsage, translationUsage } from '../../db/schema/index.ts';

/** The month a charge counts in: UTC, `2026-11`. */
export function monthOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** The 1st of the next month, 00:00 UTC: when a month's budget starts again. */
export function nextMonthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

/** The day a charge counts in for its author's share: UTC, `2026-11-29`. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The next day, 00:00 UTC: when a member's daily share starts again. */
export function nextDayStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));
}

class Over extends Error {
  constructor(readonly verdict: 'over' | 'over-share') {
    super(verdict);
  }
}

export interface Limits {
  /** Characters per month, every text together. */
  monthly: number;
  /** The author's share per day, and who they are; null for texts counted in the month only (internal news). */
  share: { memberId: string; daily: number } | null;
}

/**
 * Counts a text version's characters against its author's share of the day and the month's
 * budget, once: `charged` when counted now, `already` when counted before (a job run again after a
 * crash), `over-share` when the author's share of the day would be passed, `over` when the month's
 * budget would (nothing is counted). One transaction: the charge row and the totals move together,
 * and each total's `where` keeps concurrent jobs from passing it together.
 */
export async function charge(db: Database, sourceKey: string, characters: number, at: Date, limits: Limits): Promise<'charged' | 'already' | 'over' | 'over-share'> {
  const month = monthOf(at);
  const day = limits.share ? dayOf(at) : null;
  try {
    return await db.transaction(async (tx) => {
      const charged = await tx
        .insert(translationCharges)
        .values({ sourceKey, month, characters, chargedAt: at, memberId: limits.share?.memberId ?? null, day })
        .onConflictDoNothing()
        .returning({ sourceKey: translationCharges.sourceKey });
      if (charged.length === 0) return 'already';
      if (limits.share && day) {
        const { memberId, daily } = limits.share;
        await tx.insert(translationMemberUsage).values({ memberId, day }).onConflictDoNothing();
        const counted = await tx
          .update(translationMemberUsage)
          .set({ characters: sql`${translationMemberUsage.characters} + ${characters}` })
          .where(and(eq(translationMemberUsage.memberId, memberId), eq(translationMemberUsage.day, day), sql`${translationMemberUsage.characters} + ${characters} <= ${daily}`))
          .returning({ day: translationMemberUsage.day });
        if (counted.length === 0) throw new Over('over-share');
      }
      await tx.insert(translationUsage).values({ month }).onConflictDoNothing();
      const counted = await tx
        .update(translationUsage)
        .set({ characters: sql`${translationUsage.characters} + ${characters}` })
        .where(and(eq(translationUsage.month, month), sql`${translationUsage.characters} + ${characters} <= ${limits.monthly}`))
        .returning({ month: translationUsage.month });
      if (counted.length === 0) throw new Over('over');
      return 'charged';
    });
  } catch (error) {
    if (error instanceof Over) return error.verdict;
    throw error;
  }
}

/** Gives a charge back when the provider translated nothing (it failed, refused, or its quota was up): to the month and to its author's day. */
export async function refund(db: Database, sourceKey: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [charge] = await tx.delete(translationCharges).where(eq(translationCharges.sourceKey, sourceKey)).returning();
    if (!charge) return;
    await tx
      .update(translationUsage)
      .set({ characters: sql`greatest(${translationUsage.characters} - ${charge.characters}, 0)` })
      .where(eq(translationUsage.month, charge.month));
    if (charge.memberId && charge.day) {
      await tx
        .update(translationMemberUsage)
        .set({ characters: sql`greatest(${translationMemberUsage.characters} - ${charge.characters}, 0)` })
        .where(and(eq(translationMemberUsage.memberId, charge.memberId), eq(translationMemberUsage.day, charge.day)));
    }
  });
}

/**
 * Deletes what no budget needs any more: the members' days before yesterday, and the charges of
 * months before the last one (a job run again that late finds its version edited or translated).
 */
export async function sweep(db: Database, at: Date): Promise<void> {
  const yesterday = dayOf(new Date(at.getTime() - 24 * 60 * 60 * 1000));
  const lastMonth = monthOf(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - 1, 1)));
  await db.delete(translationMemberUsage).where(lt(translationMemberUsage.day, yesterday));
  await db.delete(translationCharges).where(lt(translationCharges.month, lastMonth));
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
