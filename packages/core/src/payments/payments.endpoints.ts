import { defineEndpoint } from '../common/endpoint.ts';
import { cancelSubscriptionRoute, checkoutRoute, invoicePdfRoute } from './payments.routes.ts';
import { checkoutAnswerSchema, checkoutInputSchema, invoiceIdParamsSchema, invoicePdfSchema, subscriptionIdParamsSchema, subscriptionSchema } from './payments.schemas.ts';

export const checkoutEndpoint = defineEndpoint(checkoutRoute, {
  access: 'member',
  summary: 'Starts paying for premium: creates the pending order and answers where the browser goes (the provider checkout page)',
  tags: ['payments'],
  body: checkoutInputSchema,
  response: checkoutAnswerSchema,
  errors: ['ALREADY_SUBSCRIBED', 'PAYMENT_PROVIDER_ERROR', 'SERVICE_UNAVAILABLE', 'PROFILE_NOT_FOUND'],
});

export const cancelSubscriptionEndpoint = defineEndpoint(cancelSubscriptionRoute, {
  access: 'member',
  summary: "Cancels one of the member's subscriptions at the end of its period: premium lasts until then",
  tags: ['payments'],
  params: subscriptionIdParamsSchema,
  response: subscriptionSchema,
  errors: ['SUBSCRIPTION_NOT_FOUND', 'SUBSCRIPTION_ALREADY_CANCELLED', 'PAYMENT_PROVIDER_ERROR', 'SERVICE_UNAVAILABLE'],
});

export const invoicePdfEndpoint = defineEndpoint(invoicePdfRoute, {
  access: 'member',
  summary: "One of the member's invoices as a PDF, in their language (an attachment, never cached); another member's is not found",
  tags: ['payments'],
  params: invoiceIdParamsSchema,
  response: invoicePdfSchema,
  errors: ['INVOICE_NOT_FOUND', 'SERVER_BUSY'],
});
