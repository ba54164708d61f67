import type { CaseReport, ModerationCase, ModerationCaseItem } from '@arya/core/contract';
import { formatDay } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useLanguage, useLocalizedPath } from '../../i18n/use-language.ts';
import { localizedPostPath, profilePath } from '../../posts/post-links.ts';
import { StaffSection } from '../../staff/components/StaffSection.tsx';
import { useModerationCase } from '../queries.ts';
import { DecisionForm } from './DecisionForm.tsx';
import { DecisionSummary } from './DecisionSummary.tsx';

const linkClasses = 'font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/** `/my-account/moderation/:caseId`: the item in context, its reports, the member's history, then the decision (or the form to take it). */
export function CaseDetail({ caseId }: { caseId: string }) {
  const { t } = useTranslation('staffModeration');
  const to = useLocalizedPath();
  const query = useModerationCase(caseId);
  const back = (
    <Link to={to('/my-account/moderation')} className={`${linkClasses} inline-flex items-center gap-1 text-sm`}>
      <Icon name="chevronDown" className="size-4 rotate-90" />
      {t('case.back')}
    </Link>
  );
  return (
    <>
      <PageHeading title={t('case.title', { id: caseId })}>{back}</PageHeading>
      {query.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : query.isError ? (
        <LoadError title={t('case.loadError')} retryLabel={t('common:retry')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <CaseSections moderationCase={query.data} />
      )}
    </>
  );
}

function CaseSections({ moderationCase }: { moderationCase: ModerationCase }) {
  const { t } = useTranslation('staffModeration');
  const earlier = moderationCase.history.decisions.filter((decision) => decision.id !== moderationCase.decision?.id);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <StaffSection title={t('case.item.title')}>
        <CaseItem item={moderationCase.item} />
      </StaffSection>
      <StaffSection title={t('case.reports.title', { count: moderationCase.reportsCount })}>
        <ul className="flex flex-col gap-2" data-testid="case-reports">
          {moderationCase.reports.map((report) => (
            <ReportRow key={report.id} report={report} />
          ))}
        </ul>
      </StaffSection>
      <StaffSection title={t('case.history.title')} aside={<p className="text-sm font-medium text-slate-700">{t('case.history.strikes', { count: moderationCase.history.strikes })}</p>}>
        {earlier.length === 0 ? (
          <p className="text-sm text-slate-600">{t('case.history.none')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {earlier.map((decision) => (
              <li key={decision.id} className="py-3 first:pt-0 last:pb-0">
                <DecisionSummary decision={decision} />
              </li>
            ))}
          </ul>
        )}
      </StaffSection>
      {moderationCase.decision ? (
        <StaffSection title={t('case.decision.title')}>
          <div data-testid="case-decision">
            <DecisionSummary decision={moderationCase.decision} />
          </div>
        </StaffSection>
      ) : (
        moderationCase.status === 'open' && (
          <StaffSection title={t('case.form.title')}>
            <DecisionForm moderationCase={moderationCase} />
          </StaffSection>
        )
      )}
    </div>
  );
}

function CaseItem({ item }: { item: ModerationCaseItem }) {
  const { t } = useTranslation('staffModeration');
  const language = useLanguage();
  const to = useLocalizedPath();
  return (
    <div className="flex min-w-0 flex-col gap-3" data-testid="case-item">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{t(`kinds.${item.kind}`)}</span>
        {item.removed && <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200 ring-inset">{t('case.item.removed')}</span>}
        {item.date && <span className="text-slate-600">{t('case.item.date', { date: formatDay(item.date, language) })}</span>}
      </p>
      {item.removedReason && <p className="text-sm text-red-800">{t('case.item.removedReason', { reason: t(`reasons.${item.removedReason}`) })}</p>}
      {item.gone ? (
        <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">{t('case.item.gone')}</p>
      ) : (
        <blockquote className="rounded-xl border-l-4 border-slate-300 bg-slate-50 px-4 py-3 text-sm break-words whitespace-pre-line text-slate-900">
          {item.text || <span className="text-slate-500">{t('case.item.empty')}</span>}
          {item.imagesCount > 0 && <span className="mt-2 block text-xs text-slate-600">{t('case.item.images', { count: item.imagesCount })}</span>}
        </blockquote>
      )}
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-600">{t('case.item.author')}</dt>
        <dd className="flex flex-wrap gap-x-3">
          <Link to={to(profilePath(item.author.alias ?? item.author.id))} className={linkClasses}>
            {item.author.name}
          </Link>
          <Link to={`${to('/my-account/staff')}?member=${encodeURIComponent(item.author.id)}`} className={linkClasses}>
            {t('case.item.staffTools')}
          </Link>
        </dd>
      </dl>
      {item.postId && !item.gone && (
        <Link to={localizedPostPath(item.postId, language)} className={`${linkClasses} self-start text-sm`}>
          {t('case.item.openPost')}
        </Link>
      )}
    </div>
  );
}

function ReportRow({ report }: { report: CaseReport }) {
  const { t } = useTranslation('staffModeration');
  const language = useLanguage();
  return (
    <li className="rounded-xl border border-slate-200 px-3 py-2 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold text-slate-900">{t(`categories.${report.category}`)}</span>
        <span className="text-slate-600">
          {t(`case.reports.${report.reporter}`)} {t('case.reports.date', { date: formatDay(report.createdAt, language) })}
        </span>
      </p>
      {(report.law || report.comment) && (
        <dl className="mt-1 grid grid-cols-1 gap-x-3 sm:grid-cols-[max-content_1fr]">
          {report.law && (
            <>
              <dt className="font-medium text-slate-600">{t('case.reports.law')}</dt>
              <dd className="break-words">{report.law}</dd>
            </>
          )}
          {report.comment && (
            <>
              <dt className="font-medium text-slate-600">{t('case.reports.comment')}</dt>
              <dd className="break-words whitespace-pre-line">{report.comment}</dd>
            </>
          )}
        </dl>
      )}
    </li>
  );
}
