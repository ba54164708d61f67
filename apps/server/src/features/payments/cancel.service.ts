import type { cancelSubscriptionEndpoint, Subscription } from '@arya/core';
import { subscriptionRuns } from '@arya/core';
import type { Database } from '../../db/client.ts';
import type { Fail, FailOf } from '../../http/fail.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import type { LiveAccess } from '../../plugins/app/live/live-access.ts';
import { refreshActivePlan } from '../../shared/active-plan.repository.ts';
import { toSubscription } from './billing.dto.ts';
import { asPaymentFailure } from './provider-errors.ts';
import { findMemberSubscription, markCancelled } from './subscriptions.repository.ts';

const alreadyCancelled = (fail: Fail<'SUBSCRIPTION_ALREADY_CANCELLED'>) => fail('SUBSCRIPTION_ALREADY_CANCELLED', 'This subscription is already cancelled or over');

/**
 * Cancels one of the member's subscriptions at the end of its period: the provider stops renewing
 * it first, then it is marked here. Premium lasts until the period ends (ActiveSubscriptionUntil is
 * unchanged); another member's subscription is not found.
 */
export async function cancelSubscription(
  deps: { db: Database; payments: PaymentProvider; liveAccess: Pick<LiveAccess, 'memberChanged'> },
  userId: string,
  subscriptionId: string,
  fail: FailOf<typeof cancelSubscriptionEndpoint>,
): Promise<Subscription> {
  const subscription = await findMemberSubscription(deps.db, userId, subscriptionId);
  if (!subscription) return fail('SUBSCRIPTION_NOT_FOUND', 'No such subscription');
  if (subscription.cancelAtPeriodEnd || !subscriptionRuns(subscription)) return alreadyCancelled(fail);
  // Only what a provider renews needs telling it; offline and staff subscriptions renew nowhere.
  if (subscription.source === 'stripe' && subscription.providerSubscriptionId) {
    if (deps.payments.source !== 'stripe' || !deps.payments.available) fail('SERVICE_UNAVAILABLE', 'Payments are not available right now');
    try {
      await deps.payments.cancelAtPeriodEnd(subscription.providerSubscriptionId);
    } catch (error) {
      asPaymentFailure(error, fail);
    }
  }
  const now = new Date();
  const cancelled = await deps.db.transaction(async (tx) => {
    const row = await markCancelled(tx, subscription.id, now);
    if (!row) return alreadyCancelled(fail);
    await refreshActivePlan(tx, userId, now);
    return row;
  });
  // Premium runs on to the period's end; the member's sockets re-read the plan all the same (its end is their timer's).
  deps.liveAccess.memberChanged(userId);
  return toSubscription(cancelled, now);
}
