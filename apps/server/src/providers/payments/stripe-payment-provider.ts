import Stripe from 'stripe';
import { z } from 'zod';
import { PaymentProviderError, WebhookSignatureError, type CheckoutRequest, type CheckoutStarted, type PaymentEvent, type PaymentProvider } from './payment-provider.ts';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** `https://api.stripe.com`, or any server answering the same API (tests). */
  apiUrl: string;
  /** How long one call may take, answer included (default 10 s). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** How old a notification's signature may be (Stripe's default): an older one is a replay. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

const PRODUCT_NAME = {
  fr: { year: 'ARYA Premium, abonnement annuel', month: 'ARYA Premium, abonnement mensuel' },
  en: { year: 'ARYA Premium, yearly plan', month: 'ARYA Premium, monthly plan' },
} as const;

/** An id, or the expanded object carrying it. */
const idOf = z.union([z.string(), z.object({ id: z.string() })]).transform((value) => (typeof value === 'string' ? value : value.id));

const checkoutSessionSchema = z.object({
  id: z.string(),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  payment_status: z.string().nullish(),
  subscription: idOf.nullish(),
  customer: idOf.nullish(),
});

const invoiceSchema = z.object({
  id: z.string(),
  billing_reason: z.string().nullish(),
  amount_paid: z.number().int().nonnegative(),
  // Before API version 2025-03-31 the subscription is on the invoice; since, under parent.
  subscription: idOf.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: idOf.nullish() }).nullish() }).nullish(),
  lines: z.object({ data: z.array(z.object({ period: z.object({ start: z.number().int(), end: z.number().int() }) })).min(1) }),
});

const subscriptionSchema = z.object({ id: z.string(), cancel_at_period_end: z.boolean(), ended_at: z.number().int().nullish() });

const seconds = (value: number) => new Date(value * 1000);

/**
 * Stripe Checkout in subscription mode: the plan's price is given with the session (price_data),
 * so nothing needs creating in Stripe's dashboard; the session carries our order and member ids
 * back in its notifications.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly source = 'stripe';
  readonly available = true;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeOptions) {
    const url = new URL(options.apiUrl);
    this.stripe = new Stripe(options.secretKey, {
      host: url.hostname,
      port: url.port || (url.protocol === 'https:' ? 443 : 80),
      protocol: url.protocol === 'http:' ? 'http' : 'https',
      // A retried checkout could start a second session: the member retries instead.
      maxNetworkRetries: 0,
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      telemetry: false,
    });
  }

  async startCheckout(request: CheckoutRequest): Promise<CheckoutStarted> {
    const ids = { orderId: request.orderId, userId: request.userId };
    try {
      const session = await this.stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountCents,
                recurring: { interval: request.interval },
                product_data: { name: PRODUCT_NAME[request.language][request.interval] },
              },
            },
          ],
          client_reference_id: request.orderId,
          metadata: ids,
          subscription_data: { metadata: ids },
          customer_email: request.email,
          locale: request.language,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // The same order never opens two sessions, even if this call is repeated.
        { idempotencyKey: `checkout-${request.orderId}` },
      );
      if (!session.url) throw new PaymentProviderError('Stripe answered a checkout session without a payment page');
      return { checkoutId: session.id, url: session.url, completedEvents: [] };
    } catch (error) {
      throw providerError('start a checkout', error);
    }
  }

  async closeCheckout(checkoutId: string): Promise<'closed' | 'paid'> {
    try {
      const session = await this.stripe.checkout.sessions.retrieve(checkoutId);
      if (session.status === 'complete') return 'paid';
      if (session.status === 'expired') return 'closed';
      // Stripe refuses to expire a session completed in the meantime: the call fails, the member tries again.
      const expired = await this.stripe.checkout.sessions.expire(checkoutId);
      return expired.status === 'complete' ? 'paid' : 'closed';
    } catch (error) {
      throw providerError('close a checkout', error);
    }
  }

  async cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void> {
    try {
      await this.stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true });
    } catch (error) {
      throw providerError('cancel a subscription', error);
    }
  }

  async cancelNow(providerSubscriptionId: string): Promise<void> {
    try {
      await this.stripe.subscriptions.cancel(providerSubscriptionId);
    } catch (error) {
      throw providerError('end a subscription', error);
    }
  }

  async deleteCustomer(providerCustomerId: string): Promise<void> {
    try {
      await this.stripe.customers.del(providerCustomerId);
    } catch (error) {
      // Deleted before (an erasure run again): nothing is left to delete.
      if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return;
      throw providerError('delete a customer', error);
    }
  }

  readNotification(rawBody: string, signature: string | undefined): PaymentEvent {
    if (!signature) throw new WebhookSignatureError('The notification carries no Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.options.webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'The signature does not match');
    }
    return eventOf(event);
  }
}

/** Our reading of a Stripe event; a known event missing what we need throws (Stripe then delivers it again). */
export function eventOf(event: Pick<Stripe.Event, 'id' | 'type' | 'created'> & { data: { object: unknown } }): PaymentEvent {
  const { id, created } = event;
  const object = event.data.object;
  switch (event.type) {
    // Paid by card at once (completed); a delayed payment method (a debit) is paid later, when it succeeds.
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = checkoutSessionSchema.parse(object);
      const orderId = session.client_reference_id ?? session.metadata?.orderId;
      const userId = session.metadata?.userId;
      // A delayed payment method completes the session unpaid: nothing is given until it succeeds.
      if (!orderId || !userId || (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required')) return { id, type: 'ignored', providerType: event.type };
      return {
        id,
        type: 'checkout.completed',
        checkoutId: session.id,
        orderId,
        userId,
        providerSubscriptionId: session.subscription ?? null,
        providerCustomerId: session.customer ?? null,
        paidAt: seconds(created),
      };
    }
    // Never paid: the session expired, or the delayed payment failed.
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const session = checkoutSessionSchema.parse(object);
      const orderId = session.client_reference_id ?? session.metadata?.orderId;
      return orderId ? { id, type: 'checkout.expired', checkoutId: session.id, orderId } : { id, type: 'ignored', providerType: event.type };
    }
    case 'invoice.paid': {
      const invoice = invoiceSchema.parse(object);
      const providerSubscriptionId = invoice.parent?.subscription_details?.subscription ?? invoice.subscription;
      // The first invoice is the checkout's (issued when it completes); only renewals come this way.
      if (invoice.billing_reason !== 'subscription_cycle' || !providerSubscriptionId) return { id, type: 'ignored', providerType: event.type };
      const period = invoice.lines.data[0]!.period;
      return {
        id,
        type: 'renewal.paid',
        providerInvoiceId: invoice.id,
        providerSubscriptionId,
        amountCents: invoice.amount_paid,
        periodStart: seconds(period.start),
        periodEnd: seconds(period.end),
        paidAt: seconds(created),
      };
    }
    case 'customer.subscription.updated': {
      const subscription = subscriptionSchema.parse(object);
      return { id, type: 'subscription.updated', providerSubscriptionId: subscription.id, cancelAtPeriodEnd: subscription.cancel_at_period_end };
    }
    case 'customer.subscription.deleted': {
      const subscription = subscriptionSchema.parse(object);
      return { id, type: 'subscription.deleted', providerSubscriptionId: subscription.id, endedAt: seconds(subscription.ended_at ?? created) };
    }
    default:
      return { id, type: 'ignored', providerType: event.type };
  }
}

/** Says what failed from Stripe's error type and code only: its messages may repeat what was sent. */
function providerError(action: string, error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  if (error instanceof Stripe.errors.StripeError) {
    const code = error.code ? `, ${error.code}` : '';
    return new PaymentProviderError(`Stripe could not ${action} (${error.type}${code}${error.statusCode ? `, status ${error.statusCode}` : ''})`, { cause: error });
  }
  return new PaymentProviderError(`Stripe could not ${action}`, { cause: error });
}
