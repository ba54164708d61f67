import { ALIAS_CHANGE_INTERVAL_DAYS, TRUST_SCORE_DIVISOR, USER_SEARCH_MIN_LENGTH } from './people.constants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec 2 §4: the score divided by 1000, rounded down, shown only above 0 (null: not shown). */
export function shownTrustScore(score: number): number | null {
  const shown = Math.floor(score / TRUST_SCORE_DIVISOR);
  return shown > 0 ? shown : null;
}

/** Spec 1 §5: the display name is the first name, a space, and the last name. */
export function displayNameOf(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}

/** A display name split for the form when no first and last name were stored: at the first space. */
export function splitDisplayName(displayName: string): { firstName: string; lastName: string } {
  const name = displayName.trim();
  const space = name.indexOf(' ');
  return space < 0 ? { firstName: name, lastName: '' } : { firstName: name.slice(0, space), lastName: name.slice(space + 1).trim() };
}

/** When an alias set at `changedAt` may be changed again (null: now). */
export function aliasChangeableFrom(changedAt: Date | string | null): Date | null {
  if (!changedAt) return null;
  return new Date(new Date(changedAt).getTime() + ALIAS_CHANGE_INTERVAL_DAYS * DAY_MS);
}

/** Spec 1 §5: an alias changed less than 30 days ago cannot be changed. */
export function canChangeAlias(changedAt: Date | string | null, now: Date = new Date()): boolean {
  const from = aliasChangeableFrom(changedAt);
  return from === null || now.getTime() >= from.getTime();
}

/** Aliases compare without case: "Ana-Trader" and "ana-trader" are the same address. */
export function sameAlias(a: string | null | undefined, b: string | null | undefined): boolean {
  return typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase();
}

/** Whether a search term is long enough to be sent (spec 2 §1: more than 2 characters). */
export function isSearchableTerm(term: string): boolean {
  return term.trim().length >= USER_SEARCH_MIN_LENGTH;
}
