import { describe, expect, it } from 'vitest';
import { decideAttempt, FREE_ATTEMPTS, MAX_CONSECUTIVE_FAILURES, waitAfterAttempt } from './sign-in-throttle.ts';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const later = (ms: number) => new Date(now.getTime() + ms);

describe('waitAfterAttempt', () => {
  it('lets the first attempts through, then doubles the wait from 30 s up to 15 min', () => {
    expect(Array.from({ length: FREE_ATTEMPTS }, (_, i) => waitAfterAttempt(i + 1))).toEqual([0, 0, 0, 0, 0]);
    expect([6, 7, 8, 9, 10, 11, 12, 50].map(waitAfterAttempt)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000, 900_000]);
  });
});

describe('decideAttempt', () => {
  it('allows a first attempt and counts it', () => {
    expect(decideAttempt(null, now)).toEqual({ decision: { kind: 'allowed' }, next: { failures: 1, blockedUntil: null } });
  });

  it('makes the attempt after the free ones start a wait', () => {
    const { next } = decideAttempt({ failures: FREE_ATTEMPTS, blockedUntil: null, updatedAt: ago(1000) }, now);
    expect(next).toEqual({ failures: FREE_ATTEMPTS + 1, blockedUntil: later(30_000) });
  });

  it('refuses while the wait runs, with the seconds left, and counts nothing', () => {
    expect(decideAttempt({ failures: 7, blockedUntil: later(12_500), updatedAt: ago(1000) }, now)).toEqual({
      decision: { kind: 'wait', retryAfterSeconds: 13 },
    });
  });

  it('allows again once the wait is over', () => {
    expect(decideAttempt({ failures: 7, blockedUntil: ago(1), updatedAt: ago(60_000) }, now).decision).toEqual({ kind: 'allowed' });
  });

  it('locks the account after 100 consecutive failures, even after a quiet day', () => {
    const state = { failures: MAX_CONSECUTIVE_FAILURES, blockedUntil: null, updatedAt: ago(3 * 24 * 3600_000) };
    expect(decideAttempt(state, now)).toEqual({ decision: { kind: 'locked' } });
  });

  it('forgets failures after a quiet day below the lock', () => {
    expect(decideAttempt({ failures: 40, blockedUntil: later(1000), updatedAt: ago(25 * 3600_000) }, now)).toEqual({
      decision: { kind: 'allowed' },
      next: { failures: 1, blockedUntil: null },
    });
  });
});
