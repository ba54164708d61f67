import { REFERRAL_QUERY_PARAM } from '@arya/core/rules';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../session/session-context.ts';
import { rememberReferralCode } from './referral-cookie.ts';

/** A referral link's `ref`, kept in the referral cookie while the visitor is signed out (as the affiliate source is). */
export function ReferralTracker() {
  const [search] = useSearchParams();
  const { state } = useSession();
  const code = search.get(REFERRAL_QUERY_PARAM);
  useEffect(() => {
    if (state === 'signedOut' && code) rememberReferralCode(code);
  }, [state, code]);
  return null;
}
