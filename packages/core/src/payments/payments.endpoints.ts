import { defineEndpoint } from '../common/endpoint.ts';
import { checkoutAnswerSchema, checkoutInputSchema, invoiceIdParamsSchema, invoicePdfSchema, subscriptionIdParamsSchema, subscriptionSchema } from './payments.schemas.ts';

export const checkoutEndpoint = defineEndpoint({
  name: 'checkout',
  method: 'POST',
  path: '/api/v1/payments/checkout',
  summary: 'Start a premium checkout',
  access: 'member',
  description: 'Starts paying for premium: creates the pending order and answers where the browser goes (the provider checkout page)',
  tags: ['payments'],
  body: checkoutInputSchema,
  response: checkoutAnswerSchema,
  errors: ['ALREADY_SUBSCRIBED', 'PAYMENT_PROVIDER_ERROR', 'SERVICE_UNAVAILABLE', 'PROFILE_NOT_FOUND'],
  // Each opens a session at the payment provider.
  limits: { perMember: { max: 5, windowSeconds: 10 * 60 } },
});

export const cancelSubscriptionEndpoint = defineEndpoint({
  name: 'cancelSubscription',
  method: 'POST',
  path: '/api/v1/subscriptions/:subscriptionId/cancel',
  summary: 'Cancel a subscription',
  access: 'member',
  description: "Cancels one of the member's subscriptions at the end of its period: premium lasts until then",
  tags: ['payments'],
  params: subscriptionIdParamsSchema,
  response: subscriptionSchema,
  errors: ['SUBSCRIPTION_NOT_FOUND', 'SUBSCRIPTION_ALREADY_CANCELLED', 'PAYMENT_PROVIDER_ERROR', 'SERVICE_UNAVAILABLE'],
  // Each calls the payment provider.
  limits: { perMember: { max: 10, windowSeconds: 60 * 60 } },
});

/** The web opens it as a plain link (`invoicePdfPath`), with the session cookie. */
export const invoicePdfEndpoint = defineEndpoint({
  name: 'invoicePdf',
  method: 'GET',
  path: '/api/v1/invoices/:invoiceId/pdf',
  summary: 'Download an invoice PDF',
  access: 'member',
  description: "One of the member's invoices as a PDF, in their language (an attachment, never cached); another member's is not found",
  tags: ['payments'],
  params: invoiceIdParamsSchema,
  response: invoicePdfSchema,
  errors: ['INVOICE_NOT_FOUND', 'SERVER_BUSY'],
  // Each PDF is drawn on demand (CPU).
  limits: { perMember: { max: 20, windowSeconds: 60 } },
});
