import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, localizePath, NEXT_QUERY, nextPathInLanguage, splitLanguagePrefix, type Language } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { writeCookie } from '../../lib/cookies.ts';
import { useUpdateLanguage } from '../session/me-queries.ts';
import { useSession } from '../session/session-context.ts';
import { useLanguage } from './use-language.ts';

/** Remembers a language for the next visits (spec 1 §9: 365 days, path /, SameSite Lax). */
export function rememberLanguage(language: Language): void {
  writeCookie(LANGUAGE_COOKIE, language, { maxAgeSeconds: LANGUAGE_COOKIE_MAX_AGE_SECONDS });
}

/**
 * The same page in another language: `/en/ideas?x=1` ⇄ `/ideas?x=1`. The page a sign-in page leads
 * to (`next`) follows: `/en/auth?next=%2Fen` ⇄ `/auth?next=%2F`.
 */
export function pathInLanguage(location: { pathname: string; search: string; hash: string }, language: Language): string {
  const { path } = splitLanguagePrefix(location.pathname);
  const params = new URLSearchParams(location.search);
  const next = params.get(NEXT_QUERY);
  let search = location.search;
  if (next !== null) {
    params.set(NEXT_QUERY, nextPathInLanguage(next, language));
    search = `?${params.toString()}`;
  }
  return `${localizePath(path, language)}${search}${location.hash}`;
}

/**
 * Switches the UI language and stays on the same page: the texts change at once, the address takes
 * the language's prefix, the choice goes into the cookie and, for a member, into the profile.
 */
export function useSwitchLanguage() {
  const { i18n } = useTranslation();
  const current = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const updateLanguage = useUpdateLanguage();

  return (language: Language) => {
    if (language === current) return;
    rememberLanguage(language);
    if (user) updateLanguage.mutate(language);
    void i18n.changeLanguage(language);
    void navigate(pathInLanguage(location, language));
  };
}
