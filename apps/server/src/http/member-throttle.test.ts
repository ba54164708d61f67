import { describe, expect, it } from 'vitest';
import { MemberThrottle } from './member-throttle.ts';

describe('MemberThrottle', () => {
  it('lets each member make the limit of calls per window, then refuses until the window ends', () => {
    let now = 0;
    const throttle = new MemberThrottle(2, 60_000, () => now);
    expect([throttle.allow('a'), throttle.allow('a'), throttle.allow('a')]).toEqual([true, true, false]);
    // Another member has their own count.
    expect(throttle.allow('b')).toBe(true);
    now = 59_999;
    expect(throttle.allow('a')).toBe(false);
    now = 60_000;
    expect(throttle.allow('a')).toBe(true);
  });
});
