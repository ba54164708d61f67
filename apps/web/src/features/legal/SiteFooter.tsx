import { routePath } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openConsentSettings } from '../consent/open-consent-settings.ts';
import { useLanguage } from '../i18n/use-language.ts';

const LINK = 'rounded underline-offset-2 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * The foot of every page of the app, auth and account layouts (issue 25): the terms of use, the
 * privacy policy, the legal notice and the cookie settings. `className` gives it room on phones,
 * where the layout puts a bar fixed at the bottom of the screen.
 */
export function SiteFooter({ className = '' }: { className?: string }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  return (
    <footer className={`border-t border-slate-200 px-4 py-5 text-sm text-slate-600 ${className}`} data-testid="site-footer">
      <nav aria-label={t('legal.footer')} className="mx-auto max-w-6xl">
        <ul className="flex flex-wrap items-center justify-center gap-x-5 gap-y-2">
          <li>
            <Link to={routePath('legalTerms', language)} className={LINK}>
              {t('legal.terms')}
            </Link>
          </li>
          <li>
            <Link to={routePath('legalPrivacy', language)} className={LINK}>
              {t('legal.privacy')}
            </Link>
          </li>
          <li>
            <Link to={routePath('legalNotice', language)} className={LINK}>
              {t('legal.notice')}
            </Link>
          </li>
          <li>
            <button type="button" onClick={openConsentSettings} className={`${LINK} cursor-pointer`}>
              {t('legal.cookies')}
            </button>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
