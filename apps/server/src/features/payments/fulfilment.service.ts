import { randomUUID } from 'node:crypto';
import { PREMIUM_COINS, PREMIUM_PLANS, PREMIUM_TIER, periodEnd, type SubscriptionSource } from '@arya/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client.ts';
import type { InvoiceParty } from '../../db/schema/index.ts';
import type { PaymentEvent } from '../../providers/payments/index.ts';
import type { LiveAccess } from '../../plugins/app/live/live-access.ts';
import { refreshActivePlan } from '../../shared/active-plan.repository.ts';
import { hasProviderInvoice } from './invoices.repository.ts';
import { issueInvoice } from './issue-invoice.ts';
import * as orders from './orders.repository.ts';
import { creditPremiumCoins, recordPaymentEvent } from './payment-events.repository.ts';
import * as subscriptions from './subscriptions.repository.ts';

export interface FulfilmentContext {
  db: Database;
  seller: InvoiceParty;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Told whose plan an event changed, once it is committed (their open sockets decide again). */
  liveAccess: Pick<LiveAccess, 'memberChanged'>;
}

/** handled: its effects are recorded; replayed: it was handled before, nothing changed. */
export type FulfilmentOutcome = 'handled' | 'replayed';

type EventOf<T extends PaymentEvent['type']> = Extract<PaymentEvent, { type: T }>;

/**
 * Applies a payment provider's event: the event id and all its effects in one transaction, so a
 * replay (the provider delivers again, or two deliveries race) answers "replayed" and changes
 * nothing. The development adapter's payments come through here too. The member whose plan it
 * changed is told to the live sockets once committed.
 */
export async function applyPaymentEvent(context: FulfilmentContext, event: PaymentEvent, provider: Exclude<SubscriptionSource, 'staff'>): Promise<FulfilmentOutcome> {
  const { outcome, member } = await context.db.transaction(async (tx): Promise<{ outcome: FulfilmentOutcome; member: string | null }> => {
    const fresh = await recordPaymentEvent(tx, { id: event.id, provider, type: event.type === 'ignored' ? event.providerType : event.type });
    if (!fresh) return { outcome: 'replayed', member: null };
    return { outcome: 'handled', member: await applyEffects(tx, context, event, provider) };
  });
  if (member) context.liveAccess.memberChanged(member);
  return outcome;
}

/** The event's effects; answers the member whose plan was set again, if any. */
async function applyEffects(tx: Transaction, context: FulfilmentContext, event: PaymentEvent, provider: Exclude<SubscriptionSource, 'staff'>): Promise<string | null> {
  switch (event.type) {
    case 'checkout.completed':
      return completeCheckout(tx, context, event, provider);
    case 'checkout.expired':
      await orders.markIncomplete(tx, event.orderId);
      return null;
    case 'renewal.paid':
      return payRenewal(tx, context, event);
    case 'subscription.updated':
      return followCancellation(tx, context, event);
    case 'subscription.deleted':
      return endSubscription(tx, context, event);
    case 'ignored':
      return null;
  }
}

/**
 * The order is paid: its subscription starts (premium at once), the first invoice is issued and
 * premium's coins are credited. An order already paid (the same payment told twice under two event
 * ids) is left as it is.
 */
async function completeCheckout(tx: Transaction, context: FulfilmentContext, event: EventOf<'checkout.completed'>, provider: Exclude<SubscriptionSource, 'staff'>) {
  const order = await orders.lockOrder(tx, event.orderId);
  if (!order || order.userId !== event.userId) {
    context.log.warn({ orderId: event.orderId, eventId: event.id }, 'a completed checkout names no order of ours for that member: ignored');
    return null;
  }
  if (order.status === 'paid') return null;
  const subscriptionId = randomUUID();
  const periodStart = event.paidAt;
  const periodEndsAt = periodEnd(periodStart, PREMIUM_PLANS[order.plan].interval);
  await subscriptions.insertSubscription(tx, {
    id: subscriptionId,
    userId: order.userId,
    plan: order.plan,
    tier: PREMIUM_TIER,
    currentPeriodStart: periodStart,
    currentPeriodEnd: periodEndsAt,
    source: provider,
    providerSubscriptionId: event.providerSubscriptionId,
    providerCustomerId: event.providerCustomerId,
  });
  await orders.markPaid(tx, order.id, { subscriptionId, paidAt: event.paidAt, providerCheckoutId: event.checkoutId });
  await issueInvoice(tx, context.seller, {
    userId: order.userId,
    orderId: order.id,
    subscriptionId,
    plan: order.plan,
    amountCents: order.amountCents,
    periodStart,
    periodEnd: periodEndsAt,
    providerInvoiceId: null,
    issuedAt: new Date(),
  });
  await creditPremiumCoins(tx, order.userId, subscriptionId, PREMIUM_COINS);
  await refreshActivePlan(tx, order.userId);
  return order.userId;
}

/**
 * A renewal paid: the period runs on and its invoice is issued (once per provider invoice). A
 * subscription already ended (deleted at the provider, revoked by staff) stays ended: notifications
 * come in any order, and one told late never brings it back; what was paid is still invoiced.
 */
async function payRenewal(tx: Transaction, context: FulfilmentContext, event: EventOf<'renewal.paid'>) {
  const subscription = await subscriptions.lockByProviderId(tx, event.providerSubscriptionId);
  if (!subscription?.plan) {
    context.log.warn({ providerSubscriptionId: event.providerSubscriptionId, eventId: event.id }, 'a renewal names no paid subscription of ours: ignored');
    return null;
  }
  if (await hasProviderInvoice(tx, event.providerInvoiceId)) return null;
  if (subscription.status === 'void') {
    context.log.warn({ subscriptionId: subscription.id, eventId: event.id }, 'a renewal was paid for a subscription that has ended: invoiced, not renewed');
  } else {
    await subscriptions.renew(tx, subscription.id, { start: event.periodStart, end: event.periodEnd });
  }
  await issueInvoice(tx, context.seller, {
    userId: subscription.userId,
    orderId: null,
    subscriptionId: subscription.id,
    plan: subscription.plan,
    amountCents: event.amountCents,
    periodStart: event.periodStart,
    periodEnd: event.periodEnd,
    providerInvoiceId: event.providerInvoiceId,
    issuedAt: new Date(),
  });
  await refreshActivePlan(tx, subscription.userId);
  return subscription.userId;
}

async function followCancellation(tx: Transaction, context: FulfilmentContext, event: EventOf<'subscription.updated'>) {
  const subscription = await subscriptions.lockByProviderId(tx, event.providerSubscriptionId);
  if (!subscription) {
    context.log.warn({ providerSubscriptionId: event.providerSubscriptionId, eventId: event.id }, 'an updated subscription is not one of ours: ignored');
    return null;
  }
  if (subscription.cancelAtPeriodEnd === event.cancelAtPeriodEnd) return null;
  await subscriptions.setCancelAtPeriodEnd(tx, subscription.id, event.cancelAtPeriodEnd, new Date());
  await refreshActivePlan(tx, subscription.userId);
  return subscription.userId;
}

async function endSubscription(tx: Transaction, context: FulfilmentContext, event: EventOf<'subscription.deleted'>) {
  const subscription = await subscriptions.lockByProviderId(tx, event.providerSubscriptionId);
  if (!subscription) {
    context.log.warn({ providerSubscriptionId: event.providerSubscriptionId, eventId: event.id }, 'an ended subscription is not one of ours: ignored');
    return null;
  }
  await subscriptions.markEnded(tx, subscription.id, event.endedAt);
  await refreshActivePlan(tx, subscription.userId);
  return subscription.userId;
}
