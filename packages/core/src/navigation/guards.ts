import { localizePath, splitLanguagePrefix, type Language } from '../common/languages.ts';
import type { RouteAccess } from './routes.ts';

export type SignInState = 'unknown' | 'signedIn' | 'signedOut';

export type GuardDecision = { kind: 'wait' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

export const NEXT_QUERY = 'next';

/** `/auth?next=<encoded full path>` in the visitor's language. */
export function signInRedirect(fullPath: string, language: Language): string {
  return `${localizePath('/auth', language)}?${NEXT_QUERY}=${encodeURIComponent(fullPath)}`;
}

/**
 * A `next` value is followed only when it is a path of this site. It is normalised first (dot
 * segments resolved, backslashes and tabs handled as a browser would), and the result must still
 * start with a single slash on the same origin: `//evil.com`, `https://…`, `/\\evil` and paths that
 * only become `//evil.com` once normalised (`/.//evil.com`) are dropped.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/')) return null;
  try {
    const base = 'http://site.invalid';
    const url = new URL(next, base);
    if (url.origin !== base) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return isSitePath(path) ? path : null;
  } catch {
    return null;
  }
}

/**
 * The `next` of a sign-in page switched to another language follows the switch: the page the
 * member wanted, in the new language (`/en` ⇄ `/`, `/en/ideas?tab=all` ⇄ `/ideas?tab=all`). A value
 * that is no path of this site is left as it is (it is never followed anyway).
 */
export function nextPathInLanguage(next: string, language: Language): string {
  const safe = safeNextPath(next);
  if (!safe) return next;
  const url = new URL(safe, 'http://site.invalid');
  return `${localizePath(splitLanguagePrefix(url.pathname).path, language)}${url.search}${url.hash}`;
}

/** A path a browser resolves on this site: one leading slash, never `//host` or `/\\host`. */
function isSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/**
 * The route guard of spec 1 §4: visitors on member pages go to sign in with the page they wanted;
 * signed-in users on sign-in pages go to the feed, or to `next` when it is a path of this site.
 */
export function decideRouteAccess(input: {
  access: RouteAccess;
  state: SignInState;
  fullPath: string;
  language: Language;
  next?: string | null;
}): GuardDecision {
  const { access, state, fullPath, language } = input;
  if (state === 'unknown') return access === 'public' ? { kind: 'allow' } : { kind: 'wait' };
  if (state === 'signedOut') {
    return access === 'member' ? { kind: 'redirect', to: signInRedirect(fullPath, language) } : { kind: 'allow' };
  }
  if (access === 'guest') {
    return { kind: 'redirect', to: safeNextPath(input.next) ?? localizePath('/', language) };
  }
  return { kind: 'allow' };
}

/**
 * The onboarding guard of spec 1 §4: with the onboarding flag off, /on-boarding leads to the feed;
 * with it on, a member who has neither answered nor skipped the questions is taken to /on-boarding.
 */
export function decideOnboarding(input: {
  routeId: string;
  access: RouteAccess;
  onboardingEnabled: boolean;
  showOnboarding: boolean;
  language: Language;
}): GuardDecision {
  const { routeId, access, onboardingEnabled, showOnboarding, language } = input;
  if (routeId === 'onBoarding' && !onboardingEnabled) return { kind: 'redirect', to: localizePath('/', language) };
  if (onboardingEnabled && showOnboarding && access === 'member' && routeId !== 'onBoarding') {
    return { kind: 'redirect', to: localizePath('/on-boarding', language) };
  }
  return { kind: 'allow' };
}
