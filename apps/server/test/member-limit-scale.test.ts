import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout, newMember } from './helpers/billing.ts';
import { expectError } from './helpers/errors.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let scaled: TestApp;
beforeAll(async () => {
  scaled = await createTestApp({ RATE_LIMIT_MEMBER_SCALE: '3' });
});
afterAll(() => scaled.close());

describe('RATE_LIMIT_MEMBER_SCALE', () => {
  it("multiplies a per-member count: the benchmark's one member is not stopped where a member would be", async () => {
    const throttle = scaled.app.memberThrottle(2, 60_000);
    expect(Array.from({ length: 7 }, () => throttle.allow('a'))).toEqual([true, true, true, true, true, true, false]);
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
