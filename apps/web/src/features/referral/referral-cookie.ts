import { parseReferralCode, REFERRAL_COOKIE, REFERRAL_COOKIE_MAX_AGE_DAYS } from '@arya/core/rules';
import { writeCookie } from '../../lib/cookies.ts';

const MAX_AGE_SECONDS = REFERRAL_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;

/**
 * Keeps a referral link's code until the visitor signs up (the server reads it when the profile is
 * made, then clears it); anything that cannot be a code is not kept. Answers whether it kept one.
 */
export function rememberReferralCode(value: string | null): boolean {
  const code = parseReferralCode(value);
  if (!code) return false;
  writeCookie(REFERRAL_COOKIE, code, { maxAgeSeconds: MAX_AGE_SECONDS });
  return true;
}
