import type { Licence } from '@arya/core/contract';
import { BROKERS, formatDay, licenceDisplayName } from '@arya/core/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { LicenceForm } from './LicenceForm.tsx';
import { LicenceStatusBadge } from './LicenceStatusBadge.tsx';

/** One licence: what it installs, its status and dates; active, its broker and MT4 account form; revoked, what it was tied to. */
export function LicenceCard({ licence }: { licence: Licence }) {
  const { t } = useTranslation('licences');
  const language = useLanguage();
  const headingId = useId();
  const name = licenceDisplayName(licence.product);
  const broker = BROKERS.find((candidate) => candidate.id === licence.broker);
  return (
    <li data-testid="licence-card" className="rounded-2xl border border-slate-200 bg-white p-5">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="text-lg font-semibold text-slate-900">
              {name}
            </h3>
            <p className="text-sm text-slate-600">
              {t('licence.code', { code: licence.product })}
              {licence.expiresAt && <> · {t('licence.validUntil', { date: formatDay(licence.expiresAt, language) })}</>}
            </p>
          </div>
          <LicenceStatusBadge status={licence.status} />
        </div>
        {licence.status === 'active' ? (
          <LicenceForm licence={licence} />
        ) : (
          <>
            <p className="mt-3 text-sm text-slate-700">{t('licence.revokedNote')}</p>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">{t('licence.broker')}</dt>
              <dd className="text-slate-900">{broker ? (broker.label ?? t('brokerPage.other')) : t('licence.notSet')}</dd>
              <dt className="text-slate-600">{t('licence.accountId')}</dt>
              <dd className="text-slate-900">{licence.accountID ?? t('licence.notSet')}</dd>
            </dl>
          </>
        )}
      </article>
    </li>
  );
}
