import { CONSENT_MAX_AGE_DAYS, CONSENT_VERSION } from './consent.constants.ts';

/** What the consent cookie holds: the version asked, the browser's consent id, the choice and when it was made. */
export interface ConsentChoice {
  v: string;
  id: string;
  analytics: boolean;
  /** ISO 8601 instant of the choice. */
  at: string;
}

const CONSENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a value can be a browser's consent id (a UUID). */
export function isConsentId(value: unknown): value is string {
  return typeof value === 'string' && CONSENT_ID.test(value);
}

/** The choice a consent cookie holds, or null for anything else (absent, edited by hand, truncated). */
export function parseConsentCookie(raw: string | null | undefined): ConsentChoice | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 500) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { v, id, analytics, at } = parsed as Record<string, unknown>;
  if (typeof v !== 'string' || !isConsentId(id) || typeof analytics !== 'boolean' || typeof at !== 'string') return null;
  if (Number.isNaN(Date.parse(at))) return null;
  return { v, id: id.toLowerCase(), analytics, at };
}

/** The cookie's text for a choice. */
export function serializeConsentCookie(choice: ConsentChoice): string {
  return JSON.stringify({ v: choice.v, id: choice.id, analytics: choice.analytics, at: choice.at });
}

/** When a choice made at `decidedAt` must be asked again. */
export function consentExpiresAt(decidedAt: Date): Date {
  return new Date(decidedAt.getTime() + CONSENT_MAX_AGE_DAYS * DAY_MS);
}

/**
 * Whether a choice still holds: made for the current version, less than six months ago, and not in
 * the future (a clock set wrong, or a forged date, is asked again rather than trusted for years).
 */
export function consentIsCurrent(value: ConsentChoice | null, now: Date): value is ConsentChoice {
  if (!value || value.v !== CONSENT_VERSION) return false;
  const at = Date.parse(value.at);
  if (Number.isNaN(at) || at > now.getTime() + DAY_MS) return false;
  return consentExpiresAt(new Date(at)).getTime() > now.getTime();
}

/** Whether the tag manager may load: a current choice that accepts analytics. */
export function analyticsAllowed(value: ConsentChoice | null, now: Date): boolean {
  return consentIsCurrent(value, now) && value.analytics;
}
