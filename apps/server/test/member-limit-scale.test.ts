import { checkoutEndpoint, type RateRule } from '@arya/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout, newMember } from './helpers/billing.ts';
import { expectError } from './helpers/errors.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let scaled: TestApp;
beforeAll(async () => {
  scaled = await createTestApp({ RATE_LIMIT_MEMBER_SCALE: '3', RATE_LIMIT_SEARCH_MAX: '2' });
});
afterAll(() => scaled.close());

const searchAs = (t: TestApp, cookie: string) => t.request({ method: 'GET', url: '/api/v1/users?search=marc', cookie });

describe('RATE_LIMIT_MEMBER_SCALE', () => {
  it("multiplies a per-member count: the benchmark's one member is not stopped where a member would be", async () => {
    const rule: RateRule = { max: 2, windowSeconds: 60 };
    const counted = Array.from({ length: 7 }, () => scaled.app.limits.countMember('scaled-test', 'a', rule).allowed);
    expect(counted).toEqual([true, true, true, true, true, true, false]);
  });

  it("multiplies a declared limit (checkout's) and the member searches (RATE_LIMIT_SEARCH_MAX) alike", async () => {
    const max = checkoutEndpoint.limits!.perMember!.max;
    const member = await newMember(scaled);
    const answers = [];
    for (let index = 0; index < max * 3 + 1; index += 1) answers.push((await checkout(scaled, member.cookie)).statusCode);
    expect(answers.slice(0, max * 3).every((status) => status !== 429)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    const searches = [];
    for (let index = 0; index < 2 * 3 + 1; index += 1) searches.push((await searchAs(scaled, member.cookie)).statusCode);
    expect(searches).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it('changes no limit when left at its default (1)', async () => {
    const plain = await createTestApp();
    try {
      const member = await newMember(plain);
      // A completed checkout, then four refused (already subscribed): the fifth window slot is the last.
      for (let index = 0; index < 5; index += 1) await checkout(plain, member.cookie);
      expectError(await checkout(plain, member.cookie), 429, 'RATE_LIMITED');
    } finally {
      await plain.close();
    }
  });
});
