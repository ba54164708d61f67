/** Spec 2 §9: the header search opens from this many characters and fires this long after typing stops. */
export const USER_SEARCH_MIN_LENGTH = 3;
export const USER_SEARCH_DEBOUNCE_MS = 750;
export const USER_SEARCH_MAX_LENGTH = 100;
/** Searches one member may run per minute (the header sends one per 750 ms of typing at most). */
export const USER_SEARCH_MAX_PER_MINUTE = 60;
/** Results the header search shows. */
export const USER_SEARCH_LIMIT = 10;

/** Spec 2 §9: the stored trust score is shown divided by this, rounded down. */
export const TRUST_SCORE_DIVISOR = 1000;
export const TRUST_SCORE_MAX = 1_000_000_000;

/** Spec 1 §5: the URL alias. */
export const ALIAS_MIN_LENGTH = 6;
export const ALIAS_MAX_LENGTH = 100;
export const ALIAS_CHANGE_INTERVAL_DAYS = 30;
/** Letters, digits and hyphens; no spaces, no other special characters. */
export const ALIAS_PATTERN = /^[A-Za-z0-9-]+$/;

/** Members following fewer people than this are offered "who to follow" on the home feed. */
export const FOLLOW_SUGGESTIONS_BELOW = 5;
/** Followers and following lists, per page. */
export const FOLLOWS_PAGE_SIZE = 20;
export const FOLLOWS_PAGE_SIZE_MAX = 50;
/** Ids one getUsers call may ask for. */
export const USERS_BY_IDS_MAX = 50;

/** Bounds of the profile form's fields. */
export const PROFILE_NAME_MAX_LENGTH = 50;
export const PROFILE_JOB_MAX_LENGTH = 100;
export const PROFILE_DESCRIPTION_MAX_LENGTH = 1000;
export const PROFILE_FIELD_MAX_LENGTH = 200;
export const PROFILE_POSTAL_CODE_MAX_LENGTH = 20;
/** Countries are ISO 3166-1 alpha-2 codes; spec 1 §3: FR by default. */
export const DEFAULT_COUNTRY = 'FR';

/** The profile picture: a square of this many pixels a side, made by the server. */
export const PROFILE_PICTURE_SIZE = 400;
/** Spec 1 §2: phone field countries offered first, and the default country per UI language. */
export const PHONE_PREFERRED_COUNTRIES = ['FR', 'GB', 'US'] as const;
export const PHONE_DEFAULT_COUNTRY = { fr: 'FR', en: 'US' } as const;
