import type { SubscriptionTier } from '../users/users.constants.ts';

/**
 * Spec 1 §1: premium is sold at 2.30 € a week billed yearly or 11.30 € a week billed monthly. The
 * amount charged is the weekly price times the weeks of the period (52 a year, 52/12 a month),
 * rounded to the cent: 119.60 € a year, 48.97 € a month.
 */
export const PREMIUM_PLANS = {
  yearly: { pricePerWeekCents: 230, interval: 'year' },
  monthly: { pricePerWeekCents: 1130, interval: 'month' },
} as const satisfies Record<string, { pricePerWeekCents: number; interval: 'year' | 'month' }>;
export const PREMIUM_PLAN_IDS = ['yearly', 'monthly'] as const;
export type PremiumPlanId = (typeof PREMIUM_PLAN_IDS)[number];
export type BillingInterval = (typeof PREMIUM_PLANS)[PremiumPlanId]['interval'];

/** Paying for premium gives this tier: INFINITE is premium (spec 1 §4), GOLD only an active subscription. */
export const PREMIUM_TIER = 'INFINITE' satisfies SubscriptionTier;
/** Spec 1 §1: premium includes 1,000 coins (credited once per subscription) and 20 % off a crypto exchange fee. */
export const PREMIUM_COINS = 1000;
export const PREMIUM_CRYPTO_FEE_REDUCTION_PERCENT = 20;

export const CURRENCY = 'EUR';
/** French VAT, standard rate, in basis points: prices are shown and charged VAT included. */
export const VAT_RATE_BASIS_POINTS = 2000;
/** Invoice numbers run without gaps within a calendar year: ARYA-2026-000001, ARYA-2026-000002… */
export const INVOICE_NUMBER_PREFIX = 'ARYA';

/** Spec 1 §3: orders, invoices and subscriptions carry one of these statuses. */
export const BILLING_STATUSES = ['paid', 'void', 'refund', 'incomplete', 'open', 'pending', 'active'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];
/** Which statuses each record uses. */
export const SUBSCRIPTION_STATUSES = ['active', 'incomplete', 'pending', 'void'] as const satisfies readonly BillingStatus[];
export const INVOICE_STATUSES = ['paid', 'open', 'void', 'refund'] as const satisfies readonly BillingStatus[];
export const ORDER_STATUSES = ['pending', 'paid', 'incomplete', 'void', 'refund'] as const satisfies readonly BillingStatus[];
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who took the payment or granted the subscription. */
export const SUBSCRIPTION_SOURCES = ['stripe', 'dev', 'staff'] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

/** The orders page reads this query parameter when the payment provider sends the member back (`?checkout=success`). */
export const CHECKOUT_RETURN_PARAM = 'checkout';
export const CHECKOUT_SUCCESS_VALUE = 'success';

/** Invoice numbers follow the seller's calendar year (French time): an invoice of 31 December 23:30 UTC+1 is of that year. */
export const INVOICE_TIME_ZONE = 'Europe/Paris';

/** Stripe's notifications (signed); not called by the web. */
export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';
