import { defineRoute } from '../common/endpoint.ts';
import type { checkoutAnswerSchema, checkoutInputSchema, invoiceIdParamsSchema, invoicePdfSchema, subscriptionIdParamsSchema, subscriptionSchema } from './payments.schemas.ts';

export const checkoutRoute = defineRoute<{ body: typeof checkoutInputSchema; response: typeof checkoutAnswerSchema }>('POST', '/api/v1/payments/checkout');
export const cancelSubscriptionRoute = defineRoute<{ params: typeof subscriptionIdParamsSchema; response: typeof subscriptionSchema }>('POST', '/api/v1/subscriptions/:subscriptionId/cancel');
/** The web opens it as a plain link (`invoicePdfPath`), with the session cookie. */
export const invoicePdfRoute = defineRoute<{ params: typeof invoiceIdParamsSchema; response: typeof invoicePdfSchema }>('GET', '/api/v1/invoices/:invoiceId/pdf');
/** Stripe's notifications (signed); not called by the web. */
export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';
