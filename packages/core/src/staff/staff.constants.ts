/** What staff may do to a member's account from the staff page; each is recorded with who and when. */
export const STAFF_ACTIONS = ['subscription.grant', 'subscription.revoke', 'licence.grant', 'licence.revoke', 'coins.grant', 'member.mute', 'member.suspend', 'member.lift'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** The tiers staff may grant: GOLD (an active subscription) or INFINITE (premium). */
export const STAFF_GRANT_TIERS = ['GOLD', 'INFINITE'] as const;
export type StaffGrantTier = (typeof STAFF_GRANT_TIERS)[number];
/** A grant ends at most this many years ahead. */
export const STAFF_GRANT_MAX_YEARS = 10;
/** Coins staff may grant in one action (a member's mistake to put right, a contest prize). */
export const STAFF_COINS_GRANT_MAX = 10_000;
export const STAFF_NOTE_MIN_LENGTH = 3;
export const STAFF_NOTE_MAX_LENGTH = 200;
/** What staff type to find a member: an e-mail address, an alias or an id. */
export const STAFF_LOOKUP_MAX_LENGTH = 254;
/** The staff page shows a member's newest subscriptions and licences, up to this many each. */
export const STAFF_MEMBER_LIST_LIMIT = 50;
export const STAFF_ACTIONS_PAGE_SIZE = 20;
export const STAFF_ACTIONS_PAGE_SIZE_MAX = 50;
/** Failed jobs (background work whose retries are spent) shown a page at a time to staff. */
export const STAFF_FAILED_JOBS_PAGE_SIZE = 20;
export const STAFF_FAILED_JOBS_PAGE_SIZE_MAX = 50;

/** Who translates texts (the server's setting): DeepL, LibreTranslate, the development phrasebook, or nobody. */
export const TRANSLATION_PROVIDERS = ['deepl', 'libretranslate', 'dev', 'off'] as const;
export type TranslationProvider = (typeof TRANSLATION_PROVIDERS)[number];
/** Why translations wait: the month's character budget is spent, or the provider said its own quota is. */
export const TRANSLATION_PAUSE_REASONS = ['budget', 'provider_quota'] as const;
export type TranslationPauseReason = (typeof TRANSLATION_PAUSE_REASONS)[number];
