import { formatEuros, VIRTUAL_SERVER_OFFER } from '@arya/core/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { usePublicConfig } from '../../system/config-queries.ts';
import { NewTabLink } from './NewTabLink.tsx';

/** Spec 1 §1: a virtual server, free the first year then 149 € a year; credentials within 24 hours. */
export function VirtualServerOffer() {
  const { t } = useTranslation('licences');
  const language = useLanguage();
  const config = usePublicConfig();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-2xl border border-indigo-200 bg-indigo-50 p-5">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon name="cpu" className="size-6 shrink-0 text-indigo-700" />
        {t('virtualServer.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('virtualServer.text')}</p>
      <p className="mt-3 text-slate-900">
        <strong className="font-bold">{t('virtualServer.free')}</strong>, {t('virtualServer.then', { price: formatEuros(VIRTUAL_SERVER_OFFER.yearlyPriceEuros, language) })}
      </p>
      <p className="mt-1 text-sm text-slate-700">{t('virtualServer.credentials', { hours: VIRTUAL_SERVER_OFFER.credentialsWithinHours })}</p>
      <NewTabLink href={config.links.virtualServer} className={`${buttonClasses({ wrap: true })} mt-4 w-full sm:w-auto`}>
        {t('virtualServer.cta')}
      </NewTabLink>
    </section>
  );
}
