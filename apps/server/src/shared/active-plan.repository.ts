import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { subscriptions, userProtected } from '../db/schema/index.ts';

/**
 * Sets the member's ActiveSubscriptionName and ActiveSubscriptionUntil from their subscriptions:
 * the active one whose period is still running, INFINITE before GOLD, the latest end first; none
 * clears both. Call it in the transaction that changed a subscription, after the change; the
 * member's protected row is locked first so two changes at once settle in turn.
 */
export async function refreshActivePlan(tx: Transaction, userId: string, now: Date = new Date()): Promise<{ name: 'GOLD' | 'INFINITE' | null; until: Date | null }> {
  await tx.select({ id: userProtected.userId }).from(userProtected).where(eq(userProtected.userId, userId)).for('update');
  const [best] = await tx
    .select({ tier: subscriptions.tier, until: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active'), gt(subscriptions.currentPeriodEnd, now)))
    .orderBy(desc(sql`${subscriptions.tier} = 'INFINITE'`), desc(subscriptions.currentPeriodEnd))
    .limit(1);
  const plan = { name: best?.tier ?? null, until: best?.until ?? null };
  await tx.update(userProtected).set({ activeSubscriptionName: plan.name, activeSubscriptionUntil: plan.until }).where(eq(userProtected.userId, userId));
  return plan;
}
