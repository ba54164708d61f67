import { randomBytes } from 'node:crypto';
import { WebhookSignatureError, type CheckoutRequest, type CheckoutStarted, type PaymentEvent, type PaymentProvider } from './payment-provider.ts';

const devId = (prefix: string) => `dev_${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * Needs no network: the payment completes at once. The checkout answers the event a provider would
 * send, which goes through the same fulfilment as a provider's notification, and the browser goes
 * straight to the success page. Development and test only (never deployed).
 */
export class DevPaymentProvider implements PaymentProvider {
  readonly source = 'dev';
  readonly available = true;

  constructor(private readonly now: () => Date = () => new Date()) {}

  async startCheckout(request: CheckoutRequest): Promise<CheckoutStarted> {
    const checkoutId = devId('cs');
    const completed: PaymentEvent = {
      id: devId('evt'),
      type: 'checkout.completed',
      checkoutId,
      orderId: request.orderId,
      userId: request.userId,
      providerSubscriptionId: devId('sub'),
      providerCustomerId: devId('cus'),
      paidAt: this.now(),
    };
    return { checkoutId, url: request.successUrl, completedEvents: [completed] };
  }

  async closeCheckout(): Promise<'closed'> {
    // Offline checkouts are paid as they start: none is ever left open.
    return 'closed';
  }

  async cancelAtPeriodEnd(): Promise<void> {
    // Nothing renews offline: the subscription's own flag is all there is.
  }

  async cancelNow(): Promise<void> {
    // Nothing is charged offline: voiding the subscription is all there is.
  }

  async deleteCustomer(): Promise<void> {
    // No customer is kept offline.
  }

  readNotification(): PaymentEvent {
    // No provider sends notifications here: whatever arrives is not one.
    throw new WebhookSignatureError('The development payment adapter receives no notifications');
  }
}
