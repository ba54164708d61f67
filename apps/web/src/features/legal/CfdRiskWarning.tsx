import { cfdRiskWarning, type BrokerEntry } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language.ts';

/**
 * ESMA's CFD risk warning (decision 2018/796, annex II) on the card of a broker selling CFDs: with
 * the share of losing retail accounts the broker publishes and its date when core knows it, else
 * ESMA's generic sentence. Nothing for a broker without CFDs.
 */
export function CfdRiskWarning({ broker }: { broker: Pick<BrokerEntry, 'offersCfds' | 'cfdRetailLossPercent' | 'cfdFiguresAsOf'> }) {
  const { t } = useTranslation('licences');
  const language = useLanguage();
  const warning = cfdRiskWarning(broker);
  if (!warning) return null;
  const percent = warning.kind === 'broker' ? new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(warning.percent) : null;
  const asOf = warning.kind === 'broker' ? new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(warning.asOf)) : null;
  return (
    <p role="note" data-testid="cfd-risk-warning" className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-2.5 text-xs leading-snug text-slate-800">
      {percent !== null && asOf !== null ? (
        <>
          {t('cfd.warningWithFigure', { percent })} <span className="text-slate-600">{t('cfd.figureSource', { date: asOf })}</span>
        </>
      ) : (
        t('cfd.warningGeneric')
      )}
    </p>
  );
}
