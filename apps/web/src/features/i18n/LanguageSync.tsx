import { LANGUAGE_COOKIE, matchAppRoute } from '@arya/core/rules';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readCookie } from '../../lib/cookies.ts';
import { useSession } from '../session/session-context.ts';
import { useLanguage } from './use-language.ts';
import { languageToApply } from './language-choice.ts';
import { pathInLanguage, rememberLanguage } from './use-switch-language.ts';

/**
 * Spec 1 §4 and §9: the language picked on arrival (cookie, then browser, then French, decided by the
 * server's redirect) is written to the cookie; when a member is known, their DefaultLanguage sets the
 * UI language, once per sign-in, on the same page in that language.
 */
export function LanguageSync() {
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const appliedFor = useRef<string | null>(null);

  const uid = user?.uid ?? null;
  const defaultLanguage = user?.defaultLanguage ?? null;
  useEffect(() => {
    const decision = languageToApply({
      urlLanguage: language,
      cookie: readCookie(LANGUAGE_COOKIE),
      member: uid && defaultLanguage ? { uid, defaultLanguage } : null,
      appliedFor: appliedFor.current,
      onGuestPage: matchAppRoute(location.pathname)?.route.access === 'guest',
    });
    if (decision.appliedFor !== undefined) appliedFor.current = decision.appliedFor;
    if (decision.remember) rememberLanguage(decision.remember);
    if (decision.switchTo) void navigate(pathInLanguage(location, decision.switchTo), { replace: true });
  }, [language, uid, defaultLanguage, location, navigate]);

  return null;
}
