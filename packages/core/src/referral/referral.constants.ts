/** Coins a member earns for each member they referred, once that member has verified a phone number. */
export const REFERRAL_COINS_PER_MEMBER = 500;
/** Spec 1 §1: referrals earn up to 50,000 loyalty coins. */
export const REFERRAL_COINS_MAX = 50_000;
/** The sign-up page's query parameter carrying the referrer's code, and the cookie keeping it until sign-up. */
export const REFERRAL_QUERY_PARAM = 'ref';
export const REFERRAL_COOKIE = 'arya_referrer';
export const REFERRAL_COOKIE_MAX_AGE_DAYS = 30;
/**
 * A referral code is the referrer's system alias (made once at sign-up, never changed): lower-case
 * letters, digits and hyphens. Anything else in `ref` is not a code and is ignored.
 */
export const REFERRAL_CODE_MAX_LENGTH = 100;
/** The referral page lists the members referred a page at a time. */
export const REFERRALS_PAGE_SIZE = 20;
export const REFERRALS_PAGE_SIZE_MAX = 50;
/** Whether a referred member has earned their referrer coins yet (they do once their phone is verified). */
export const REFERRAL_STATUSES = ['pending', 'credited'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
