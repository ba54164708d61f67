import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { writeCookie } from '../lib/cookies.ts';
import { useSession } from '../features/session/session-context.ts';

export const AFFILIATE_SOURCES = ['arya-free-net', 'arya-premium-net'] as const;
export const AFFILIATE_COOKIE = 'postaffiliate';
const AFFILIATE_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Keeps a recognised affiliate `source` in the postaffiliate cookie, only while the visitor is signed out. */
export function AffiliateTracker() {
  const [search] = useSearchParams();
  const { state } = useSession();
  const source = search.get('source');
  useEffect(() => {
    if (state !== 'signedOut' || !source) return;
    if ((AFFILIATE_SOURCES as readonly string[]).includes(source)) {
      writeCookie(AFFILIATE_COOKIE, source, { maxAgeSeconds: AFFILIATE_COOKIE_MAX_AGE_SECONDS });
    }
  }, [state, source]);
  return null;
}
