import { describe, expect, it } from 'vitest';
import { MemberConcurrency, MemberThrottle } from './member-throttle.ts';

describe('MemberThrottle', () => {
  it("allows each member `limit` uses per window, and again once it ended", () => {
    let now = 0;
    const throttle = new MemberThrottle(2, 1000, () => now);
    expect([throttle.allow('a'), throttle.allow('a'), throttle.allow('a')]).toEqual([true, true, false]);
    expect(throttle.allow('b')).toBe(true);
    now = 999;
    expect(throttle.allow('a')).toBe(false);
    now = 1000;
    expect(throttle.allow('a')).toBe(true);
  });
});

describe('MemberConcurrency', () => {
  it('lets `max` operations of a member run at once; a release frees one place, once', () => {
    const concurrency = new MemberConcurrency(2);
    const first = concurrency.enter('a');
    const second = concurrency.enter('a');
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(concurrency.enter('a')).toBeNull();
    expect(concurrency.enter('b')).not.toBeNull();
    first!();
    first!();
    const third = concurrency.enter('a');
    expect(third).not.toBeNull();
    expect(concurrency.enter('a')).toBeNull();
  });
});
