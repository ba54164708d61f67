import type { BROKERS } from '@arya/core/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/Button.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { CfdRiskWarning } from '../../legal/CfdRiskWarning.tsx';
import { NewTabLink } from './NewTabLink.tsx';

type Broker = (typeof BROKERS)[number];

/**
 * A partner broker: its benefit, the instruments it offers, ESMA's CFD risk warning when it sells CFDs
 * and a way to open an account there; "Other" says what to do instead.
 */
export function BrokerCard({ broker }: { broker: Broker }) {
  const { t } = useTranslation('licences');
  const to = useLocalizedPath();
  const headingId = useId();
  const name = broker.label ?? t('brokerPage.other');
  return (
    <li data-testid="broker-card" className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <article aria-labelledby={headingId} className="flex flex-1 flex-col">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {name}
        </h2>
        <p className="mt-1 flex-1 text-sm text-slate-700">{broker.signUpUrl ? t(`brokers.${broker.id}.benefit`) : t('brokerPage.otherText')}</p>
        {broker.instruments.length > 0 && (
          <ul aria-label={t('brokerPage.instruments')} className="mt-3 flex flex-wrap gap-1.5">
            {broker.instruments.map((instrument) => (
              <li key={instrument} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                {t(`instruments.${instrument}`)}
              </li>
            ))}
          </ul>
        )}
        <CfdRiskWarning broker={broker} />
        <div className="mt-4">
          {broker.signUpUrl ? (
            <NewTabLink href={broker.signUpUrl} className={`${buttonClasses({ outline: true, wrap: true })} w-full`}>
              {t('brokerPage.openAccount', { name })}
            </NewTabLink>
          ) : (
            <Link to={to('/my-account/licences')} className={`${buttonClasses({ outline: true, color: 'gray', wrap: true })} w-full`}>
              {t('brokerPage.otherLink')}
            </Link>
          )}
        </div>
      </article>
    </li>
  );
}
