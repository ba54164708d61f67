import { formatContentDate } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { canLoadMorePages, flattenPages } from '../../../lib/keyset-pages.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useFailedJobs, useRetryFailedJob } from '../queries.ts';
import { StaffSection } from './StaffSection.tsx';

/** Background jobs whose retries are spent: which kind, the last error, how many tries, when. */
export function FailedJobs() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const jobs = useFailedJobs();
  const items = flattenPages(jobs.data?.pages, (item) => item.id);
  const retry = useRetryFailedJob();
  const runAgain = (job: { id: string; queue: string }) =>
    retry.mutate(job.id, {
      onSuccess: () => toast.success(t('failedJobs.sentBack', { queue: job.queue })),
      onError: (error) => toast.error(errorMessage(t, error)),
    });
  return (
    <StaffSection title={t('failedJobs.title')}>
      <p className="text-sm text-slate-600">{t('failedJobs.description')}</p>
      {jobs.isPending ? (
        <Spinner />
      ) : jobs.isError ? (
        <LoadError title={t('failedJobs.loadError')} retryLabel={t('failedJobs.retry')} error={jobs.error} onRetry={() => void jobs.refetch()} retrying={jobs.isRefetching} />
      ) : items.length === 0 ? (
        <p className="text-slate-600">{t('failedJobs.empty')}</p>
      ) : (
        <ol className="divide-y divide-slate-100" data-testid="failed-jobs">
          {items.map((job) => (
            <li key={job.id} className="flex min-w-0 flex-wrap items-start justify-between gap-2 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="font-mono text-sm break-all text-slate-900">{job.queue}</p>
                <p className="text-sm break-words text-slate-700">{job.error}</p>
                <p className="text-sm text-slate-600">
                  {t('failedJobs.attempts', { count: job.attempts })} · <time dateTime={job.failedAt}>{t('failedJobs.failedAt', { date: formatContentDate(job.failedAt, language) })}</time>
                </p>
              </div>
              <Button
                color="gray"
                outline
                size="small"
                aria-label={t('failedJobs.runAgainLabel', { queue: job.queue, date: formatContentDate(job.failedAt, language) })}
                loading={retry.isPending && retry.variables === job.id}
                disabled={retry.isPending}
                onClick={() => runAgain(job)}
              >
                {t('failedJobs.runAgain')}
              </Button>
            </li>
          ))}
        </ol>
      )}
      {canLoadMorePages(jobs.data?.pages) && (
        <Button color="gray" outline className="w-full" loading={jobs.isFetchingNextPage} onClick={() => void jobs.fetchNextPage()}>
          {t('failedJobs.more')}
        </Button>
      )}
    </StaffSection>
  );
}
