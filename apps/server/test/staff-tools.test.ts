import { STAFF_COINS_GRANT_MAX, type CurrentUser, type StaffActionsPage, type StaffMember } from '@arya/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../src/db/keyset.ts';
import { coinEntries, licences, staffActions, subscriptions, users } from '../src/db/schema/index.ts';
import { expectError } from './helpers/errors.ts';
import { makeStaff } from './helpers/plans.ts';
import { newMember, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let staff: Member;
let colleague: Member;
let plain: Member;
beforeAll(async () => {
  t = await createTestApp();
  staff = await newMember(t, 'Emma Staff');
  await makeStaff(t, staff.id);
  colleague = await newMember(t, 'Hugo Staff');
  await makeStaff(t, colleague.id);
  plain = await newMember(t, 'Paul Membre');
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const me = async (member: Member) => (await t.request({ method: 'GET', url: '/api/v1/me', cookie: member.cookie })).json<CurrentUser>();
const base = (memberId: string) => `/api/v1/staff/members/${encodeURIComponent(memberId)}`;
const post = (cookie: string | undefined, url: string, body?: unknown) => t.request({ method: 'POST', url, body, ...(cookie ? { cookie } : {}) });
const get = (cookie: string | undefined, url: string) => t.request({ method: 'GET', url, ...(cookie ? { cookie } : {}) });
const actionsOf = async (memberId: string) => t.database.db.select().from(staffActions).where(eq(staffActions.memberId, memberId));

async function ok<T = StaffMember>(response: { statusCode: number; body: string; json: () => unknown }): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

/** Every staff call for a member, with a valid body. */
const everyCall = (memberId: string) =>
  [
    ['GET', `/api/v1/staff/members?q=${memberId}`, undefined],
    ['GET', base(memberId), undefined],
    ['GET', `${base(memberId)}/actions`, undefined],
    ['POST', `${base(memberId)}/subscriptions`, { tier: 'INFINITE', until: dayFromNow(30) }],
    ['POST', `${base(memberId)}/subscriptions/some-id/revoke`, undefined],
    ['POST', `${base(memberId)}/licences`, { product: 'pro' }],
    ['POST', `${base(memberId)}/licences/some-id/revoke`, undefined],
    ['POST', `${base(memberId)}/coins`, { amount: 100, note: 'Because' }],
  ] as const;

describe('who may use the staff tools', () => {
  it('refuses visitors (401) and members (403), and changes nothing', async () => {
    const target = await newMember(t, 'Cible Intacte');
    for (const [method, url, body] of everyCall(target.id)) {
      expectError(await t.request({ method, url, body }), 401, 'UNAUTHENTICATED');
      expectError(await t.request({ method, url, body, cookie: plain.cookie }), 403, 'FORBIDDEN');
    }
    expect(await actionsOf(target.id)).toEqual([]);
    expect(await me(target)).toMatchObject({ activeSubscriptionName: null, products: [], coins: { available: 0 } });
  });

  it("never lets staff change their own account, and another staff member's only through a colleague", async () => {
    for (const [method, url, body] of everyCall(staff.id).filter(([method]) => method === 'POST')) {
      expectError(await t.request({ method, url, body, cookie: staff.cookie }), 403, 'STAFF_SELF_ACTION');
    }
    expect(await actionsOf(staff.id)).toEqual([]);
    await ok(await post(colleague.cookie, `${base(staff.id)}/coins`, { amount: 5, note: 'Welcome to the team' }));
  });
});

describe('finding a member', () => {
  it('by e-mail (any case), system alias, custom alias or id', async () => {
    const target = await newMember(t, 'Zoé Trouvée');
    const { email } = await me(target);
    await t.database.db.update(users).set({ vanityAlias: 'Zoe-Custom' }).where(eq(users.id, target.id));
    for (const q of [email.toUpperCase(), ` ${email} `, target.systemAlias, 'zoe-custom', target.id]) {
      const found = await ok(await get(staff.cookie, `/api/v1/staff/members?q=${encodeURIComponent(q)}`));
      expect(found).toMatchObject({ id: target.id, email, displayName: 'Zoé Trouvée', systemAlias: target.systemAlias, vanityAlias: 'Zoe-Custom', coins: 0, subscriptions: [], licences: [] });
      expect(found.plan).toMatchObject({ lifetimeSubscriptionName: 'SILVER', activeSubscriptionName: null, premium: false, activeSubscription: false, trial: true });
    }
  });

  it('says so for nobody, and refuses an empty or oversized search', async () => {
    expectError(await get(staff.cookie, '/api/v1/staff/members?q=nobody%40example.com'), 404, 'USER_NOT_FOUND');
    expectError(await get(staff.cookie, '/api/v1/staff/members?q=no-such-alias'), 404, 'USER_NOT_FOUND');
    expectError(await get(staff.cookie, base('no-such-id')), 404, 'USER_NOT_FOUND');
    expectError(await get(staff.cookie, `${base('no-such-id')}/actions`), 404, 'USER_NOT_FOUND');
    expectError(await get(staff.cookie, '/api/v1/staff/members?q=%20%20'), 400, 'VALIDATION_ERROR');
    expectError(await get(staff.cookie, `/api/v1/staff/members?q=${'a'.repeat(255)}`), 400, 'VALIDATION_ERROR');
  });
});

describe('subscriptions', () => {
  it('a grant gives premium at once and a revocation takes it away at once, each recorded with who and when', async () => {
    const target = await newMember(t, 'Inès Premium');
    const before = Date.now();
    const granted = await ok(await post(staff.cookie, `${base(target.id)}/subscriptions`, { tier: 'INFINITE', until: dayFromNow(30) }));
    expect(granted.plan).toMatchObject({ activeSubscriptionName: 'INFINITE', premium: true, activeSubscription: true, trial: false });
    const [subscription] = granted.subscriptions;
    expect(subscription).toMatchObject({ tier: 'INFINITE', status: 'active', source: 'staff', plan: null, amountCents: null, cancelAtPeriodEnd: false });
    expect(subscription?.currentPeriodEnd).toBe(`${dayFromNow(30)}T23:59:59.999Z`);
    // The member's own state says premium straight away.
    expect(await me(target)).toMatchObject({ activeSubscriptionName: 'INFINITE', activeSubscriptionUntil: `${dayFromNow(30)}T23:59:59.999Z` });
    const [stored] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, target.id));
    expect(stored).toMatchObject({ source: 'staff', grantedBy: staff.id, revokedBy: null });

    const revoked = await ok(await post(colleague.cookie, `${base(target.id)}/subscriptions/${subscription?.id}/revoke`));
    expect(revoked.plan).toMatchObject({ activeSubscriptionName: null, premium: false, activeSubscription: false });
    expect(revoked.subscriptions[0]).toMatchObject({ id: subscription?.id, status: 'void' });
    expect(await me(target)).toMatchObject({ activeSubscriptionName: null, activeSubscriptionUntil: null });
    const [after] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, target.id));
    expect(after).toMatchObject({ status: 'void', revokedBy: colleague.id });
    expect(after?.endedAt?.getTime()).toBeGreaterThanOrEqual(before);

    const history = await ok<StaffActionsPage>(await get(staff.cookie, `${base(target.id)}/actions`));
    expect(history.items.map((item) => [item.action, item.staff])).toEqual([
      ['subscription.revoke', { id: colleague.id, displayName: 'Hugo Staff' }],
      ['subscription.grant', { id: staff.id, displayName: 'Emma Staff' }],
    ]);
    expect(history.items[1]?.details).toEqual({ subscriptionId: subscription?.id, tier: 'INFINITE', until: `${dayFromNow(30)}T23:59:59.999Z` });
    for (const item of history.items) expect(Date.parse(item.createdAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps the best of several grants: INFINITE before GOLD, and GOLD left after INFINITE is revoked', async () => {
    const target = await newMember(t, 'Noé Deux');
    await ok(await post(staff.cookie, `${base(target.id)}/subscriptions`, { tier: 'GOLD', until: dayFromNow(300) }));
    const both = await ok(await post(staff.cookie, `${base(target.id)}/subscriptions`, { tier: 'INFINITE', until: dayFromNow(10) }));
    expect(both.plan).toMatchObject({ activeSubscriptionName: 'INFINITE', premium: true });
    const infinite = both.subscriptions.find((item) => item.tier === 'INFINITE');
    const gold = await ok(await post(staff.cookie, `${base(target.id)}/subscriptions/${infinite?.id}/revoke`));
    expect(gold.plan).toMatchObject({ activeSubscriptionName: 'GOLD', premium: false, activeSubscription: true, activeSubscriptionUntil: `${dayFromNow(300)}T23:59:59.999Z` });
  });

  it('refuses an ended or unknown subscription, or one of another member', async () => {
    const target = await newMember(t, 'Léo Fin');
    const other = await newMember(t, 'Léa Autre');
    const granted = await ok(await post(staff.cookie, `${base(target.id)}/subscriptions`, { tier: 'GOLD', until: dayFromNow(5) }));
    const id = granted.subscriptions[0]?.id as string;
    expectError(await post(staff.cookie, `${base(other.id)}/subscriptions/${id}/revoke`), 404, 'SUBSCRIPTION_NOT_FOUND');
    expectError(await post(staff.cookie, `${base(target.id)}/subscriptions/nope/revoke`), 404, 'SUBSCRIPTION_NOT_FOUND');
    await ok(await post(staff.cookie, `${base(target.id)}/subscriptions/${id}/revoke`));
    expectError(await post(staff.cookie, `${base(target.id)}/subscriptions/${id}/revoke`), 409, 'SUBSCRIPTION_ALREADY_ENDED');
    // A grant whose day is over reads as ended too.
    await t.database.db.insert(subscriptions).values({ id: `old-${target.id}`, userId: target.id, tier: 'GOLD', status: 'active', currentPeriodStart: new Date(Date.now() - 40 * DAY_MS), currentPeriodEnd: new Date(Date.now() - DAY_MS), source: 'staff' });
    expectError(await post(staff.cookie, `${base(target.id)}/subscriptions/old-${target.id}/revoke`), 409, 'SUBSCRIPTION_ALREADY_ENDED');
    expect((await actionsOf(target.id)).map((row) => row.action).sort()).toEqual(['subscription.grant', 'subscription.revoke']);
  });
});

describe('licences', () => {
  it('a grant gives the member the product, a revocation takes it away, each recorded', async () => {
    const target = await newMember(t, 'Jade Licence');
    const granted = await ok(await post(staff.cookie, `${base(target.id)}/licences`, { product: 'pro+', expiresOn: dayFromNow(365) }));
    expect(granted.licences).toEqual([expect.objectContaining({ product: 'pro+', status: 'active', broker: null, accountId: null, expiresAt: `${dayFromNow(365)}T23:59:59.999Z`, revokedAt: null })]);
    expect((await me(target)).products).toEqual(['pro+']);
    const [stored] = await t.database.db.select().from(licences).where(eq(licences.userId, target.id));
    expect(stored).toMatchObject({ grantedBy: staff.id });

    const id = granted.licences[0]?.id as string;
    const revoked = await ok(await post(staff.cookie, `${base(target.id)}/licences/${id}/revoke`));
    expect(revoked.licences[0]).toMatchObject({ id, status: 'revoked', revokedAt: expect.any(String) });
    expect((await me(target)).products).toEqual([]);
    const [after] = await t.database.db.select().from(licences).where(eq(licences.userId, target.id));
    expect(after).toMatchObject({ status: 'revoked', revokedBy: staff.id });
    expectError(await post(staff.cookie, `${base(target.id)}/licences/${id}/revoke`), 409, 'LICENCE_REVOKED');
    expectError(await post(staff.cookie, `${base(plain.id)}/licences/${id}/revoke`), 404, 'LICENCE_NOT_FOUND');

    const history = await ok<StaffActionsPage>(await get(staff.cookie, `${base(target.id)}/actions`));
    expect(history.items.map((item) => item.action)).toEqual(['licence.revoke', 'licence.grant']);
    expect(history.items[1]?.details).toMatchObject({ licenceId: id, product: 'pro+' });
  });

  it('grants a licence that does not expire', async () => {
    const target = await newMember(t, 'Tom Perpétuel');
    const granted = await ok(await post(staff.cookie, `${base(target.id)}/licences`, { product: 'scanner', expiresOn: '' }));
    expect(granted.licences[0]).toMatchObject({ product: 'scanner', expiresAt: null });
  });
});

describe('coins', () => {
  it('credits coins with a note, recorded with who', async () => {
    const target = await newMember(t, 'Ana Coins');
    const granted = await ok(await post(staff.cookie, `${base(target.id)}/coins`, { amount: 250, note: '  Concours de novembre  ' }));
    expect(granted.coins).toBe(250);
    expect((await me(target)).coins.available).toBe(250);
    const entries = await t.database.db.select().from(coinEntries).where(and(eq(coinEntries.userId, target.id), eq(coinEntries.reason, 'staff')));
    expect(entries).toEqual([expect.objectContaining({ amount: 250, grantedBy: staff.id, note: 'Concours de novembre' })]);
    const history = await ok<StaffActionsPage>(await get(staff.cookie, `${base(target.id)}/actions`));
    expect(history.items[0]).toMatchObject({ action: 'coins.grant', staff: { id: staff.id }, details: { amount: 250, note: 'Concours de novembre' } });
  });
});

describe('bad input', () => {
  it.each([
    ['a tier staff may not grant', 'subscriptions', { tier: 'SILVER', until: dayFromNow(10) }],
    ['a day already over', 'subscriptions', { tier: 'GOLD', until: dayFromNow(-2) }],
    ['a day too far ahead', 'subscriptions', { tier: 'GOLD', until: dayFromNow(4000) }],
    ['a day that does not exist', 'subscriptions', { tier: 'GOLD', until: '2031-02-30' }],
    ['no day', 'subscriptions', { tier: 'GOLD' }],
    ['an unknown product', 'licences', { product: 'mt5' }],
    ['a licence ending in the past', 'licences', { product: 'pro', expiresOn: dayFromNow(-1) }],
    ['no coins', 'coins', { amount: 0, note: 'Nothing' }],
    ['negative coins', 'coins', { amount: -100, note: 'Take back' }],
    ['too many coins', 'coins', { amount: STAFF_COINS_GRANT_MAX + 1, note: 'Too generous' }],
    ['part of a coin', 'coins', { amount: 2.5, note: 'Half' }],
    ['coins as text', 'coins', { amount: '100', note: 'Text' }],
    ['no note', 'coins', { amount: 100, note: '  ' }],
    ['a note too long', 'coins', { amount: 100, note: 'x'.repeat(201) }],
    ['a NUL in the note', 'coins', { amount: 100, note: 'bad\u0000note' }],
  ])('refuses %s (400) and changes nothing', async (_case, path, body) => {
    const target = await newMember(t, 'Rien Change');
    expect((await post(staff.cookie, `${base(target.id)}/${path}`, body)).statusCode).toBe(400);
    expect(await actionsOf(target.id)).toEqual([]);
    expect(await ok(await get(staff.cookie, base(target.id)))).toMatchObject({ coins: 0, subscriptions: [], licences: [], plan: { activeSubscriptionName: null } });
  });

  it('says USER_NOT_FOUND for an action on nobody', async () => {
    expectError(await post(staff.cookie, `${base('nobody')}/coins`, { amount: 10, note: 'Ghost' }), 404, 'USER_NOT_FOUND');
    expectError(await post(staff.cookie, `${base('nobody')}/subscriptions`, { tier: 'GOLD', until: dayFromNow(3) }), 404, 'USER_NOT_FOUND');
  });
});

describe('the history', () => {
  it('comes newest first, a keyset page at a time', async () => {
    const target = await newMember(t, 'Eva Histoire');
    for (const amount of [1, 2, 3]) await ok(await post(staff.cookie, `${base(target.id)}/coins`, { amount, note: `Entry ${amount}` }));
    const first = await ok<StaffActionsPage>(await get(staff.cookie, `${base(target.id)}/actions?limit=2`));
    expect(first.items.map((item) => item.details.amount)).toEqual([3, 2]);
    const second = await ok<StaffActionsPage>(await get(staff.cookie, `${base(target.id)}/actions?limit=2&cursor=${first.nextCursor}`));
    expect(second.items.map((item) => item.details.amount)).toEqual([1]);
    expect(second.nextCursor).toBeNull();
    expectError(await get(staff.cookie, `${base(target.id)}/actions?cursor=forged`), 400, 'VALIDATION_ERROR');
    // Shaped like ours, but the history's ids are numbers: neither text nor one past bigint reaches the database.
    for (const id of ['abc', '99999999999999999999999']) {
      const cursor = encodeCursor({ at: '2026-01-01T00:00:00Z', ids: [id] });
      expectError(await get(staff.cookie, `${base(target.id)}/actions?cursor=${cursor}`), 400, 'VALIDATION_ERROR');
    }
  });
});
