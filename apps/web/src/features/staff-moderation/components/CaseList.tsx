import type { ModerationCaseSummary } from '@arya/core/contract';
import { formatDay } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon.tsx';
import { KeysetList } from '../../../components/KeysetList.tsx';
import { useLanguage, useLocalizedPath } from '../../i18n/use-language.ts';
import { useModerationQueue, type CaseStatus } from '../queries.ts';

/** The cases of one status, the last reported first, with "show more" for the next keyset page. */
export function CaseList({ status }: { status: CaseStatus }) {
  const { t } = useTranslation('staffModeration');
  return (
    <KeysetList
      query={useModerationQueue(status)}
      idOf={(entry) => entry.id}
      renderItem={(entry) => <CaseRow entry={entry} />}
      texts={{ loadError: t('queue.loadError'), empty: t('queue.empty'), loadMore: t('queue.loadMore') }}
      testId="moderation-cases"
    />
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
