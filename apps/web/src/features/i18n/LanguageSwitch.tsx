import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, LANGUAGES, localizePath, splitLanguagePrefix, type Language } from '@arya/core';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { writeCookie } from '../../lib/cookies.ts';
import { useUpdateLanguage } from '../session/me-queries.ts';
import { useSession } from '../session/session-context.ts';
import { useLanguage } from './use-language.ts';

/** Switches language and stays on the same page; remembers the choice in a cookie (and the profile when signed in). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const current = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const updateLanguage = useUpdateLanguage();

  const switchTo = (language: Language) => {
    if (language === current) return;
    writeCookie(LANGUAGE_COOKIE, language, { maxAgeSeconds: LANGUAGE_COOKIE_MAX_AGE_SECONDS });
    if (user) updateLanguage.mutate(language);
    const { path } = splitLanguagePrefix(location.pathname);
    void navigate(`${localizePath(path, language)}${location.search}${location.hash}`);
  };

  return (
    <div role="group" aria-label={t('language.label')} className={clsx('inline-flex rounded-full border border-slate-300 bg-white p-0.5 text-xs', className)}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === current}
          title={t(`language.${language}`)}
          onClick={() => switchTo(language)}
          className={clsx(
            'rounded-full px-2.5 py-1 font-semibold uppercase',
            language === current ? 'bg-slate-900 text-white' : 'text-slate-600 hover:bg-slate-100',
          )}
        >
          {language}
        </button>
      ))}
    </div>
  );
}
