import { describe, expect, it } from 'vitest';
import { TokenBucket } from './token-bucket.ts';

describe('TokenBucket', () => {
  it('lets a burst through at once, then refuses until tokens come back', () => {
    const bucket = new TokenBucket({ burst: 3, perSecond: 1 }, 0);
    expect([bucket.take(0), bucket.take(0), bucket.take(0)]).toEqual([true, true, true]);
    expect(bucket.take(0)).toBe(false);
    expect(bucket.waitFor(0)).toBe(1000);
    expect(bucket.take(999)).toBe(false);
    expect(bucket.take(1000)).toBe(true);
    expect(bucket.take(1000)).toBe(false);
  });

  it('refills at its rate and never beyond its burst', () => {
    const bucket = new TokenBucket({ burst: 2, perSecond: 4 }, 0);
    bucket.take(0);
    bucket.take(0);
    // 250 ms is one token at 4 a second.
    expect(bucket.take(250)).toBe(true);
    expect(bucket.take(250)).toBe(false);
    // A long quiet time fills it to its burst only.
    expect([bucket.take(60_000), bucket.take(60_000), bucket.take(60_000)]).toEqual([true, true, false]);
  });

  it('takes nothing when it cannot take the whole cost', () => {
    const bucket = new TokenBucket({ burst: 5, perSecond: 1 }, 0);
    expect(bucket.take(0, 4)).toBe(true);
    expect(bucket.take(0, 2)).toBe(false);
    expect(bucket.take(0, 1)).toBe(true);
  });

  it('gains nothing from a clock that goes backwards', () => {
    const bucket = new TokenBucket({ burst: 1, perSecond: 1 }, 10_000);
    expect(bucket.take(10_000)).toBe(true);
    expect(bucket.take(5_000)).toBe(false);
    expect(bucket.take(10_500)).toBe(false);
    expect(bucket.take(11_000)).toBe(true);
  });
});
