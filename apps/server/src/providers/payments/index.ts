import type { AppConfig } from '../../config.ts';
import { DevPaymentProvider } from './dev-payment-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { StripePaymentProvider } from './stripe-payment-provider.ts';
import { UnavailablePaymentProvider } from './unavailable-payment-provider.ts';

export * from './payment-provider.ts';
export { DevPaymentProvider } from './dev-payment-provider.ts';
export { StripePaymentProvider, type StripeOptions } from './stripe-payment-provider.ts';
export { UnavailablePaymentProvider } from './unavailable-payment-provider.ts';

/** Stripe when configured; the offline adapter in development and test; otherwise payments fail closed. */
export function createPaymentProvider(config: AppConfig): PaymentProvider {
  switch (config.outsideServices.payments) {
    case 'http':
      return new StripePaymentProvider({ secretKey: config.STRIPE_SECRET_KEY as string, webhookSecret: config.STRIPE_WEBHOOK_SECRET as string, apiUrl: config.STRIPE_API_URL });
    case 'dev':
      return new DevPaymentProvider();
    case 'unavailable':
      return new UnavailablePaymentProvider();
  }
}
