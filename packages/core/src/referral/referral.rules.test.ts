import { describe, expect, it } from 'vitest';
import { REFERRAL_COINS_MAX, REFERRAL_COINS_PER_MEMBER } from './referral.constants.ts';
import { referralCredit } from './referral.rules.ts';

describe('referralCredit', () => {
  it('credits the coins of a referral until the cap, then part of them, then nothing', () => {
    expect(referralCredit(0)).toBe(REFERRAL_COINS_PER_MEMBER);
    expect(referralCredit(REFERRAL_COINS_MAX - REFERRAL_COINS_PER_MEMBER)).toBe(REFERRAL_COINS_PER_MEMBER);
    expect(referralCredit(REFERRAL_COINS_MAX - 100)).toBe(100);
    expect(referralCredit(REFERRAL_COINS_MAX)).toBe(0);
    expect(referralCredit(REFERRAL_COINS_MAX + 10)).toBe(0);
  });
});
