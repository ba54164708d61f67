import { getBillingInformationRoute, shopUserRoute, type BillingInformation } from '@arya/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpShopClient, ShopUnavailableError } from '../src/providers/shop/index.ts';
import { bearerOf, cancel, checkout, getBilling, me, newMember, putBilling, subscriptionsOf } from './helpers/billing.ts';
import { expectError } from './helpers/errors.ts';
import { startFakeShop } from './helpers/fake-shop.ts';
import { createTestApp, DEPLOYED_WITHOUT_OPTIONAL_SERVICES, type TestApp } from './helpers/test-app.ts';

/** A member calling through their session, for the adapter's own tests. */
const SOME_MEMBER = { id: 'member', sessionId: 'session' };
const ADDRESS = { line1: '5 avenue Foch', postale_code: '69006', country: 'FR', city: 'Lyon', company: 'Foch Capital' };
const EMPTY: BillingInformation = { line1: '', postale_code: '', country: '', city: '', company: '' };

describe('the shop contract, offline', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs the bearer token: a session cookie alone, or a forged token, is refused', async () => {
    const { cookie } = await newMember(t);
    expectError(await t.request({ method: 'GET', url: getBillingInformationRoute.path, cookie }), 401, 'INVALID_TOKEN');
    expectError(await t.request({ method: 'GET', url: getBillingInformationRoute.path, headers: { authorization: 'Bearer a.b.c' } }), 401, 'INVALID_TOKEN');
  });

  it('gives empty billing details until some are kept, then the kept ones, each member their own', async () => {
    const { cookie } = await newMember(t);
    const other = await newMember(t);
    expect((await getBilling(t, cookie)).json()).toEqual(EMPTY);
    const saved = await putBilling(t, cookie, { ...ADDRESS, locale: 'fr' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(ADDRESS);
    expect((await getBilling(t, cookie)).json()).toEqual(ADDRESS);
    // The profile's address is the same one.
    expect((await me(t, cookie)).address).toEqual(ADDRESS);
    expect((await getBilling(t, other.cookie)).json()).toEqual(EMPTY);
    // The company may be left out.
    const { company: _company, ...withoutCompany } = ADDRESS;
    expect((await putBilling(t, cookie, withoutCompany)).json()).toEqual({ ...withoutCompany, company: '' });
  });

  it('refuses details missing a required field, naming them, and keeps nothing', async () => {
    const { cookie } = await newMember(t);
    const response = await putBilling(t, cookie, { ...ADDRESS, line1: '   ', city: '' });
    expectError(response, 400, 'BILLING_DETAILS_INCOMPLETE');
    expect(response.json()).toMatchObject({ details: { fields: ['line1', 'city'] } });
    expectError(await putBilling(t, cookie, { ...ADDRESS, country: '', postale_code: '' }), 400, 'BILLING_DETAILS_INCOMPLETE');
    expect((await getBilling(t, cookie)).json()).toEqual(EMPTY);
  });

  it.each([
    ['a country that is not a code', { ...ADDRESS, country: 'France' }, 'VALIDATION_ERROR'],
    ['an address too long', { ...ADDRESS, line1: 'x'.repeat(201) }, 'VALIDATION_ERROR'],
    ['a NUL character', { ...ADDRESS, city: 'Ly\u0000on' }, 'INVALID_TEXT'],
    ['an unknown locale', { ...ADDRESS, locale: 'de' }, 'VALIDATION_ERROR'],
    ['a field missing altogether', { line1: 'x', country: 'FR', city: 'Lyon' }, 'VALIDATION_ERROR'],
  ])('refuses %s and keeps nothing', async (_case, body, code) => {
    const { cookie } = await newMember(t);
    expectError(await putBilling(t, cookie, body), 400, code);
    expect((await getBilling(t, cookie)).json()).toEqual(EMPTY);
  });

  it('throttles saving per member', async () => {
    const { cookie } = await newMember(t);
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await putBilling(t, cookie, ADDRESS)).statusCode).toBe(200);
    expectError(await putBilling(t, cookie, ADDRESS), 429, 'RATE_LIMITED');
  });

  it('lists subscriptions newest first a keyset page at a time, and refuses cursors and limits it did not make', async () => {
    const { cookie } = await newMember(t);
    expect((await checkout(t, cookie, 'yearly')).statusCode).toBe(200);
    const { items: [yearly] } = await subscriptionsOf(t, cookie);
    expect((await cancel(t, cookie, yearly!.id)).statusCode).toBe(200);
    expect((await checkout(t, cookie, 'monthly')).statusCode).toBe(200);
    const first = await subscriptionsOf(t, cookie, '?limit=1');
    expect(first.items.map((item) => item.plan)).toEqual(['monthly']);
    const second = await subscriptionsOf(t, cookie, `?limit=1&cursor=${encodeURIComponent(first.nextCursor as string)}`);
    expect(second.items.map((item) => [item.plan, item.cancelAtPeriodEnd])).toEqual([['yearly', true]]);
    expect(second.nextCursor).toBeNull();
    const headers = await bearerOf(t, cookie);
    for (const query of ['?cursor=not-a-cursor', '?limit=0', '?limit=51']) {
      expectError(await t.request({ method: 'GET', url: `/api/shop/subscriptions${query}`, headers }), 400, 'VALIDATION_ERROR');
    }
  });
});

describe('the shop contract with the external shop over HTTP', () => {
  let shop: Awaited<ReturnType<typeof startFakeShop>>;
  let t: TestApp;
  beforeAll(async () => {
    shop = await startFakeShop();
    t = await createTestApp({ SHOP_API_URL: shop.url });
  });
  afterAll(async () => {
    await t.close();
    await shop.close();
  });
  beforeEach(() => {
    shop.behaviour = 'ok';
  });

  it("takes the member's shop id from the shop's GET /users/me, asked with the member's token, once", async () => {
    const { cookie, userId } = await newMember(t);
    const headers = await bearerOf(t, cookie);
    const first = await t.request({ method: 'GET', url: shopUserRoute.path, headers });
    expect(first.statusCode).toBe(200);
    const { id } = first.json() as { id: string };
    expect(id).toMatch(/^42\d\d$/);
    const call = shop.requests.at(-1)!;
    expect([call.method, call.path]).toEqual(['GET', '/api/users/me']);
    expect(await t.app.memberTokens.verify(call.authorization.replace('Bearer ', ''))).toMatchObject({ userId });
    const calls = shop.requests.length;
    expect((await t.request({ method: 'GET', url: shopUserRoute.path, headers })).json()).toEqual({ id });
    expect(shop.requests.length).toBe(calls);
    expect((await me(t, cookie)).shopId).toBe(id);
  });

  it('a shop that fails answers 503 and keeps no id', async () => {
    const { cookie } = await newMember(t);
    for (const behaviour of ['error', 'not-json', 'no-id'] as const) {
      shop.behaviour = behaviour;
      expectError(await t.request({ method: 'GET', url: shopUserRoute.path, headers: await bearerOf(t, cookie) }), 503, 'SERVICE_UNAVAILABLE');
    }
    expect((await me(t, cookie)).shopId).toBeNull();
  });

  it('mirrors billing details to the shop in its language, and keeps them only once the shop has them', async () => {
    const { cookie, userId } = await newMember(t, 'en');
    expect((await putBilling(t, cookie, ADDRESS)).statusCode).toBe(200);
    const call = shop.requests.at(-1)!;
    expect([call.method, call.path]).toEqual(['PUT', '/api/billinginformations']);
    expect(call.body).toEqual({ ...ADDRESS, locale: 'en' });
    expect(await t.app.memberTokens.verify(call.authorization.replace('Bearer ', ''))).toMatchObject({ userId });
    expect((await putBilling(t, cookie, { ...ADDRESS, locale: 'fr' })).statusCode).toBe(200);
    expect(shop.requests.at(-1)?.body).toMatchObject({ locale: 'fr' });

    shop.behaviour = 'error';
    expectError(await putBilling(t, cookie, { ...ADDRESS, city: 'Marseille' }), 503, 'SERVICE_UNAVAILABLE');
    expect((await getBilling(t, cookie)).json()).toEqual(ADDRESS);
  });

  it('the HTTP adapter gives up on a shop that does not answer in time', async () => {
    shop.behaviour = 'hang';
    const client = new HttpShopClient({ baseUrl: shop.url, memberToken: async () => 'token', timeoutMs: 200 });
    const started = Date.now();
    await expect(client.customerId(SOME_MEMBER)).rejects.toBeInstanceOf(ShopUnavailableError);
    await expect(client.saveBillingDetails(SOME_MEMBER, { ...ADDRESS, locale: 'fr' })).rejects.toThrow(/in time/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('the HTTP adapter says so when nothing listens', async () => {
    const client = new HttpShopClient({ baseUrl: 'http://127.0.0.1:9/api', memberToken: async () => 'token' });
    await expect(client.customerId(SOME_MEMBER)).rejects.toThrow(/could not be reached/);
  });
});

describe('the shop contract deployed without the shop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(DEPLOYED_WITHOUT_OPTIONAL_SERVICES);
  });
  afterAll(() => t.close());

  it('fails closed where the shop is needed (the shop id, saving billing details); our own lists still answer', async () => {
    expect(t.config.outsideServices.shop).toBe('unavailable');
    const { cookie } = await newMember(t);
    const headers = await bearerOf(t, cookie);
    expectError(await t.request({ method: 'GET', url: shopUserRoute.path, headers }), 503, 'SERVICE_UNAVAILABLE');
    expectError(await putBilling(t, cookie, ADDRESS), 503, 'SERVICE_UNAVAILABLE');
    expect((await getBilling(t, cookie)).json()).toEqual(EMPTY);
    expect((await subscriptionsOf(t, cookie)).items).toEqual([]);
  });
});
