import { getBillingInformationEndpoint, putBillingInformationEndpoint, serverManagementTokenEndpoint, shopInvoicesEndpoint, shopSubscriptionsEndpoint, shopUserEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import type { ShopClient } from '../../providers/shop/index.ts';
import { listInvoices, listSubscriptions } from '../payments/billing-lists.service.ts';
import { getBillingInformation, saveBillingInformation } from './billing.service.ts';
import { shopUserId } from './shop-user.service.ts';

/** Our shop service (spec 1 §7): the member's bearer token, then the shop contract's endpoints, which take it. */
export async function shopRoutes(app: FastifyInstance, { db, shop }: { db: Database; shop: ShopClient }) {
  registerEndpoint(app, serverManagementTokenEndpoint, async ({ user, reply }) => {
    const issued = await app.memberTokens.issue({ userId: user.id, sessionId: user.sessionId });
    reply.header('cache-control', 'no-store');
    return { token: issued.token, expiresAt: issued.expiresAt.toISOString() };
  });
  registerEndpoint(app, shopUserEndpoint, async ({ user, fail }) => ({ id: await shopUserId(db, user, shop, fail) }));
  registerEndpoint(app, shopInvoicesEndpoint, ({ user, query }) => listInvoices(db, user.id, query));
  registerEndpoint(app, shopSubscriptionsEndpoint, ({ user, query }) => listSubscriptions(db, user.id, query));
  registerEndpoint(app, getBillingInformationEndpoint, ({ user, fail }) => getBillingInformation(db, user.id, fail));
  registerEndpoint(app, putBillingInformationEndpoint, ({ user, body, fail }) => saveBillingInformation({ db, shop }, user, body, fail));
}
