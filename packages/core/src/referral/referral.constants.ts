/** Coins a member earns for each member they referred, once that member has verified a phone number. */
export const REFERRAL_COINS_PER_MEMBER = 500;
/** Spec 1 §1: referrals earn up to 50,000 loyalty coins. */
export const REFERRAL_COINS_MAX = 50_000;
/** The sign-up page's query parameter carrying the referrer's code, and the cookie keeping it until sign-up. */
export const REFERRAL_QUERY_PARAM = 'ref';
export const REFERRAL_COOKIE = 'arya_referrer';
export const REFERRAL_COOKIE_MAX_AGE_DAYS = 30;
