import { localizePath, type Language } from '../common/languages.ts';
import { REFERRAL_COINS_MAX, REFERRAL_COINS_PER_MEMBER, REFERRAL_CODE_MAX_LENGTH, REFERRAL_QUERY_PARAM } from './referral.constants.ts';

/**
 * The coins a new referral earns a member who has already earned `earnedSoFar`: none past the cap,
 * and none for a phone number that already earned referral coins (a number freed by one member and
 * verified by the next must not pay twice: the point of crediting at phone verification).
 */
export function referralCredit(earnedSoFar: number, numberCreditedBefore = false): number {
  if (numberCreditedBefore) return 0;
  return Math.max(0, Math.min(REFERRAL_COINS_PER_MEMBER, REFERRAL_COINS_MAX - earnedSoFar));
}

const REFERRAL_CODE = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** The referral code in a `ref` value (trimmed, lower-cased), or null when it cannot be one. */
export function parseReferralCode(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toLowerCase();
  if (code.length === 0 || code.length > REFERRAL_CODE_MAX_LENGTH || !REFERRAL_CODE.test(code)) return null;
  return code;
}

/** The link a member shares: the sign-up page in their language, carrying their code. */
export function referralLink(publicUrl: string, language: Language, code: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}${localizePath('/register', language)}?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(code)}`;
}

/** How far along the cap a member is, in whole percent (0 to 100), for the progress bar. */
export function referralProgressPercent(coinsEarned: number): number {
  return Math.min(100, Math.max(0, Math.floor((coinsEarned / REFERRAL_COINS_MAX) * 100)));
}
