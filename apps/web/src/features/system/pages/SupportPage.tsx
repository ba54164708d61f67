import { helpCentreTarget, SUPPORT_REDIRECT_PARAM } from '@arya/core/rules';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/Spinner.tsx';
import { usePageTitle } from '../../../components/PageHeading.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { usePublicConfig } from '../config-queries.ts';

/**
 * The help centre lives outside the app: this page sends the member to the knowledge section its
 * redirect_url names when that is one of the configured help-centre addresses (never elsewhere),
 * else to the one of their language.
 */
export default function SupportPage() {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const config = usePublicConfig();
  const [search] = useSearchParams();
  const target = helpCentreTarget(search.get(SUPPORT_REDIRECT_PARAM), config.links.helpCentre, language);
  usePageTitle(t('support.title'));
  useEffect(() => {
    window.location.assign(target);
  }, [target]);
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <Spinner />
      <h1 className="text-2xl font-bold text-slate-900">{t('support.title')}</h1>
      <p className="text-slate-600">{t('support.redirecting')}</p>
      <a className="font-semibold text-indigo-700 underline" href={target}>
        {t('support.open')}
      </a>
    </div>
  );
}
