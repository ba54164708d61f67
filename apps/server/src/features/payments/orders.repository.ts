import type { PremiumPlanId, SubscriptionSource } from '@arya/core';
import { and, asc, desc, eq, isNotNull, lt } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;

/**
 * Each checkout closes the ones before it, so a member has one open at most; a few are read in case
 * an earlier close failed half-way.
 */
const OPEN_CHECKOUTS_CLOSED_AT_ONCE = 5;

export async function insertPendingOrder(
  tx: Transaction,
  order: { id: string; userId: string; plan: PremiumPlanId; amountCents: number; currency: string; source: Exclude<SubscriptionSource, 'staff'> },
): Promise<void> {
  await tx.insert(orders).values({ ...order, status: 'pending' });
}

export async function setCheckoutId(db: Database, orderId: string, checkoutId: string): Promise<void> {
  await db.update(orders).set({ providerCheckoutId: checkoutId }).where(eq(orders.id, orderId));
}

/** The member's orders whose checkout is open at the provider (pending, with a checkout id), newest first. */
export async function findOpenCheckouts(db: Database, userId: string, source: Exclude<SubscriptionSource, 'staff'>): Promise<{ id: string; checkoutId: string }[]> {
  const rows = await db
    .select({ id: orders.id, checkoutId: orders.providerCheckoutId })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending'), eq(orders.source, source), isNotNull(orders.providerCheckoutId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(OPEN_CHECKOUTS_CLOSED_AT_ONCE);
  return rows.flatMap((row) => (row.checkoutId ? [{ id: row.id, checkoutId: row.checkoutId }] : []));
}

/** A pending order the member will not pay (the checkout failed to start, or expired): incomplete. */
export async function markIncomplete(db: Database | Transaction, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'incomplete' })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
}

/** The order, locked until the transaction ends (its payment is being recorded). */
export async function lockOrder(tx: Transaction, orderId: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

export async function markPaid(tx: Transaction, orderId: string, paid: { subscriptionId: string; paidAt: Date; providerCheckoutId: string }): Promise<void> {
  await tx.update(orders).set({ status: 'paid', ...paid }).where(eq(orders.id, orderId));
}

/** Pending orders of a provider opened before `before`, oldest first: their checkouts have expired. */
export async function findExpiredCheckouts(db: Database, source: Exclude<SubscriptionSource, 'staff'>, before: Date, limit: number): Promise<{ id: string; checkoutId: string | null }[]> {
  return db
    .select({ id: orders.id, checkoutId: orders.providerCheckoutId })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), eq(orders.source, source), lt(orders.createdAt, before)))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
}
