import { hasActiveSubscription, isPremium, PREMIUM_COINS, type Subscription } from '@arya/core';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinEntries, orders, subscriptions } from '../src/db/schema/index.ts';
import { cancel, checkout, invoicesOf, me, newMember, ordersOf, subscriptionsOf } from './helpers/billing.ts';
import { expectError } from './helpers/errors.ts';
import { setPlan } from './helpers/plans.ts';
import { createTestApp, DEPLOYED_WITHOUT_OPTIONAL_SERVICES, TEST_ORIGIN, type TestApp } from './helpers/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('refusals before anything is bought', () => {
  it('a visitor may neither check out nor cancel', async () => {
    expectError(await checkout(t, undefined), 401, 'UNAUTHENTICATED');
    expectError(await cancel(t, undefined, 'any'), 401, 'UNAUTHENTICATED');
  });

  it('an unknown plan is refused and opens no order', async () => {
    const { cookie, userId } = await newMember(t);
    for (const plan of ['weekly', '', 42, null]) expectError(await checkout(t, cookie, plan), 400, 'VALIDATION_ERROR');
    expect(await ordersOf(t, userId)).toEqual([]);
  });

  it('a member signed up without a profile yet is told so', async () => {
    const { cookie } = await t.signUp();
    expectError(await checkout(t, cookie), 404, 'PROFILE_NOT_FOUND');
  });
});

describe('buying premium with the development payment adapter', () => {
  it('a member whose trial is over pays the yearly plan and is premium at once: order paid, subscription, invoice, coins', async () => {
    const { cookie, userId } = await newMember(t);
    await setPlan(t, userId, 'expiredTrial');
    const before = await me(t, cookie);
    expect(isPremium(before)).toBe(false);
    expect(hasActiveSubscription(before)).toBe(false);

    const response = await checkout(t, cookie, 'yearly');
    expect(response.statusCode).toBe(200);
    // The browser goes straight to the orders page, which confirms the payment.
    expect(response.json()).toEqual({ url: `${TEST_ORIGIN}/my-account/order-subscription?checkout=success` });

    const after = await me(t, cookie);
    expect(after.activeSubscriptionName).toBe('INFINITE');
    expect(isPremium(after)).toBe(true);
    const until = new Date(after.activeSubscriptionUntil as string).getTime();
    expect(until - Date.now()).toBeGreaterThan(364 * DAY_MS);
    expect(until - Date.now()).toBeLessThan(367 * DAY_MS);
    expect(after.coins.available - before.coins.available).toBe(PREMIUM_COINS);

    const [order, ...otherOrders] = await ordersOf(t, userId);
    expect(otherOrders).toEqual([]);
    expect(order).toMatchObject({ plan: 'yearly', amountCents: 11960, currency: 'EUR', status: 'paid', source: 'dev' });
    expect(order?.providerCheckoutId).toMatch(/^dev_cs_/);

    const { items: [subscription, ...otherSubscriptions] } = await subscriptionsOf(t, cookie);
    expect(otherSubscriptions).toEqual([]);
    expect(subscription).toMatchObject({ plan: 'yearly', tier: 'INFINITE', status: 'active', cancelAtPeriodEnd: false, source: 'dev', amountCents: 11960, currency: 'EUR' });
    expect(subscription?.currentPeriodEnd).toBe(after.activeSubscriptionUntil);
    expect(order?.subscriptionId).toBe(subscription?.id);

    const { items: [invoice, ...otherInvoices] } = await invoicesOf(t, cookie);
    expect(otherInvoices).toEqual([]);
    expect(invoice).toMatchObject({ status: 'paid', plan: 'yearly', amountCents: 11960, netCents: 9967, vatCents: 1993, vatRateBasisPoints: 2000, currency: 'EUR' });
    expect(invoice?.number).toMatch(/^ARYA-20\d\d-\d{6}$/);
    expect(invoice?.periodEnd).toBe(subscription?.currentPeriodEnd);
  });

  it('the monthly plan runs a month, and an English member comes back to the English page', async () => {
    const { cookie } = await newMember(t, 'en');
    const response = await checkout(t, cookie, 'monthly');
    expect(response.json()).toEqual({ url: `${TEST_ORIGIN}/en/my-account/order-subscription?checkout=success` });
    const { items: [subscription] } = await subscriptionsOf(t, cookie);
    expect(subscription).toMatchObject({ plan: 'monthly', amountCents: 4897 });
    const days = (new Date(subscription!.currentPeriodEnd).getTime() - new Date(subscription!.currentPeriodStart).getTime()) / DAY_MS;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect((await invoicesOf(t, cookie)).items[0]).toMatchObject({ amountCents: 4897, netCents: 4081, vatCents: 816 });
  });

  it('a member whose subscription runs and renews cannot buy another: ALREADY_SUBSCRIBED, no order opened', async () => {
    const { cookie, userId } = await newMember(t);
    expect((await checkout(t, cookie)).statusCode).toBe(200);
    const coins = (await me(t, cookie)).coins;
    expectError(await checkout(t, cookie, 'monthly'), 409, 'ALREADY_SUBSCRIBED');
    expect(await ordersOf(t, userId)).toHaveLength(1);
    expect((await subscriptionsOf(t, cookie)).items).toHaveLength(1);
    expect((await me(t, cookie)).coins).toEqual(coins);
  });

  it('two checkouts at once make one subscription', async () => {
    const { cookie, userId } = await newMember(t);
    const answers = await Promise.all([checkout(t, cookie), checkout(t, cookie)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [{ total }] = (await t.database.db.select({ total: count() }).from(subscriptions).where(eq(subscriptions.userId, userId))) as [{ total: number }];
    expect(total).toBe(1);
  });

  it('checkouts are throttled per member', async () => {
    const { cookie } = await newMember(t);
    expect((await checkout(t, cookie)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) expectError(await checkout(t, cookie), 409, 'ALREADY_SUBSCRIBED');
    expectError(await checkout(t, cookie), 429, 'RATE_LIMITED');
    // Another member is not held back.
    const other = await newMember(t);
    expect((await checkout(t, other.cookie)).statusCode).toBe(200);
  });
});

describe('cancelling a subscription', () => {
  async function subscribed() {
    const member = await newMember(t);
    expect((await checkout(t, member.cookie)).statusCode).toBe(200);
    const { items: [subscription] } = await subscriptionsOf(t, member.cookie);
    return { ...member, subscription: subscription as Subscription };
  }

  it('keeps premium until the end of the period paid for, then lets the member subscribe again', async () => {
    const { cookie, subscription } = await subscribed();
    const before = await me(t, cookie);
    const response = await cancel(t, cookie, subscription.id);
    expect(response.statusCode).toBe(200);
    const cancelled = response.json() as Subscription;
    expect(cancelled).toMatchObject({ id: subscription.id, status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: subscription.currentPeriodEnd });
    expect(cancelled.cancelledAt).not.toBeNull();

    const after = await me(t, cookie);
    expect(after.activeSubscriptionName).toBe('INFINITE');
    expect(after.activeSubscriptionUntil).toBe(before.activeSubscriptionUntil);
    expect(isPremium(after)).toBe(true);
    expect((await subscriptionsOf(t, cookie)).items[0]).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });

    // Cancelled, it no longer renews: subscribing again is allowed.
    expect((await checkout(t, cookie, 'monthly')).statusCode).toBe(200);
    expect((await subscriptionsOf(t, cookie)).items.map((item) => item.plan)).toEqual(['monthly', 'yearly']);
  });

  it('twice is refused (409) and changes nothing', async () => {
    const { cookie, subscription } = await subscribed();
    expect((await cancel(t, cookie, subscription.id)).statusCode).toBe(200);
    const first = (await subscriptionsOf(t, cookie)).items[0];
    expectError(await cancel(t, cookie, subscription.id), 409, 'SUBSCRIPTION_ALREADY_CANCELLED');
    expect((await subscriptionsOf(t, cookie)).items[0]).toEqual(first);
  });

  it("another member's subscription is not found and stays as it is", async () => {
    const owner = await subscribed();
    const other = await newMember(t);
    expectError(await cancel(t, other.cookie, owner.subscription.id), 404, 'SUBSCRIPTION_NOT_FOUND');
    expectError(await cancel(t, other.cookie, 'no-such-subscription'), 404, 'SUBSCRIPTION_NOT_FOUND');
    expect((await subscriptionsOf(t, owner.cookie)).items[0]).toMatchObject({ cancelAtPeriodEnd: false, cancelledAt: null });
  });

  it('an ended subscription cannot be cancelled', async () => {
    const { cookie, userId, subscription } = await subscribed();
    await t.database.db.update(subscriptions).set({ currentPeriodEnd: new Date(Date.now() - DAY_MS) }).where(eq(subscriptions.userId, userId));
    expect((await subscriptionsOf(t, cookie)).items[0]?.status).toBe('void');
    expectError(await cancel(t, cookie, subscription.id), 409, 'SUBSCRIPTION_ALREADY_CANCELLED');
  });
});

describe('premium coins', () => {
  it('are credited once per subscription', async () => {
    const { cookie, userId } = await newMember(t);
    expect((await checkout(t, cookie)).statusCode).toBe(200);
    const entries = await t.database.db.select().from(coinEntries).where(eq(coinEntries.userId, userId));
    expect(entries.filter((entry) => entry.reason === 'premium').map((entry) => entry.amount)).toEqual([PREMIUM_COINS]);
  });
});

describe('deployed without payment settings', () => {
  let deployed: TestApp;
  beforeAll(async () => {
    deployed = await createTestApp(DEPLOYED_WITHOUT_OPTIONAL_SERVICES);
  });
  afterAll(() => deployed.close());

  it('fails closed: checkout and the webhook answer 503, no order is opened', async () => {
    expect(deployed.config.outsideServices.payments).toBe('unavailable');
    const { cookie, userId } = await newMember(deployed);
    expectError(await checkout(deployed, cookie), 503, 'SERVICE_UNAVAILABLE');
    expect(await deployed.database.db.select().from(orders).where(eq(orders.userId, userId))).toEqual([]);
    expectError(await deployed.request({ method: 'POST', url: '/api/webhooks/stripe', body: { id: 'evt_1' }, headers: { 'stripe-signature': 't=1,v1=abc' } }), 503, 'SERVICE_UNAVAILABLE');
  });
});
