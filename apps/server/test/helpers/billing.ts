import {
  bootstrapMeRoute,
  cancelSubscriptionRoute,
  checkoutRoute,
  getBillingInformationRoute,
  getMeRoute,
  invoicePdfRoute,
  putBillingInformationRoute,
  serverManagementTokenRoute,
  shopInvoicesRoute,
  shopSubscriptionsRoute,
  type CurrentUser,
  type InvoicesPage,
  type Language,
  type MemberTokenAnswer,
  type SubscriptionsPage,
} from '@arya/core';
import { eq } from 'drizzle-orm';
import { orders } from '../../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/** A route's path with its parameters filled in. */
export const pathOf = (route: { path: string }, params: Record<string, string> = {}) => route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/** A new member with a profile (as after their first page), in a language. */
export async function newMember(t: TestApp, language: Language = 'fr', name?: string) {
  const { cookie, email } = await t.signUp(name ? { name } : {});
  const response = await t.request({ method: 'POST', url: bootstrapMeRoute.path, cookie, body: { language } });
  const user = response.json() as CurrentUser;
  return { cookie, email, userId: user.uid };
}

export const me = async (t: TestApp, cookie: string) => (await t.request({ method: 'GET', url: getMeRoute.path, cookie })).json() as CurrentUser;

export async function bearerOf(t: TestApp, cookie: string): Promise<Record<string, string>> {
  const { token } = (await t.request({ method: 'GET', url: serverManagementTokenRoute.path, cookie })).json() as MemberTokenAnswer;
  return { authorization: `Bearer ${token}` };
}

export const checkout = (t: TestApp, cookie: string | undefined, plan: unknown = 'yearly') => t.request({ method: 'POST', url: checkoutRoute.path, ...(cookie ? { cookie } : {}), body: { plan } });

export const cancel = (t: TestApp, cookie: string | undefined, subscriptionId: string) =>
  t.request({ method: 'POST', url: pathOf(cancelSubscriptionRoute, { subscriptionId }), ...(cookie ? { cookie } : {}) });

export const invoicePdf = (t: TestApp, cookie: string | undefined, invoiceId: string) => t.request({ method: 'GET', url: pathOf(invoicePdfRoute, { invoiceId }), ...(cookie ? { cookie } : {}) });

export async function invoicesOf(t: TestApp, cookie: string, query = ''): Promise<InvoicesPage> {
  const response = await t.request({ method: 'GET', url: `${shopInvoicesRoute.path}${query}`, headers: await bearerOf(t, cookie) });
  if (response.statusCode !== 200) throw new Error(`invoices: ${response.statusCode} ${response.body}`);
  return response.json() as InvoicesPage;
}

export async function subscriptionsOf(t: TestApp, cookie: string, query = ''): Promise<SubscriptionsPage> {
  const response = await t.request({ method: 'GET', url: `${shopSubscriptionsRoute.path}${query}`, headers: await bearerOf(t, cookie) });
  if (response.statusCode !== 200) throw new Error(`subscriptions: ${response.statusCode} ${response.body}`);
  return response.json() as SubscriptionsPage;
}

export const getBilling = async (t: TestApp, cookie: string) => t.request({ method: 'GET', url: getBillingInformationRoute.path, headers: await bearerOf(t, cookie) });
export const putBilling = async (t: TestApp, cookie: string, body: unknown) => t.request({ method: 'PUT', url: putBillingInformationRoute.path, headers: await bearerOf(t, cookie), body });

export const ordersOf = (t: TestApp, userId: string) => t.database.db.select().from(orders).where(eq(orders.userId, userId));
