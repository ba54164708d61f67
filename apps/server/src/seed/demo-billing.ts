import { randomUUID } from 'node:crypto';
import { CURRENCY, planAmountCents } from '@arya/core';
import { eq } from 'drizzle-orm';
import { subscriptions, userProtected } from '../db/schema/index.ts';
import { issueInvoice } from '../features/payments/issue-invoice.ts';
import { insertPendingOrder, markPaid } from '../features/payments/orders.repository.ts';
import { sellerOf } from '../features/payments/seller.ts';
import { insertSubscription, lockMember } from '../features/payments/subscriptions.repository.ts';
import { refreshActivePlan } from '../shared/active-plan.repository.ts';
import type { DemoAccount } from './demo-accounts.ts';
import type { SeedDependencies } from './demo-seed.ts';

/**
 * The premium demo member's plan as a real yearly subscription, paid order and invoice: the GOLD
 * plan they have (the internal news journeys publish for Gold readers), from now until the end
 * their plan already has. Left alone once the member has any subscription.
 */
export async function seedDemoBilling({ db, config }: SeedDependencies, ids: Map<DemoAccount['key'], string>): Promise<void> {
  const userId = ids.get('premium');
  if (!userId) return;
  await db.transaction(async (tx) => {
    if (!(await lockMember(tx, userId))) return;
    if ((await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1)).length > 0) return;
    const [plan] = await tx.select({ name: userProtected.activeSubscriptionName, until: userProtected.activeSubscriptionUntil }).from(userProtected).where(eq(userProtected.userId, userId));
    if (plan?.name !== 'GOLD' || !plan.until) return;
    const start = new Date();
    const subscriptionId = randomUUID();
    const orderId = randomUUID();
    const amountCents = planAmountCents('yearly');
    await insertSubscription(tx, {
      id: subscriptionId,
      userId,
      plan: 'yearly',
      tier: 'GOLD',
      currentPeriodStart: start,
      currentPeriodEnd: plan.until,
      source: 'dev',
      providerSubscriptionId: `dev_sub_demo_${userId}`,
      providerCustomerId: `dev_cus_demo_${userId}`,
    });
    await insertPendingOrder(tx, { id: orderId, userId, plan: 'yearly', amountCents, currency: CURRENCY, source: 'dev' });
    await markPaid(tx, orderId, { subscriptionId, paidAt: start, providerCheckoutId: `dev_cs_demo_${userId}` });
    await issueInvoice(tx, sellerOf(config), { userId, orderId, subscriptionId, plan: 'yearly', amountCents, periodStart: start, periodEnd: plan.until, providerInvoiceId: null, issuedAt: start });
    await refreshActivePlan(tx, userId, start);
  });
}
