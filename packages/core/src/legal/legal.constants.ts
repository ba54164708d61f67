/**
 * The versions of the legal texts a member accepts (issue 25). Bump one when its text changes in a
 * way members must accept again: the sign-up form sends the terms version it showed, the server
 * refuses an e-mail sign-up without the current one, and the acceptance is recorded with it
 * (`consent_records`, kind `terms`).
 */
export const TERMS_VERSION = '2026-11-27';
export const PRIVACY_VERSION = '2026-11-28';

/** The legal pages, by route id: terms of use (with the community rules), privacy policy, legal notice. */
export const LEGAL_PAGES = ['legalTerms', 'legalPrivacy', 'legalNotice'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/** The longest terms version a client may send (a date-like tag). */
export const TERMS_VERSION_MAX_LENGTH = 32;
