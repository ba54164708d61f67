import type { TranslationQueue as TranslationQueueState } from '@arya/core/contract';
import { formatContentDate, formatCount, type Language } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { useTranslationQueue } from '../queries.ts';
import { FormHeading, StaffSection } from './StaffSection.tsx';

const JOB_STATES = ['waiting', 'deferred', 'active', 'failed'] as const;
const LOCALE: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };

/** The month a pause ends in ("décembre"): the budget starts again on the 1st, 00:00 UTC, the same day everywhere it is read. */
const monthName = (date: string, language: Language) => new Intl.DateTimeFormat(LOCALE[language], { month: 'long', timeZone: 'UTC' }).format(new Date(date));

/** Machine translation: who translates, this month's characters against the budget, the jobs by state, and why they wait. */
export function TranslationQueue() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const queue = useTranslationQueue();
  return (
    <StaffSection title={t('translationQueue.title')}>
      {queue.isPending ? (
        <Spinner />
      ) : queue.isError ? (
        <LoadError title={t('translationQueue.loadError')} retryLabel={t('translationQueue.retry')} error={queue.error} onRetry={() => void queue.refetch()} retrying={queue.isRefetching} />
      ) : (
        <QueueState state={queue.data} language={language} />
      )}
    </StaffSection>
  );
}

function QueueState({ state, language }: { state: TranslationQueueState; language: Language }) {
  const { t } = useTranslation('staff');
  const count = (value: number) => formatCount(value, language);
  const provider = state.provider === 'off' ? null : t(`translationQueue.providers.${state.provider}`);
  return (
    <>
      <p className="text-slate-900">{provider ? t('translationQueue.provider', { provider }) : t('translationQueue.off')}</p>
      {/* With nobody translating, nothing waits for a budget or a quota. */}
      {state.reason && provider && (
        <p className="rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="translation-pause">
          {state.reason === 'budget'
            ? t('translationQueue.pausedBudget', { month: state.pausedUntil ? monthName(state.pausedUntil, language) : '' })
            : t('translationQueue.pausedQuota', { provider })}
        </p>
      )}
      <p className="text-sm text-slate-700">{t('translationQueue.budget', { used: count(state.budget.used), limit: count(state.budget.limit) })}</p>
      <FormHeading>{t('translationQueue.jobsTitle')}</FormHeading>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {JOB_STATES.map((jobState) => (
          <div key={jobState} className="rounded-xl border border-slate-200 px-3 py-2">
            <dt className="text-sm text-slate-600">{t(`translationQueue.jobs.${jobState}`)}</dt>
            <dd className="text-lg font-semibold text-slate-900">{count(state.jobs[jobState])}</dd>
          </div>
        ))}
      </dl>
      {state.lastQuotaAt && (
        <p className="text-sm text-slate-600">
          <time dateTime={state.lastQuotaAt}>{t('translationQueue.lastQuota', { date: formatContentDate(state.lastQuotaAt, language) })}</time>
        </p>
      )}
    </>
  );
}
