import { defineRoute } from '../common/endpoint.ts';
import type { invoicesPageSchema, subscriptionsPageSchema } from '../payments/payments.schemas.ts';
import type { billingInformationInputSchema, billingInformationSchema, memberTokenSchema, shopListQuerySchema, shopUserSchema } from './shop.schemas.ts';

/** The base path of our shop service (spec 1 §7 "shop service"): /users/me, /invoices… live under it. */
export const SHOP_API_BASE = '/api/shop';

export const serverManagementTokenRoute = defineRoute<{ response: typeof memberTokenSchema }>('GET', '/api/server-management/token');

export const shopUserRoute = defineRoute<{ response: typeof shopUserSchema }>('GET', `${SHOP_API_BASE}/users/me`, { bearer: true });
export const shopInvoicesRoute = defineRoute<{ query: typeof shopListQuerySchema; response: typeof invoicesPageSchema }>('GET', `${SHOP_API_BASE}/invoices`, { bearer: true });
export const shopSubscriptionsRoute = defineRoute<{ query: typeof shopListQuerySchema; response: typeof subscriptionsPageSchema }>('GET', `${SHOP_API_BASE}/subscriptions`, { bearer: true });
export const getBillingInformationRoute = defineRoute<{ response: typeof billingInformationSchema }>('GET', `${SHOP_API_BASE}/billinginformations`, { bearer: true });
export const putBillingInformationRoute = defineRoute<{ body: typeof billingInformationInputSchema; response: typeof billingInformationSchema }>('PUT', `${SHOP_API_BASE}/billinginformations`, { bearer: true });
