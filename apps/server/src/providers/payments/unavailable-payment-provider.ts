import { PaymentsUnavailableError, type PaymentEvent, type PaymentProvider } from './payment-provider.ts';

const unavailable = () => new PaymentsUnavailableError('Payments are not configured on this server (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET)');

/** Deployed without Stripe's settings: every payment call fails closed (503), nothing is taken offline. */
export class UnavailablePaymentProvider implements PaymentProvider {
  readonly source = 'stripe';
  readonly available = false;

  async startCheckout(): Promise<never> {
    throw unavailable();
  }

  async closeCheckout(): Promise<never> {
    throw unavailable();
  }

  async cancelAtPeriodEnd(): Promise<void> {
    throw unavailable();
  }

  async cancelNow(): Promise<void> {
    throw unavailable();
  }

  async deleteCustomer(): Promise<void> {
    throw unavailable();
  }

  readNotification(): PaymentEvent {
    throw unavailable();
  }
}
