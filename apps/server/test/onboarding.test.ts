import { ONBOARDING_COINS_MAX, WHEEL_SEGMENTS, type CurrentUser, type WheelSpin } from '@arya/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinEntries, userPrivate } from '../src/db/schema/index.ts';
import { expectError } from './helpers/errors.ts';
import { lastCodeTo, sendCode, uniquePhone, verifyCode } from './helpers/phone.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_MAX_PER_IP_PER_HOUR: '10000' });
});
afterAll(() => t.close());

const ANSWERS = {
  generalKnowledge: 'Limited',
  investmentObjective: ['LongTerm', 'ShortTerm'],
  investmentMotivation: ['Analyse'],
  marketInterests: ['Stocks', 'ETFs'],
};

async function member() {
  const { cookie } = await t.signUp({ phoneVerified: false });
  await t.request({ method: 'POST', url: '/api/v1/me/bootstrap', cookie, body: { language: 'fr' } });
  return cookie;
}
const me = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/v1/me', cookie })).json() as CurrentUser;
const answer = (cookie: string, body: unknown) => t.request({ method: 'PUT', url: '/api/v1/me/interests', cookie, body });
const skip = (cookie: string) => t.request({ method: 'POST', url: '/api/v1/me/interests/skip', cookie });
const spin = (cookie: string) => t.request({ method: 'POST', url: '/api/v1/me/onboarding/wheel', cookie });

describe('signed out', () => {
  it('answers, skip and wheel answer 401', async () => {
    for (const [method, url, body] of [
      ['PUT', '/api/v1/me/interests', ANSWERS],
      ['POST', '/api/v1/me/interests/skip', undefined],
      ['POST', '/api/v1/me/onboarding/wheel', undefined],
    ] as const) {
      expectError(await t.request({ method, url, body }), 401, 'UNAUTHENTICATED');
    }
  });
});

describe('the questions', () => {
  it('stores the answers: the member is then done with onboarding', async () => {
    const cookie = await member();
    expect(await me(cookie)).toMatchObject({ hasSetInterests: false, hasSkippedInterests: false });
    const response = await answer(cookie, ANSWERS);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ hasSetInterests: true, hasSkippedInterests: false });
    const uid = (await me(cookie)).uid;
    const [stored] = await t.database.db.select({ interests: userPrivate.interests }).from(userPrivate).where(eq(userPrivate.userId, uid));
    expect(stored?.interests).toEqual({ ...ANSWERS, generalKnowledge: ['Limited'] });
  });

  it.each([
    ['no knowledge level', { ...ANSWERS, generalKnowledge: undefined }, 'onboarding_answer_required'],
    ['two knowledge levels', { ...ANSWERS, generalKnowledge: ['Good', 'Limited'] }, 'onboarding_answer_required'],
    ['no objective', { ...ANSWERS, investmentObjective: [] }, 'onboarding_answer_required'],
    ['no motivation', { ...ANSWERS, investmentMotivation: [] }, 'onboarding_answer_required'],
    ['no market', { ...ANSWERS, marketInterests: [] }, 'onboarding_answer_required'],
    ['"all markets" with a market', { ...ANSWERS, marketInterests: ['AllInterests', 'Stocks'] }, 'onboarding_answer_alone'],
    ['"no objective" with an objective', { ...ANSWERS, investmentObjective: ['NoObjective', 'LongTerm'] }, 'onboarding_answer_alone'],
    ['an answer twice', { ...ANSWERS, investmentMotivation: ['Analyse', 'Analyse'] }, 'onboarding_answer_alone'],
    ['an unknown answer', { ...ANSWERS, marketInterests: ['Stocks', 'Tulips'] }, 'marketInterests'],
  ])('refuses %s and stores nothing', async (_case, body, expected) => {
    const cookie = await member();
    const response = await answer(cookie, body);
    expectError(response, 400, 'VALIDATION_ERROR');
    expect(JSON.stringify(response.json())).toContain(expected);
    expect(await me(cookie)).toMatchObject({ hasSetInterests: false });
  });

  it('refuses control characters in answers', async () => {
    const cookie = await member();
    const response = await answer(cookie, { ...ANSWERS, marketInterests: ['Stocks\u0000'] });
    expect(response.statusCode).toBe(400);
    expect(await me(cookie)).toMatchObject({ hasSetInterests: false });
  });

  it('skipping records SkippedInterests and ends onboarding', async () => {
    const cookie = await member();
    const response = await skip(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ hasSkippedInterests: true, hasSetInterests: false });
  });
});

describe('the wheel', () => {
  it('turns only after the questions', async () => {
    const cookie = await member();
    expectError(await spin(cookie), 409, 'ONBOARDING_NOT_ANSWERED');
    await skip(cookie);
    expectError(await spin(cookie), 409, 'ONBOARDING_NOT_ANSWERED');
    expect((await me(cookie)).wheelPrize).toBeNull();
  });

  it('draws a prize of at most 1,000 coins once: asking again, even at once, answers the same prize', async () => {
    const cookie = await member();
    await answer(cookie, ANSWERS);
    const spins = await Promise.all([spin(cookie), spin(cookie), spin(cookie)]);
    const results = spins.map((response) => {
      expect(response.statusCode).toBe(200);
      return response.json() as WheelSpin;
    });
    const [first] = results;
    expect(first?.coins).toBeLessThanOrEqual(ONBOARDING_COINS_MAX);
    expect(WHEEL_SEGMENTS[first?.segment ?? -1]?.coins).toBe(first?.coins);
    expect(results.every((result) => result.segment === first?.segment && result.coins === first.coins)).toBe(true);
    expect((await spin(cookie)).json()).toEqual(first);
    const uid = (await me(cookie)).uid;
    expect(await t.database.db.select().from(coinEntries).where(eq(coinEntries.userId, uid))).toHaveLength(1);
  });

  it('keeps the coins locked until the member verifies a phone number', async () => {
    const cookie = await member();
    await answer(cookie, ANSWERS);
    const { coins } = (await spin(cookie)).json() as WheelSpin;
    expect(await me(cookie)).toMatchObject({ wheelPrize: coins, coins: { available: 0, locked: coins }, phoneVerified: false });
    const phone = uniquePhone();
    await sendCode(t, cookie, phone);
    const verified = await verifyCode(t, cookie, phone, await lastCodeTo(t, phone));
    expect(verified.json()).toMatchObject({ coins: { available: coins, locked: 0 }, phoneVerified: true });
  });
});
