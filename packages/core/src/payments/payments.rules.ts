import type { Language } from '../common/languages.ts';
import { routePath } from '../navigation/routes.ts';
import {
  CHECKOUT_RETURN_PARAM,
  CHECKOUT_SUCCESS_VALUE,
  INVOICE_NUMBER_PREFIX,
  INVOICE_TIME_ZONE,
  PREMIUM_PLANS,
  VAT_RATE_BASIS_POINTS,
  type BillingInterval,
  type PremiumPlanId,
  type SubscriptionStatus,
} from './payments.constants.ts';

const WEEKS_PER_YEAR = 52;
const MONTHS_PER_YEAR = 12;

/** What one billing period of a plan costs, in cents (VAT included). */
export function planAmountCents(plan: PremiumPlanId): number {
  const { pricePerWeekCents, interval } = PREMIUM_PLANS[plan];
  const weeks = interval === 'year' ? WEEKS_PER_YEAR : WEEKS_PER_YEAR / MONTHS_PER_YEAR;
  return Math.round(pricePerWeekCents * weeks);
}

/** How much cheaper a week of the yearly plan is than a week of the monthly one, in whole percent (80). */
export function yearlySavingPercent(): number {
  return Math.round((1 - PREMIUM_PLANS.yearly.pricePerWeekCents / PREMIUM_PLANS.monthly.pricePerWeekCents) * 100);
}

/**
 * The end of a billing period started at `start`: the same day one month or one year later, in
 * UTC; a day the month lacks (31 January plus a month) becomes the month's last day.
 */
export function periodEnd(start: Date, interval: BillingInterval): Date {
  const months = interval === 'year' ? MONTHS_PER_YEAR : 1;
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds(), start.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target;
}

export interface VatBreakdown {
  /** Without VAT. */
  netCents: number;
  vatCents: number;
  /** VAT included: what the member pays. */
  totalCents: number;
  rateBasisPoints: number;
}

/** Splits an amount charged VAT included into its net part and its VAT (the VAT is what the rounding leaves). */
export function vatBreakdown(totalCents: number, rateBasisPoints: number = VAT_RATE_BASIS_POINTS): VatBreakdown {
  const netCents = Math.round((totalCents * 10_000) / (10_000 + rateBasisPoints));
  return { netCents, vatCents: totalCents - netCents, totalCents, rateBasisPoints };
}

/** The number of the `sequence`-th invoice of a year: ARYA-2026-000042. */
export function invoiceNumber(year: number, sequence: number): string {
  return `${INVOICE_NUMBER_PREFIX}-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The status a member sees for a subscription: a subscription whose period is over without being
 * renewed (cancelled, granted for a time, or not paid again) is void from its end on.
 */
export function subscriptionStatusAt(subscription: { status: SubscriptionStatus; currentPeriodEnd: string | Date }, now: Date = new Date()): SubscriptionStatus {
  if (subscription.status === 'active' && new Date(subscription.currentPeriodEnd).getTime() <= now.getTime()) return 'void';
  return subscription.status;
}

/** The calendar year an invoice issued at `date` belongs to (its number runs within that year), in the seller's time. */
export function invoiceYear(date: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: INVOICE_TIME_ZONE, year: 'numeric' }).format(date));
}

interface SubscriptionState {
  status: SubscriptionStatus;
  currentPeriodEnd: string | Date;
  cancelAtPeriodEnd: boolean;
}

/** The subscription gives its plan now: active, and its period not over (cancelled or not). */
export function subscriptionRuns(subscription: Omit<SubscriptionState, 'cancelAtPeriodEnd'>, now: Date = new Date()): boolean {
  return subscriptionStatusAt(subscription, now) === 'active';
}

/**
 * A member with a subscription that runs and will renew cannot buy another (ALREADY_SUBSCRIBED); a
 * cancelled one that still runs until its end does not stop them subscribing again.
 */
export function preventsNewCheckout(subscription: SubscriptionState, now: Date = new Date()): boolean {
  return subscriptionRuns(subscription, now) && !subscription.cancelAtPeriodEnd;
}

/**
 * Where the payment provider sends the member back, in their language: the orders page once paid
 * (`?checkout=success`, which shows the confirmation), the premium page when they give up.
 */
export function checkoutReturnPaths(language: Language): { success: string; cancel: string } {
  return { success: `${routePath('orders', language)}?${CHECKOUT_RETURN_PARAM}=${CHECKOUT_SUCCESS_VALUE}`, cancel: routePath('premium', language) };
}
