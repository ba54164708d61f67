import { describe, expect, it } from 'vitest';
import { SearchThrottle } from './search-throttle.ts';

describe('the member search throttle', () => {
  it('lets a member search up to the limit in a minute, then again the next minute, without touching others', () => {
    let now = 0;
    const throttle = new SearchThrottle(3, () => now);
    expect([1, 2, 3, 4].map(() => throttle.allow('ana'))).toEqual([true, true, true, false]);
    expect(throttle.allow('ben')).toBe(true);
    now = 59_999;
    expect(throttle.allow('ana')).toBe(false);
    now = 60_000;
    expect(throttle.allow('ana')).toBe(true);
  });
});
