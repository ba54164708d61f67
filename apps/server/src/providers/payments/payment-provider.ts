import type { BillingInterval, PremiumPlanId, SubscriptionSource } from '@arya/core';

/** What the member is sent to pay for: one premium plan, billed every period until cancelled. */
export interface CheckoutRequest {
  /** Our order id: the provider gives it back when the payment completes. */
  orderId: string;
  userId: string;
  email: string;
  plan: PremiumPlanId;
  interval: BillingInterval;
  amountCents: number;
  currency: string;
  language: 'fr' | 'en';
  /** Absolute URLs the provider's page sends the member back to. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutStarted {
  /** The provider's id of the checkout (Stripe's cs_…). */
  checkoutId: string;
  /** Where the browser goes: the provider's payment page, or the success URL when already paid. */
  url: string;
  /**
   * Events of a payment already complete (the development adapter): they go through the same
   * fulfilment as the provider's notifications.
   */
  completedEvents: PaymentEvent[];
}

/**
 * A payment provider's notification, in our terms. Each has the provider's event id, recorded once:
 * a notification delivered again changes nothing.
 */
export type PaymentEvent = { id: string } & (
  | {
      type: 'checkout.completed';
      checkoutId: string;
      orderId: string;
      userId: string;
      providerSubscriptionId: string | null;
      providerCustomerId: string | null;
      paidAt: Date;
    }
  | { type: 'checkout.expired'; checkoutId: string; orderId: string }
  | {
      /** A subscription's renewal was paid: its period runs on and a new invoice is issued. */
      type: 'renewal.paid';
      providerInvoiceId: string;
      providerSubscriptionId: string;
      amountCents: number;
      periodStart: Date;
      periodEnd: Date;
      paidAt: Date;
    }
  | { type: 'subscription.updated'; providerSubscriptionId: string; cancelAtPeriodEnd: boolean }
  | { type: 'subscription.deleted'; providerSubscriptionId: string; endedAt: Date }
  /** Any other event: recorded, nothing else. */
  | { type: 'ignored'; providerType: string }
);

/** Takes premium payments: a checkout per order, cancellation at the period's end, and its signed notifications. */
export interface PaymentProvider {
  /** Who takes the payments (the `source` of the orders and subscriptions it makes). */
  readonly source: Exclude<SubscriptionSource, 'staff'>;
  /** False when payments are not configured here (deployed without the provider's settings). */
  readonly available: boolean;
  startCheckout(request: CheckoutRequest): Promise<CheckoutStarted>;
  /**
   * Closes a checkout the member left open, so it can no longer be paid: 'closed', or 'paid' when it
   * was completed first (paid, or a payment under way whose notification is coming).
   */
  closeCheckout(checkoutId: string): Promise<'closed' | 'paid'>;
  /** Stops renewing a subscription: it runs until its period ends. */
  cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void>;
  /** Ends a subscription now (staff revoked it): nothing more is charged. */
  cancelNow(providerSubscriptionId: string): Promise<void>;
  /**
   * Deletes the provider's customer record of an erased member (GDPR art. 17): its payment methods
   * and contact details go; one already deleted is no error. Throws when the provider refuses or
   * cannot be reached (the erasure job then fails and is tried again).
   */
  deleteCustomer(providerCustomerId: string): Promise<void>;
  /** Checks a notification's signature and reads it; a forged or unsigned one throws WebhookSignatureError. */
  readNotification(rawBody: string, signature: string | undefined): PaymentEvent;
}

/** The provider could not be reached or refused the call; nothing it was asked happened. */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
}

/** Payments are not configured here (deployed without the provider's settings): the feature answers 503. */
export class PaymentsUnavailableError extends Error {
  override readonly name = 'PaymentsUnavailableError';
}

/** A notification whose signature does not check out: it is not from the provider. */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}
