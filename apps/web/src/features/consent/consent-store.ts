import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, CONSENT_VERSION, parseConsentCookie, serializeConsentCookie, type ConsentChoice } from '@arya/core/rules';
import { recordConsentRoute } from '@arya/core/routes';
import { useSyncExternalStore } from 'react';
import { callApi } from '../../lib/api-client.ts';
import { readCookie, writeCookie } from '../../lib/cookies.ts';

const MAX_AGE_SECONDS = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60;

/** The browser's consent choice as its cookie holds it (read once, then kept here as it changes). */
let current: ConsentChoice | null | undefined;
const listeners = new Set<() => void>();

function snapshot(): ConsentChoice | null {
  if (current === undefined) current = parseConsentCookie(readCookie(CONSENT_COOKIE));
  return current;
}

/**
 * The consent cookie's choice (null: none yet; undefined: not read yet, on the server and while the page
 * is hydrated); the banner and the tag manager follow it.
 */
export function useConsentChoice(): ConsentChoice | null | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot,
    // The server's page is the same for every visitor: no choice read there; the browser reads it once hydrated.
    () => undefined,
  );
}

/** A new browser consent id; crypto.randomUUID needs a secure page (HTTPS or localhost), getRandomValues does not. */
function newConsentId(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The analytics cookies the tag manager's Google Analytics set (`_ga`, `_ga_<id>`, `_gid`, `_gat…`),
 * on this host and on each parent domain they may have been written to.
 */
export function removeAnalyticsCookies(): void {
  const names = document.cookie
    .split('; ')
    .map((entry) => entry.split('=')[0]!)
    .filter((name) => /^_ga($|_)|^_gid$|^_gat/.test(name));
  const labels = window.location.hostname.split('.');
  const domains = [undefined, ...labels.slice(0, -1).map((_label, index) => labels.slice(index).join('.'))];
  for (const name of names) {
    for (const domain of domains) document.cookie = `${name}=; max-age=0; path=/${domain ? `; domain=.${domain}` : ''}`;
  }
}

/**
 * Saves a choice: in the cookie for six months at once (the page never waits for the server), and
 * on the server as the proof of it (CNIL), by browser and member. Refusing after accepting takes the
 * analytics cookies away and reloads the page, so the tag manager already running stops.
 */
export function saveConsent(analytics: boolean): void {
  const previous = snapshot();
  const choice: ConsentChoice = { v: CONSENT_VERSION, id: previous?.id ?? newConsentId(), analytics, at: new Date().toISOString() };
  writeCookie(CONSENT_COOKIE, serializeConsentCookie(choice), { maxAgeSeconds: MAX_AGE_SECONDS });
  current = choice;
  for (const listener of listeners) listener();
  const recorded = callApi(recordConsentRoute, { body: { analytics, version: CONSENT_VERSION, consentId: choice.id } }).catch(() => undefined);
  if (!analytics && (previous?.analytics || window.dataLayer)) {
    removeAnalyticsCookies();
    // The tag manager cannot be unloaded: a new page without it (once the refusal is recorded).
    if (window.dataLayer) void recorded.then(() => window.location.reload());
  }
}

/** Tests: forget what was read from the cookie. */
export function resetConsentForTests(): void {
  current = undefined;
  listeners.clear();
}
