/**
 * The browser's consent to non-essential cookies (CNIL): asked before the tag manager loads, kept in
 * this first-party cookie, asked again after six months (the CNIL's recommended maximum) or when
 * the version changes.
 */
export const CONSENT_COOKIE = 'arya_consent';
export const CONSENT_MAX_AGE_DAYS = 182;
/** What the banner asks: a new version (new purposes, new processors) asks everyone again. */
export const CONSENT_VERSION = '2026-11';
/** The purposes a visitor may accept or refuse; everything else is essential and needs no consent. */
export const CONSENT_KINDS = ['analytics', 'terms', 'privacy'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
/** The member's consent records are listed a page at a time. */
export const CONSENTS_PAGE_SIZE_MAX = 50;
/** The window event that opens the consent settings (the footer and the account page dispatch it). */
export const CONSENT_SETTINGS_EVENT = 'arya:consent-settings';
