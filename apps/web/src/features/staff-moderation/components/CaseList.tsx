import type { ModerationCaseSummary } from '@arya/core/contract';
import { formatDay } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { canLoadMorePages, flattenPages } from '../../../lib/keyset-pages.ts';
import { useLanguage, useLocalizedPath } from '../../i18n/use-language.ts';
import { useModerationQueue, type CaseStatus } from '../queries.ts';

/** The cases of one status, the last reported first, with "show more" for the next keyset page. */
export function CaseList({ status }: { status: CaseStatus }) {
  const { t } = useTranslation('staffModeration');
  const list = useModerationQueue(status);
  const cases = flattenPages(list.data?.pages, (entry) => entry.id);
  if (list.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner size="medium" />
      </div>
    );
  }
  if (list.isError) return <LoadError title={t('queue.loadError')} retryLabel={t('common:retry')} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  if (cases.length === 0) return <p className="rounded-xl bg-slate-50 px-4 py-5 text-center text-sm text-slate-600">{t('queue.empty')}</p>;
  return (
    <>
      <ul className="divide-y divide-slate-100" data-testid="moderation-cases">
        {cases.map((entry) => (
          <CaseRow key={entry.id} entry={entry} />
        ))}
      </ul>
      {canLoadMorePages(list.data.pages) && (
        <Button color="gray" outline className="mt-3 w-full" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('queue.loadMore')}
        </Button>
      )}
    </>
  );
}

const KIND_ICONS = { post: 'pencil', comment: 'comment', reply: 'comment', member: 'user' } as const;

function CaseRow({ entry }: { entry: ModerationCaseSummary }) {
  const { t } = useTranslation('staffModeration');
  const language = useLanguage();
  const to = useLocalizedPath();
  return (
    <li>
      {/* The whole row is the link: its name says the kind, the member and how often it was reported. */}
      <Link
        to={to(`/my-account/moderation/${entry.id}`)}
        className="flex min-w-0 items-start gap-3 rounded-lg px-2 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
      >
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600" aria-hidden="true">
          <Icon name={KIND_ICONS[entry.item.kind]} className="size-5" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-semibold text-slate-900">{t(`kinds.${entry.item.kind}`)}</span>
            <span className="min-w-0 truncate text-sm text-slate-700">{t('queue.about', { name: entry.memberName })}</span>
          </span>
          <span className="flex flex-wrap gap-1">
            {entry.categories.map((category) => (
              <span key={category} className="rounded-md bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800 ring-1 ring-red-200 ring-inset">
                {t(`categories.${category}`)}
              </span>
            ))}
          </span>
          <span className="text-xs text-slate-600">
            {t('queue.reports', { count: entry.reportsCount })} · {t('queue.lastReport', { date: formatDay(entry.lastReportedAt, language) })}
          </span>
        </span>
        <Icon name="chevronDown" className="mt-2 size-4 shrink-0 -rotate-90 text-slate-400" />
      </Link>
    </li>
  );
}
