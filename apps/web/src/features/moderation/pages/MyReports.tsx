import type { MyReport } from '@arya/core/contract';
import { formatDay, postPath } from '@arya/core/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KeysetList } from '../../../components/KeysetList.tsx';
import { Card } from '../../../components/PageHeading.tsx';
import { useLanguage, useLocalizedPath } from '../../i18n/use-language.ts';
import { useMyReports } from '../queries.ts';

/**
 * The member's reports, newest first: each one's acknowledgement (received on that day, under
 * review) and, once decided, its outcome with the way to the decision.
 */
export function MyReports() {
  const { t } = useTranslation('moderation');
  const headingId = useId();
  return (
    <Card className="min-w-0">
      <section aria-labelledby={headingId} className="flex flex-col gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {t('myReports.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('myReports.description')}</p>
        </div>
        <KeysetList
          query={useMyReports()}
          idOf={(report) => report.id}
          renderItem={(report) => <ReportRow report={report} />}
          texts={{ loadError: t('myReports.error'), empty: t('myReports.empty'), loadMore: t('myReports.loadMore') }}
          testId="my-reports"
        />
      </section>
    </Card>
  );
}

/** Where the reported item is read: a post (a comment or reply opens its post at it), or the member's profile. */
function itemPath(item: MyReport['item']): string {
  return item.kind === 'member' ? `/u/${item.id}` : postPath(item.id);
}

function ReportRow({ report }: { report: MyReport }) {
  const { t } = useTranslation('moderation');
  const language = useLanguage();
  const to = useLocalizedPath();
  const link = 'font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';
  return (
    <li className="flex flex-col gap-1 px-2 py-3" data-testid="my-report">
      <span className="flex flex-wrap items-baseline justify-between gap-x-3">
        <strong className="font-semibold text-slate-900">{t(`report.categories.${report.category}`)}</strong>
        <span className="text-xs text-slate-600">{t('myReports.sent', { date: formatDay(report.createdAt, language) })}</span>
      </span>
      <span className="text-sm text-slate-700">
        {t(`myReports.kinds.${report.item.kind}`)} ·{' '}
        <Link to={to(itemPath(report.item))} className={link}>
          {t('myReports.open')}
        </Link>
      </span>
      <span className="flex flex-wrap items-baseline gap-x-3 text-sm">
        <span className="font-medium text-slate-800">{t(`myReports.status.${report.status}`)}</span>
        {report.decisionId && (
          <Link to={to(`/my-account/decisions/${report.decisionId}`)} className={link}>
            {t('myReports.decision')}
          </Link>
        )}
      </span>
    </li>
  );
}
