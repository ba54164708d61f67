import { isPremium, PREMIUM_COINS, STRIPE_WEBHOOK_PATH, type Subscription } from '@arya/core';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceCounters, orders, paymentEvents, staffActions, subscriptions } from '../src/db/schema/index.ts';
import { PaymentProviderError, StripePaymentProvider } from '../src/providers/payments/index.ts';
import { cancel, checkout, invoicesOf, me, newMember, ordersOf, subscriptionsOf } from './helpers/billing.ts';
import { expectError } from './helpers/errors.ts';
import { makeStaff } from './helpers/plans.ts';
import { signedEvent, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, type FakeStripe } from './helpers/fake-stripe.ts';
import { withPayingTestApp } from './helpers/paying-test-app.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let stripe: FakeStripe;
withPayingTestApp((app, fake) => {
  t = app;
  stripe = fake;
});

const deliver = (event: { body: string; signature?: string | undefined }) =>
  t.app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json; charset=utf-8', ...(event.signature ? { 'stripe-signature': event.signature } : {}) },
    payload: event.body,
  });

/** A member with a checkout opened at (fake) Stripe: their pending order and the session. */
async function pendingCheckout(language: 'fr' | 'en' = 'fr', plan: 'yearly' | 'monthly' = 'yearly') {
  const member = await newMember(t, language);
  const response = await checkout(t, member.cookie, plan);
  expect(response.statusCode).toBe(200);
  const [order] = await ordersOf(t, member.userId);
  return { ...member, url: (response.json() as { url: string }).url, order: order!, request: stripe.requests.at(-1)! };
}

const completed = (pending: Awaited<ReturnType<typeof pendingCheckout>>, subscription: string, options: { id?: string } = {}) =>
  signedEvent(
    'checkout.session.completed',
    {
      id: pending.order.providerCheckoutId,
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: pending.order.id,
      metadata: { orderId: pending.order.id, userId: pending.userId },
      payment_status: 'paid',
      subscription,
      customer: `cus_${subscription}`,
    },
    options,
  );

async function paidMember(subscription = `sub_${Math.random().toString(36).slice(2)}`) {
  const pending = await pendingCheckout();
  expect((await deliver(completed(pending, subscription))).statusCode).toBe(200);
  return { ...pending, subscription };
}

const renewal = (subscription: string, invoiceId: string, period: { start: Date; end: Date }, extra: Record<string, unknown> = {}) =>
  signedEvent('invoice.paid', {
    id: invoiceId,
    object: 'invoice',
    billing_reason: 'subscription_cycle',
    amount_paid: 11960,
    parent: { type: 'subscription_details', subscription_details: { subscription } },
    lines: { object: 'list', data: [{ period: { start: Math.floor(period.start.getTime() / 1000), end: Math.floor(period.end.getTime() / 1000) } }] },
    ...extra,
  });

describe('checkout through Stripe', () => {
  it('opens a Checkout session in subscription mode for the plan, and the browser goes to it; nothing is paid yet', async () => {
    const pending = await pendingCheckout('en', 'monthly');
    expect(pending.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
    const { request, order } = pending;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.authorization).toBe(`Bearer ${STRIPE_SECRET_KEY}`);
    expect(request.idempotencyKey).toBe(`checkout-${order.id}`);
    expect(Object.fromEntries(request.form)).toMatchObject({
      mode: 'subscription',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '4897',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': 'ARYA Premium, monthly plan',
      client_reference_id: order.id,
      'metadata[orderId]': order.id,
      'metadata[userId]': pending.userId,
      'subscription_data[metadata][userId]': pending.userId,
      customer_email: pending.email,
      locale: 'en',
      success_url: `${TEST_ORIGIN}/en/my-account/order-subscription?checkout=success`,
      cancel_url: `${TEST_ORIGIN}/en/my-account/arya-premium`,
    });
    expect(order).toMatchObject({ status: 'pending', source: 'stripe', amountCents: 4897, providerCheckoutId: pending.url.split('/').at(-1) });
    expect(isPremium(await me(t, pending.cookie))).toBe(false);
  });

  it('a Stripe that fails answers PAYMENT_PROVIDER_ERROR and leaves the order incomplete', async () => {
    const member = await newMember(t);
    stripe.behaviour = 'error';
    expectError(await checkout(t, member.cookie), 502, 'PAYMENT_PROVIDER_ERROR');
    expect(await ordersOf(t, member.userId)).toMatchObject([{ status: 'incomplete', providerCheckoutId: null }]);
  });

  it('a second checkout closes the one left open, so the member cannot pay twice', async () => {
    const first = await pendingCheckout('fr', 'yearly');
    const firstSession = first.order.providerCheckoutId!;
    const second = await checkout(t, first.cookie, 'monthly');
    expect(second.statusCode).toBe(200);
    expect(stripe.statusOf(firstSession)).toBe('expired');
    const [latest, earlier] = await ordersOf(t, first.userId);
    expect(earlier).toMatchObject({ id: first.order.id, status: 'incomplete' });
    expect(latest).toMatchObject({ plan: 'monthly', status: 'pending' });
    expect(stripe.statusOf(latest!.providerCheckoutId!)).toBe('open');
  });

  it('an earlier checkout paid meanwhile refuses a new one (ALREADY_SUBSCRIBED) and stays pending for its notification', async () => {
    const first = await pendingCheckout();
    stripe.complete(first.order.providerCheckoutId!);
    const sessionsBefore = stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions').length;
    expectError(await checkout(t, first.cookie, 'monthly'), 409, 'ALREADY_SUBSCRIBED');
    expect(await ordersOf(t, first.userId)).toMatchObject([{ id: first.order.id, status: 'pending' }]);
    expect(stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions')).toHaveLength(sessionsBefore);
  });

  it('a Stripe that cannot close the earlier checkout answers PAYMENT_PROVIDER_ERROR and opens no other', async () => {
    const first = await pendingCheckout();
    stripe.behaviour = 'error';
    expectError(await checkout(t, first.cookie, 'monthly'), 502, 'PAYMENT_PROVIDER_ERROR');
    expect(await ordersOf(t, first.userId)).toMatchObject([{ id: first.order.id, status: 'pending' }]);
  });
});

describe('a burst of deliveries', () => {
  it("is not turned away by the API's per-address limit, which still holds elsewhere", async () => {
    const limited = await createTestApp({ STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL: stripe.url, RATE_LIMIT_API_MAX: '3' });
    try {
      for (let delivery = 0; delivery < 6; delivery += 1) {
        const event = signedEvent('customer.created', { id: `cus_burst_${delivery}`, object: 'customer' });
        const response = await limited.app.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, headers: { 'content-type': 'application/json', 'stripe-signature': event.signature }, payload: event.body });
        expect(response.statusCode).toBe(200);
      }
      const statuses = [];
      for (let call = 0; call < 4; call += 1) statuses.push((await limited.app.inject({ method: 'GET', url: '/api/v1/session' })).statusCode);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('the webhook refuses what Stripe did not sign, and changes nothing', () => {
  it.each([
    ['no signature', (event: ReturnType<typeof completed>) => ({ body: event.body })],
    ['a signature made with another secret', (event: ReturnType<typeof completed>) => ({ body: event.body, signature: signedEvent('x', {}, { secret: 'whsec_forged' }).signature })],
    ['a body changed after signing', (event: ReturnType<typeof completed>) => ({ body: event.body.replace('"paid"', '"paid" '), signature: event.signature })],
    ['a signature made with another secret for this very body', (event: ReturnType<typeof completed>) => ({ body: event.body, signature: `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` })],
  ])('%s', async (_case, forge) => {
    const pending = await pendingCheckout();
    const event = completed(pending, 'sub_forged');
    expectError(await deliver(forge(event)), 400, 'WEBHOOK_SIGNATURE_INVALID');
    expect(isPremium(await me(t, pending.cookie))).toBe(false);
    expect((await ordersOf(t, pending.userId))[0]?.status).toBe('pending');
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toEqual([]);
  });

  it('an old signature (a delivery recorded and sent again later)', async () => {
    const pending = await pendingCheckout();
    const event = signedEvent('checkout.session.completed', { id: 'cs_old', client_reference_id: pending.order.id, metadata: { userId: pending.userId }, payment_status: 'paid', subscription: 'sub_old' }, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expectError(await deliver(event), 400, 'WEBHOOK_SIGNATURE_INVALID');
    expect(isPremium(await me(t, pending.cookie))).toBe(false);
  });
});

describe('a completed checkout', () => {
  it('pays the order, starts the subscription with Stripe ids, issues the invoice, credits the coins and makes the member premium', async () => {
    const pending = await pendingCheckout();
    const before = await me(t, pending.cookie);
    const event = completed(pending, 'sub_paid_1');
    const response = await deliver(event);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, replayed: false });

    const after = await me(t, pending.cookie);
    expect(isPremium(after)).toBe(true);
    expect(after.coins.available - before.coins.available).toBe(PREMIUM_COINS);
    expect((await ordersOf(t, pending.userId))[0]).toMatchObject({ status: 'paid', providerCheckoutId: pending.order.providerCheckoutId });
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, pending.userId));
    expect(row).toMatchObject({ source: 'stripe', providerSubscriptionId: 'sub_paid_1', providerCustomerId: 'cus_sub_paid_1', tier: 'INFINITE', status: 'active' });
    expect((await invoicesOf(t, pending.cookie)).items).toHaveLength(1);
  });

  it('delivered again, answers 200 and changes nothing: one subscription, one invoice, the coins once, the counter unmoved', async () => {
    const pending = await pendingCheckout();
    const event = completed(pending, 'sub_replayed');
    expect((await deliver(event)).statusCode).toBe(200);
    const state = async () => ({
      me: await me(t, pending.cookie),
      subscriptions: (await subscriptionsOf(t, pending.cookie)).items,
      invoices: (await invoicesOf(t, pending.cookie)).items,
      counters: await t.database.db.select().from(invoiceCounters),
    });
    const first = await state();
    const replay = await deliver(event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, replayed: true });
    // The same payment told under another event id is the same order: nothing either.
    expect((await deliver(completed(pending, 'sub_replayed'))).json()).toEqual({ received: true, replayed: false });
    expect(await state()).toEqual(first);
  });

  it('an order that is not ours, or another member named for it, is recorded and ignored', async () => {
    const pending = await pendingCheckout();
    const other = await newMember(t);
    const forOther = signedEvent('checkout.session.completed', { id: 'cs_x', client_reference_id: pending.order.id, metadata: { userId: other.userId }, payment_status: 'paid', subscription: 'sub_x' });
    expect((await deliver(forOther)).statusCode).toBe(200);
    const unknown = signedEvent('checkout.session.completed', { id: 'cs_y', client_reference_id: 'no-such-order', metadata: { userId: other.userId }, payment_status: 'paid', subscription: 'sub_y' });
    expect((await deliver(unknown)).statusCode).toBe(200);
    expect(isPremium(await me(t, pending.cookie))).toBe(false);
    expect(isPremium(await me(t, other.cookie))).toBe(false);
  });

  it('a checkout not paid yet (a delayed payment method) changes nothing', async () => {
    const pending = await pendingCheckout();
    const event = signedEvent('checkout.session.completed', { id: 'cs_unpaid', client_reference_id: pending.order.id, metadata: { userId: pending.userId }, payment_status: 'unpaid', subscription: 'sub_unpaid' });
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await ordersOf(t, pending.userId))[0]?.status).toBe('pending');
  });

  it('a delayed payment method that succeeds later pays the order; one that fails leaves it incomplete', async () => {
    const pending = await pendingCheckout();
    const session = { id: pending.order.providerCheckoutId, object: 'checkout.session', client_reference_id: pending.order.id, metadata: { orderId: pending.order.id, userId: pending.userId }, subscription: 'sub_sepa', customer: 'cus_sepa' };
    expect((await deliver(signedEvent('checkout.session.completed', { ...session, payment_status: 'unpaid' }))).statusCode).toBe(200);
    expect(isPremium(await me(t, pending.cookie))).toBe(false);
    expect((await deliver(signedEvent('checkout.session.async_payment_succeeded', { ...session, payment_status: 'paid' }))).statusCode).toBe(200);
    expect((await ordersOf(t, pending.userId))[0]?.status).toBe('paid');
    expect(isPremium(await me(t, pending.cookie))).toBe(true);
    expect((await invoicesOf(t, pending.cookie)).items).toHaveLength(1);

    const failing = await pendingCheckout();
    const failed = { id: failing.order.providerCheckoutId, object: 'checkout.session', client_reference_id: failing.order.id, metadata: { orderId: failing.order.id, userId: failing.userId }, payment_status: 'unpaid' };
    expect((await deliver(signedEvent('checkout.session.async_payment_failed', failed))).statusCode).toBe(200);
    expect((await ordersOf(t, failing.userId))[0]?.status).toBe('incomplete');
    expect(isPremium(await me(t, failing.cookie))).toBe(false);
  });

  it('a signed event missing what its type carries is refused (Stripe delivers it again) and not recorded', async () => {
    const event = signedEvent('checkout.session.completed', { object: 'checkout.session' });
    expectError(await deliver(event), 400, 'VALIDATION_ERROR');
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toEqual([]);
  });

  it('an expired checkout leaves its order incomplete; an unknown event type is acknowledged', async () => {
    const pending = await pendingCheckout();
    expect((await deliver(signedEvent('checkout.session.expired', { id: pending.order.providerCheckoutId, client_reference_id: pending.order.id, metadata: {} }))).statusCode).toBe(200);
    expect((await ordersOf(t, pending.userId))[0]?.status).toBe('incomplete');
    const other = signedEvent('charge.refund.updated', { id: 're_1' });
    expect((await deliver(other)).json()).toEqual({ received: true, replayed: false });
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, other.id))).toMatchObject([{ provider: 'stripe', type: 'charge.refund.updated' }]);
  });
});

describe('the life of a Stripe subscription', () => {
  it('a renewal paid extends the period and issues a new invoice, once per Stripe invoice', async () => {
    const member = await paidMember();
    const [first] = (await subscriptionsOf(t, member.cookie)).items as [Subscription];
    const start = new Date(first.currentPeriodEnd);
    const end = new Date(start.getTime() + 365 * DAY_MS);
    const event = renewal(member.subscription, 'in_renewal_1', { start, end });
    expect((await deliver(event)).statusCode).toBe(200);
    const [renewed] = (await subscriptionsOf(t, member.cookie)).items as [Subscription];
    expect(renewed.currentPeriodEnd).toBe(new Date(Math.floor(end.getTime() / 1000) * 1000).toISOString());
    expect((await me(t, member.cookie)).activeSubscriptionUntil).toBe(renewed.currentPeriodEnd);
    const invoices = (await invoicesOf(t, member.cookie)).items;
    expect(invoices).toHaveLength(2);
    expect(invoices[0]).toMatchObject({ amountCents: 11960, periodEnd: renewed.currentPeriodEnd });

    // The same event again, or the same Stripe invoice under another event id: nothing more.
    expect((await deliver(event)).json()).toMatchObject({ replayed: true });
    expect((await deliver(renewal(member.subscription, 'in_renewal_1', { start, end }))).statusCode).toBe(200);
    expect((await invoicesOf(t, member.cookie)).items).toHaveLength(2);
  });

  it("the first invoice (the checkout's) and the legacy invoice shape are read; only renewals make invoices", async () => {
    const member = await paidMember();
    const now = new Date();
    const creation = renewal(member.subscription, 'in_first', { start: now, end: new Date(now.getTime() + 365 * DAY_MS) }, { billing_reason: 'subscription_create' });
    expect((await deliver(creation)).statusCode).toBe(200);
    expect((await invoicesOf(t, member.cookie)).items).toHaveLength(1);
    const legacy = renewal('ignored', 'in_legacy', { start: now, end: new Date(now.getTime() + 400 * DAY_MS) }, { parent: null, subscription: member.subscription });
    expect((await deliver(legacy)).statusCode).toBe(200);
    expect((await invoicesOf(t, member.cookie)).items).toHaveLength(2);
  });

  it('cancelled by the member: Stripe stops renewing it, premium stays until the period ends', async () => {
    const member = await paidMember();
    const [subscription] = (await subscriptionsOf(t, member.cookie)).items as [Subscription];
    const response = await cancel(t, member.cookie, subscription.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    const call = stripe.requests.at(-1)!;
    expect(call.path).toBe(`/v1/subscriptions/${member.subscription}`);
    expect(call.form.get('cancel_at_period_end')).toBe('true');
    expect(isPremium(await me(t, member.cookie))).toBe(true);
    // Stripe then tells us what we already know: nothing changes.
    expect((await deliver(signedEvent('customer.subscription.updated', { id: member.subscription, object: 'subscription', cancel_at_period_end: true }))).statusCode).toBe(200);
    expect((await subscriptionsOf(t, member.cookie)).items[0]).toEqual(response.json());
  });

  it('a cancellation Stripe refuses changes nothing here', async () => {
    const member = await paidMember();
    const [subscription] = (await subscriptionsOf(t, member.cookie)).items as [Subscription];
    stripe.behaviour = 'error';
    expectError(await cancel(t, member.cookie, subscription.id), 502, 'PAYMENT_PROVIDER_ERROR');
    expect((await subscriptionsOf(t, member.cookie)).items[0]).toMatchObject({ cancelAtPeriodEnd: false, cancelledAt: null });
  });

  it('cancelled or resumed in Stripe, it follows; deleted in Stripe, it is void and premium ends', async () => {
    const member = await paidMember();
    await deliver(signedEvent('customer.subscription.updated', { id: member.subscription, object: 'subscription', cancel_at_period_end: true }));
    expect((await subscriptionsOf(t, member.cookie)).items[0]).toMatchObject({ cancelAtPeriodEnd: true });
    await deliver(signedEvent('customer.subscription.updated', { id: member.subscription, object: 'subscription', cancel_at_period_end: false }));
    expect((await subscriptionsOf(t, member.cookie)).items[0]).toMatchObject({ cancelAtPeriodEnd: false, cancelledAt: null });

    const ended = Math.floor(Date.now() / 1000);
    expect((await deliver(signedEvent('customer.subscription.deleted', { id: member.subscription, object: 'subscription', cancel_at_period_end: false, ended_at: ended }))).statusCode).toBe(200);
    expect((await subscriptionsOf(t, member.cookie)).items[0]).toMatchObject({ status: 'void' });
    const after = await me(t, member.cookie);
    expect(after.activeSubscriptionName).toBeNull();
    expect(isPremium(after)).toBe(false);
  });

  it('a renewal paid late, after Stripe ended the subscription, is invoiced but never brings it back', async () => {
    const member = await paidMember();
    const [first] = (await subscriptionsOf(t, member.cookie)).items as [Subscription];
    await deliver(signedEvent('customer.subscription.deleted', { id: member.subscription, object: 'subscription', cancel_at_period_end: false, ended_at: Math.floor(Date.now() / 1000) }));
    const start = new Date(first.currentPeriodEnd);
    expect((await deliver(renewal(member.subscription, 'in_after_end', { start, end: new Date(start.getTime() + 365 * DAY_MS) }))).statusCode).toBe(200);
    expect((await subscriptionsOf(t, member.cookie)).items[0]).toMatchObject({ id: first.id, status: 'void', currentPeriodEnd: first.currentPeriodEnd });
    expect(isPremium(await me(t, member.cookie))).toBe(false);
    expect((await invoicesOf(t, member.cookie)).items).toHaveLength(2);
  });
});

describe('a paid subscription revoked by staff', () => {
  async function staffCookie() {
    const staff = await newMember(t);
    await makeStaff(t, staff.userId);
    return staff.cookie;
  }
  const revoke = (cookie: string, memberId: string, subscriptionId: string) =>
    t.request({ method: 'POST', url: `/api/v1/staff/members/${memberId}/subscriptions/${subscriptionId}/revoke`, cookie });

  it('is ended at Stripe first, so the member is never charged for it again, then voided here', async () => {
    const member = await paidMember();
    const [paid] = (await subscriptionsOf(t, member.cookie)).items as [Subscription];
    const response = await revoke(await staffCookie(), member.userId, paid.id);
    expect(response.statusCode).toBe(200);
    expect(stripe.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/v1/subscriptions/${member.subscription}`, authorization: `Bearer ${STRIPE_SECRET_KEY}` });
    expect((await subscriptionsOf(t, member.cookie)).items[0]).toMatchObject({ id: paid.id, status: 'void' });
    expect(isPremium(await me(t, member.cookie))).toBe(false);
  });

  it('stays void when the renewal Stripe charged just before is told afterwards', async () => {
    const member = await paidMember();
    const [paid] = (await subscriptionsOf(t, member.cookie)).items as [Subscription];
    expect((await revoke(await staffCookie(), member.userId, paid.id)).statusCode).toBe(200);
    const start = new Date(paid.currentPeriodEnd);
    expect((await deliver(renewal(member.subscription, 'in_after_revoke', { start, end: new Date(start.getTime() + 365 * DAY_MS) }))).statusCode).toBe(200);
    expect((await subscriptionsOf(t, member.cookie)).items[0]).toMatchObject({ id: paid.id, status: 'void' });
    const after = await me(t, member.cookie);
    expect(after.activeSubscriptionName).toBeNull();
    expect(isPremium(after)).toBe(false);
  });

  it('stays as it is when Stripe fails: the staff member is told, and may try again', async () => {
    const member = await paidMember();
    const [paid] = (await subscriptionsOf(t, member.cookie)).items as [Subscription];
    const cookie = await staffCookie();
    stripe.behaviour = 'error';
    expectError(await revoke(cookie, member.userId, paid.id), 502, 'PAYMENT_PROVIDER_ERROR');
    expect((await subscriptionsOf(t, member.cookie)).items[0]).toMatchObject({ id: paid.id, status: 'active' });
    expect(isPremium(await me(t, member.cookie))).toBe(true);
    const history = await t.database.db.select().from(staffActions).where(eq(staffActions.memberId, member.userId));
    expect(history).toEqual([]);
  });
});

describe('invoice numbers', () => {
  it('run without gaps or repeats when several payments complete at once', async () => {
    const pendings = await Promise.all(Array.from({ length: 6 }, () => pendingCheckout()));
    const numbersBefore = await t.database.db.select().from(invoiceCounters);
    const answers = await Promise.all(pendings.map((pending, index) => deliver(completed(pending, `sub_at_once_${index}`))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    const numbers = (await Promise.all(pendings.map(async (pending) => (await invoicesOf(t, pending.cookie)).items.map((invoice) => invoice.number)))).flat();
    expect(numbers).toHaveLength(6);
    const sequence = numbers.map((number) => Number(number.slice(-6))).sort((a, b) => a - b);
    const last = numbersBefore.reduce((max, counter) => Math.max(max, counter.last), 0);
    expect(sequence).toEqual(Array.from({ length: 6 }, (_, index) => last + index + 1));
    const [{ total }] = (await t.database.db.select({ total: count() }).from(orders).where(eq(orders.status, 'paid'))) as [{ total: number }];
    expect(total).toBeGreaterThanOrEqual(6);
  });
});

describe('the Stripe adapter', () => {
  const request = { orderId: 'order-1', userId: 'member-1', email: 'a@example.com', plan: 'yearly', interval: 'year', amountCents: 11960, currency: 'EUR', language: 'fr', successUrl: `${TEST_ORIGIN}/ok`, cancelUrl: `${TEST_ORIGIN}/ko` } as const;

  it('gives up on a Stripe that does not answer in time, and says so when nothing listens', async () => {
    stripe.behaviour = 'hang';
    const slow = new StripePaymentProvider({ secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET, apiUrl: stripe.url, timeoutMs: 300 });
    const started = Date.now();
    await expect(slow.startCheckout(request)).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(slow.cancelAtPeriodEnd('sub_1')).rejects.toBeInstanceOf(PaymentProviderError);
    expect(Date.now() - started).toBeLessThan(3000);
    const nobody = new StripePaymentProvider({ secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET, apiUrl: 'http://127.0.0.1:9' });
    await expect(nobody.startCheckout(request)).rejects.toThrow(/Stripe could not start a checkout/);
  });
});
