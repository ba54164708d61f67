import type { PremiumPlanId, SubscriptionSource } from '@arya/core';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;

export async function insertPendingOrder(
  tx: Transaction,
  order: { id: string; userId: string; plan: PremiumPlanId; amountCents: number; currency: string; source: Exclude<SubscriptionSource, 'staff'> },
): Promise<void> {
  await tx.insert(orders).values({ ...order, status: 'pending' });
}

export async function setCheckoutId(db: Database, orderId: string, checkoutId: string): Promise<void> {
  await db.update(orders).set({ providerCheckoutId: checkoutId }).where(eq(orders.id, orderId));
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
