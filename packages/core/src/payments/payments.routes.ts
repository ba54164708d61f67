import { defineRoute } from '../common/endpoint.ts';
import type { checkoutAnswerSchema, checkoutInputSchema, subscriptionIdParamsSchema, subscriptionSchema } from './payments.schemas.ts';

export const checkoutRoute = defineRoute<{ body: typeof checkoutInputSchema; response: typeof checkoutAnswerSchema }>('POST', '/api/v1/payments/checkout');
export const cancelSubscriptionRoute = defineRoute<{ params: typeof subscriptionIdParamsSchema; response: typeof subscriptionSchema }>('POST', '/api/v1/subscriptions/:subscriptionId/cancel');
/** Stripe's notifications (signed); not called by the web. */
export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';
