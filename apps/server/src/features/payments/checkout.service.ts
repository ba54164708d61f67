import { randomUUID } from 'node:crypto';
import { checkoutReturnPaths, CURRENCY, PREMIUM_PLANS, planAmountCents, type checkoutEndpoint, type PremiumPlanId } from '@arya/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authUsers, users } from '../../db/schema/index.ts';
import type { Fail, FailOf } from '../../http/fail.ts';
import type { MemberSlots } from '../../http/concurrency.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { applyPaymentEvent, type FulfilmentContext } from './fulfilment.service.ts';
import * as orders from './orders.repository.ts';
import { asPaymentFailure } from './provider-errors.ts';
import { hasRenewingSubscription, lockMember } from './subscriptions.repository.ts';

export interface CheckoutDependencies extends FulfilmentContext {
  payments: PaymentProvider;
  /**
   * One checkout of a member at a time in this process (`memberSlots(1)`): with the offline
   * adapter, a second then sees the first's subscription.
   */
  turns: MemberSlots;
  publicUrl: string;
}

/**
 * Starts paying for premium: the pending order first (refused while a subscription runs and
 * renews), then the provider's checkout; answers where the browser goes. The development adapter's
 * payment is complete at once and fulfilled here, as a provider's notification would be.
 */
export async function startCheckout(deps: CheckoutDependencies, userId: string, plan: PremiumPlanId, fail: FailOf<typeof checkoutEndpoint>): Promise<{ url: string }> {
  if (!deps.payments.available) fail('SERVICE_UNAVAILABLE', 'Payments are not available right now');
  return deps.turns.run(userId, () => checkoutInTurn(deps, userId, plan, fail));
}

async function checkoutInTurn(deps: CheckoutDependencies, userId: string, plan: PremiumPlanId, fail: FailOf<typeof checkoutEndpoint>): Promise<{ url: string }> {
  const member = await memberOf(deps.db, userId, fail);
  await closeOpenCheckouts(deps, userId, fail);
  const orderId = randomUUID();
  const amountCents = planAmountCents(plan);
  await deps.db.transaction(async (tx) => {
    // Plan changes of a member (another process's checkout, a staff grant) wait for this one.
    if (!(await lockMember(tx, userId))) fail('PROFILE_NOT_FOUND', 'This member has no profile yet');
    if (await hasRenewingSubscription(tx, userId, new Date())) fail('ALREADY_SUBSCRIBED', 'A subscription already runs and renews');
    await orders.insertPendingOrder(tx, { id: orderId, userId, plan, amountCents, currency: CURRENCY, source: deps.payments.source });
  });
  const paths = checkoutReturnPaths(member.language);
  let started;
  try {
    started = await deps.payments.startCheckout({
      orderId,
      userId,
      email: member.email,
      plan,
      interval: PREMIUM_PLANS[plan].interval,
      amountCents,
      currency: CURRENCY,
      language: member.language,
      successUrl: `${deps.publicUrl}${paths.success}`,
      cancelUrl: `${deps.publicUrl}${paths.cancel}`,
    });
  } catch (error) {
    await orders.markIncomplete(deps.db, orderId);
    asPaymentFailure(error, fail);
  }
  await orders.setCheckoutId(deps.db, orderId, started.checkoutId);
  for (const event of started.completedEvents) await applyPaymentEvent(deps, event, deps.payments.source);
  return { url: started.url };
}

/**
 * Closes the checkouts the member opened before and left (another tab, a plan changed): paying two
 * of them would charge twice. One paid meanwhile means a subscription is on its way: refused.
 */
async function closeOpenCheckouts(deps: CheckoutDependencies, userId: string, fail: Fail<'ALREADY_SUBSCRIBED' | 'SERVICE_UNAVAILABLE' | 'PAYMENT_PROVIDER_ERROR'>): Promise<void> {
  for (const open of await orders.findOpenCheckouts(deps.db, userId, deps.payments.source)) {
    let outcome: 'closed' | 'paid';
    try {
      outcome = await deps.payments.closeCheckout(open.checkoutId);
    } catch (error) {
      asPaymentFailure(error, fail);
    }
    if (outcome === 'paid') fail('ALREADY_SUBSCRIBED', 'An earlier checkout of this member was paid: the subscription is on its way');
    await orders.markIncomplete(deps.db, open.id);
  }
}

async function memberOf(db: Database, userId: string, fail: Fail<'PROFILE_NOT_FOUND'>): Promise<{ email: string; language: 'fr' | 'en' }> {
  const [row] = await db.select({ email: authUsers.email, language: users.defaultLanguage }).from(users).innerJoin(authUsers, eq(authUsers.id, users.id)).where(eq(users.id, userId));
  if (!row) return fail('PROFILE_NOT_FOUND', 'This member has no profile yet');
  return { email: row.email, language: row.language === 'en' ? 'en' : 'fr' };
}
