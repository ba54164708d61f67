import { defineEndpoint } from '../common/endpoint.ts';
import { invoicesPageSchema, subscriptionsPageSchema } from '../payments/payments.schemas.ts';
import { billingInformationInputSchema, billingInformationSchema, SHOP_API_BASE, shopListQuerySchema } from './shop.schemas.ts';


export const shopInvoicesEndpoint = defineEndpoint({
  name: 'shopInvoices',
  method: 'GET',
  path: `${SHOP_API_BASE}/invoices`,
  summary: 'List my invoices (shop)',
  access: 'bearer',
  description: "Spec 1 §7 shop GET /invoices: the member's invoices, newest first, a keyset page at a time",
  tags: ['shop'],
  query: shopListQuerySchema,
  response: invoicesPageSchema,
});

export const shopSubscriptionsEndpoint = defineEndpoint({
  name: 'shopSubscriptions',
  method: 'GET',
  path: `${SHOP_API_BASE}/subscriptions`,
  summary: 'List my subscriptions (shop)',
  access: 'bearer',
  description: "Spec 1 §7 shop GET /subscriptions: the member's subscriptions, newest first, a keyset page at a time",
  tags: ['shop'],
  query: shopListQuerySchema,
  response: subscriptionsPageSchema,
});

export const getBillingInformationEndpoint = defineEndpoint({
  name: 'getBillingInformation',
  method: 'GET',
  path: `${SHOP_API_BASE}/billinginformations`,
  summary: 'Get my billing details',
  access: 'bearer',
  description: "Spec 1 §7 shop GET /billinginformations: the member's billing details (empty strings where none)",
  tags: ['shop'],
  response: billingInformationSchema,
  errors: ['PROFILE_NOT_FOUND'],
});

export const putBillingInformationEndpoint = defineEndpoint({
  name: 'putBillingInformation',
  method: 'PUT',
  path: `${SHOP_API_BASE}/billinginformations`,
  summary: 'Save my billing details',
  access: 'bearer',
  description: 'Spec 1 §7 shop PUT /billinginformations: kept only with line1, postale_code, country and city',
  tags: ['shop'],
  body: billingInformationInputSchema,
  response: billingInformationSchema,
  errors: ['BILLING_DETAILS_INCOMPLETE', 'PROFILE_NOT_FOUND', 'SERVICE_UNAVAILABLE'],
  // Each save is mirrored to the shop.
  limits: { perMember: { max: 10, windowSeconds: 10 * 60 } },
});
