import type { Subscription } from '@arya/core/contract';
import { isPremium, preventsNewCheckout, subscriptionRuns, type AccessSubject } from '@arya/core/rules';

/**
 * What the premium page shows: the member's current plan instead of the offers when a subscription
 * runs and renews (buying another is refused), or when the member is premium anyway (a cancelled
 * subscription still running, premium for life, or granted until a date); otherwise the offers.
 */
export type PremiumPageState =
  | { kind: 'subscription'; subscription: Subscription }
  | { kind: 'lifetime' }
  | { kind: 'until'; until: string }
  | { kind: 'offers' };

export function premiumPageState(user: AccessSubject, subscriptions: readonly Subscription[], now: Date = new Date()): PremiumPageState {
  const renewing = subscriptions.find((subscription) => preventsNewCheckout(subscription, now));
  if (renewing) return { kind: 'subscription', subscription: renewing };
  if (!isPremium(user, now)) return { kind: 'offers' };
  if (user.lifetimeSubscriptionName === 'INFINITE') return { kind: 'lifetime' };
  const running = subscriptions.find((subscription) => subscription.tier === 'INFINITE' && subscriptionRuns(subscription, now));
  if (running) return { kind: 'subscription', subscription: running };
  return { kind: 'until', until: user.activeSubscriptionUntil as string };
}
