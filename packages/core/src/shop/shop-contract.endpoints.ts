import { defineEndpoint } from '../common/endpoint.ts';
import { invoicesPageSchema, subscriptionsPageSchema } from '../payments/payments.schemas.ts';
import { getBillingInformationRoute, putBillingInformationRoute, shopInvoicesRoute, shopSubscriptionsRoute } from './shop.routes.ts';
import { billingInformationInputSchema, billingInformationSchema, shopListQuerySchema } from './shop.schemas.ts';


export const shopInvoicesEndpoint = defineEndpoint(shopInvoicesRoute, {
  access: 'bearer',
  summary: "Spec 1 §7 shop GET /invoices: the member's invoices, newest first, a keyset page at a time",
  tags: ['shop'],
  query: shopListQuerySchema,
  response: invoicesPageSchema,
});

export const shopSubscriptionsEndpoint = defineEndpoint(shopSubscriptionsRoute, {
  access: 'bearer',
  summary: "Spec 1 §7 shop GET /subscriptions: the member's subscriptions, newest first, a keyset page at a time",
  tags: ['shop'],
  query: shopListQuerySchema,
  response: subscriptionsPageSchema,
});

export const getBillingInformationEndpoint = defineEndpoint(getBillingInformationRoute, {
  access: 'bearer',
  summary: "Spec 1 §7 shop GET /billinginformations: the member's billing details (empty strings where none)",
  tags: ['shop'],
  response: billingInformationSchema,
  errors: ['PROFILE_NOT_FOUND'],
});

export const putBillingInformationEndpoint = defineEndpoint(putBillingInformationRoute, {
  access: 'bearer',
  summary: 'Spec 1 §7 shop PUT /billinginformations: kept only with line1, postale_code, country and city',
  tags: ['shop'],
  body: billingInformationInputSchema,
  response: billingInformationSchema,
  errors: ['BILLING_DETAILS_INCOMPLETE', 'PROFILE_NOT_FOUND', 'SERVICE_UNAVAILABLE'],
});
