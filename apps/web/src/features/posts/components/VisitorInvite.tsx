import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/Button.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { visitorAuthLinks } from '../post-links.ts';

/** Shown to signed-out readers of a post or profile: join or sign in, then come back here. */
export function VisitorInvite() {
  const { t } = useTranslation('posts');
  const language = useLanguage();
  const location = useLocation();
  const titleId = useId();
  const links = visitorAuthLinks(`${location.pathname}${location.search}`, language);
  return (
    <section data-testid="visitor-invite" aria-labelledby={titleId} className="mb-5 flex flex-col gap-3 rounded-2xl border border-indigo-200 bg-indigo-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div>
        {/* Not a heading: it comes before the page's h1. */}
        <p id={titleId} className="font-semibold text-indigo-950">
          {t('visitor.title')}
        </p>
        <p className="mt-1 text-sm text-indigo-900">{t('visitor.text')}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link to={links.register} className={`${buttonClasses({ size: 'small' })} whitespace-nowrap`}>
          {t('visitor.register')}
        </Link>
        <Link to={links.signIn} className={`${buttonClasses({ size: 'small', color: 'indigo', outline: true })} whitespace-nowrap`}>
          {t('visitor.sign_in')}
        </Link>
      </div>
    </section>
  );
}
