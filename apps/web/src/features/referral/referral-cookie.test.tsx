import { REFERRAL_COOKIE } from '@arya/core/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from '../../lib/cookies.ts';
import { rememberReferralCode } from './referral-cookie.ts';

afterEach(() => {
  document.cookie = `${REFERRAL_COOKIE}=; max-age=0; path=/`;
});

describe('rememberReferralCode', () => {
  it('keeps a code, lower-cased', () => {
    expect(rememberReferralCode('Julie-1A2B')).toBe(true);
    expect(readCookie(REFERRAL_COOKIE)).toBe('julie-1a2b');
  });

  it('keeps nothing that cannot be a code', () => {
    for (const value of [null, '', '<script>', 'a b', 'x'.repeat(101)]) expect(rememberReferralCode(value)).toBe(false);
    expect(readCookie(REFERRAL_COOKIE)).toBeUndefined();
  });
});
