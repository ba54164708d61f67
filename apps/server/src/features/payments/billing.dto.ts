import { CURRENCY, planAmountCents, subscriptionStatusAt, type Invoice, type Subscription } from '@arya/core';
import type { InvoiceRow } from './invoices.repository.ts';
import type { SubscriptionRow } from './subscriptions.repository.ts';

/** A subscription as its member sees it: its status as of now (an active one whose period is over is void). */
export function toSubscription(row: SubscriptionRow, now: Date = new Date()): Subscription {
  return {
    id: row.id,
    plan: row.plan,
    tier: row.tier,
    status: subscriptionStatusAt(row, now),
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    source: row.source,
    amountCents: row.plan ? planAmountCents(row.plan) : null,
    currency: CURRENCY,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An invoice as its member sees it (the parties are on the PDF only). */
export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    plan: row.plan,
    amountCents: row.amountCents,
    netCents: row.netCents,
    vatCents: row.vatCents,
    vatRateBasisPoints: row.vatRateBasisPoints,
    currency: row.currency,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    issuedAt: row.issuedAt.toISOString(),
  };
}
