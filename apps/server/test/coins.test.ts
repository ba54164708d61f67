import { COIN_ENTRIES_PAGE_SIZE, PREMIUM_COINS, REFERRAL_COINS_PER_MEMBER, REFERRAL_COOKIE, WHEEL_SEGMENTS, type CoinEntriesPage, type CurrentUser, type WheelSpin } from '@arya/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../src/db/keyset.ts';
import { coinEntries } from '../src/db/schema/index.ts';
import { checkout } from './helpers/billing.ts';
import { expectError } from './helpers/errors.ts';
import { lastCodeTo, sendCode, uniquePhone, verifyCode } from './helpers/phone.ts';
import { makeStaff } from './helpers/plans.ts';
import { newMember, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let queries: string[] = [];
/** The statements of the request itself (on PostgreSQL the rate-limit counters are flushed once a second, whenever). */
const requestQueries = () => queries.filter((statement) => !statement.includes('rate_limit_counters'));
let t: TestApp;
let staff: Member;
beforeAll(async () => {
  t = await createTestApp({ SMS_MAX_PER_IP_PER_HOUR: '10000' }, { onQuery: (statement) => queries.push(statement) });
  staff = await newMember(t, 'Emma Staff');
  await makeStaff(t, staff.id);
});
afterAll(() => t.close());

const coins = (member: Member | null, query = '') => t.request({ method: 'GET', url: `/api/v1/me/coins${query}`, ...(member ? { cookie: member.cookie } : {}) });
async function ledger(member: Member, query = ''): Promise<CoinEntriesPage> {
  const response = await coins(member, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CoinEntriesPage>();
}
const me = async (member: Member) => (await t.request({ method: 'GET', url: '/api/v1/me', cookie: member.cookie })).json<CurrentUser>();
const grant = async (member: Member, amount: number, note: string) => {
  const response = await t.request({ method: 'POST', url: `/api/v1/staff/members/${member.id}/coins`, cookie: staff.cookie, body: { amount, note } });
  expect(response.statusCode, response.body).toBe(200);
};
const spin = async (member: Member) => {
  const answers = { generalKnowledge: 'Limited', investmentObjective: ['LongTerm'], investmentMotivation: ['Analyse'], marketInterests: ['Stocks'] };
  expect((await t.request({ method: 'PUT', url: '/api/v1/me/interests', cookie: member.cookie, body: answers })).statusCode).toBe(200);
  const response = await t.request({ method: 'POST', url: '/api/v1/me/onboarding/wheel', cookie: member.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<WheelSpin>();
};
async function verifyPhone(member: Member) {
  const phone = uniquePhone();
  expect((await sendCode(t, member.cookie, phone)).statusCode).toBe(200);
  expect((await verifyCode(t, member.cookie, phone, await lastCodeTo(t, phone))).statusCode).toBe(200);
}

describe('GET /api/v1/me/coins', () => {
  it('refuses a visitor', async () => {
    expectError(await coins(null), 401, 'UNAUTHENTICATED');
  });

  it('gives a new member an empty ledger and no coins', async () => {
    const member = await newMember(t, 'Nina Neuve');
    expect(await ledger(member)).toEqual({ balance: { available: 0, locked: 0 }, items: [], nextCursor: null });
  });

  it('lists every kind of credit, newest first, signed and dated, and its sum is the balance the header shows', async () => {
    const member = await newMember(t, 'Léa Pièces', 'fr', { phoneVerified: false });
    const wheel = await spin(member);
    // The wheel's prize is held until a phone number is verified.
    const held = await ledger(member);
    expect(held.balance).toEqual({ available: 0, locked: wheel.coins });
    expect(held.items).toEqual([{ id: expect.any(String), reason: 'onboarding_wheel', amount: wheel.coins, createdAt: expect.any(String), locked: true, note: null, referredName: null }]);
    await verifyPhone(member);

    // A friend signs up with the member's link and verifies their phone: a referral credit.
    const { cookie } = await t.signUp({ name: 'Ami Filleul', phoneVerified: false });
    expect((await t.request({ method: 'POST', url: '/api/v1/me/bootstrap', cookie: `${cookie}; ${REFERRAL_COOKIE}=${member.systemAlias}`, body: { language: 'fr' } })).statusCode).toBe(200);
    await verifyPhone({ cookie, id: '', systemAlias: '', displayName: '' });
    expect((await checkout(t, member.cookie, 'yearly')).statusCode).toBe(200);
    await grant(member, 250, 'Concours de novembre');

    const page = await ledger(member);
    const total = wheel.coins + REFERRAL_COINS_PER_MEMBER + PREMIUM_COINS + 250;
    expect(page.balance).toEqual({ available: total, locked: 0 });
    expect((await me(member)).coins).toEqual(page.balance);
    expect(page.items.map(({ reason, amount, locked, note, referredName }) => ({ reason, amount, locked, note, referredName }))).toEqual([
      { reason: 'staff', amount: 250, locked: false, note: 'Concours de novembre', referredName: null },
      { reason: 'premium', amount: PREMIUM_COINS, locked: false, note: null, referredName: null },
      { reason: 'referral', amount: REFERRAL_COINS_PER_MEMBER, locked: false, note: null, referredName: 'Ami Filleul' },
      { reason: 'onboarding_wheel', amount: wheel.coins, locked: false, note: null, referredName: null },
    ]);
    expect(WHEEL_SEGMENTS.some((segment) => segment.coins === wheel.coins)).toBe(true);
    const dates = page.items.map((item) => Date.parse(item.createdAt));
    expect(dates.every((date) => Math.abs(Date.now() - date) < 60_000)).toBe(true);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(page.nextCursor).toBeNull();
  });

  it("shows a member only their own ledger: another member's grants never appear", async () => {
    const mine = await newMember(t, 'Marc Moi');
    const theirs = await newMember(t, 'Théo Autre');
    await grant(theirs, 40, 'Pour Théo seulement');
    await grant(mine, 7, 'Pour Marc');
    const page = await ledger(mine);
    expect(page.items).toEqual([expect.objectContaining({ amount: 7, note: 'Pour Marc' })]);
    expect(page.balance.available).toBe(7);
    expect(JSON.stringify(page)).not.toContain('Théo');
    // A cursor pointing into someone else's entries still reads the caller's own rows only.
    const [their] = (await ledger(theirs)).items;
    const borrowed = encodeCursor({ at: new Date(Date.now() + 60_000).toISOString().replace('Z', '000Z'), ids: [String(Number(their?.id) + 1)] });
    expect((await ledger(mine, `?cursor=${borrowed}`)).items.map((item) => item.note)).toEqual(['Pour Marc']);
  });

  it('pages the ledger by keyset, ties of one instant by id, each entry once, in a constant number of statements', async () => {
    const member = await newMember(t, 'Paul Pages');
    const at = new Date('2026-03-01T10:00:00.123456Z');
    // 45 entries, five at each of nine instants: pages must break ties and never skip or repeat.
    await t.database.db.insert(coinEntries).values(
      Array.from({ length: 45 }, (_, index) => ({ userId: member.id, amount: index + 1, reason: 'staff' as const, note: `n${index + 1}`, grantedBy: staff.id, createdAt: new Date(at.getTime() + Math.floor(index / 5) * 1000) })),
    );
    const seen: number[] = [];
    const statements: number[] = [];
    let cursor: string | null = null;
    do {
      queries = [];
      const page: CoinEntriesPage = await ledger(member, cursor ? `?cursor=${cursor}` : '');
      statements.push(requestQueries().length);
      expect(page.items.length).toBeLessThanOrEqual(COIN_ENTRIES_PAGE_SIZE);
      seen.push(...page.items.map((item) => item.amount));
      expect(page.balance.available).toBe((45 * 46) / 2);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(Array.from({ length: 45 }, (_, index) => 45 - index));
    expect(statements).toHaveLength(3);
    expect(new Set(statements).size).toBe(1);

    const small = await ledger(member, '?limit=2');
    expect(small.items.map((item) => item.amount)).toEqual([45, 44]);
    expect(small.nextCursor).not.toBeNull();
  });

  it('refuses a cursor it did not make and a page size out of bounds, changing nothing', async () => {
    const member = await newMember(t, 'Zoé Curseur');
    for (const query of [
      '?cursor=nope',
      `?cursor=${encodeCursor({ at: '2026-01-01T00:00:00Z', ids: ['not-a-number'] })}`,
      `?cursor=${encodeCursor({ at: '2026-01-01T00:00:00Z', ids: ['1', '2'] })}`,
      `?cursor=${encodeCursor({ at: '2026-02-30T00:00:00Z', ids: ['1'] })}`,
      `?cursor=${encodeCursor({ at: '2026-01-01T00:00:00Z', ids: ['99999999999999999999999'] })}`,
      '?limit=0',
      '?limit=51',
      '?limit=ten',
    ]) {
      expectError(await coins(member, query), 400, 'VALIDATION_ERROR');
    }
    expect((await ledger(member)).balance).toEqual({ available: 0, locked: 0 });
  });

  it('answers PROFILE_NOT_FOUND before the first page made the profile', async () => {
    const { cookie } = await t.signUp();
    expectError(await coins({ cookie, id: '', systemAlias: '', displayName: '' }), 404, 'PROFILE_NOT_FOUND');
  });
});
