import { appealInputSchema, type AppealInput, type MyDecisionSummary, type StatementOfReasons } from '@arya/core/contract';
import { appealProblem, formatDay, routePath } from '@arya/core/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { FormError } from '../../../components/FormError.tsx';
import { KeysetList } from '../../../components/KeysetList.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Card, PageHeading } from '../../../components/PageHeading.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { TextAreaField } from '../../../components/TextAreaField.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { fieldErrorText } from '../../auth/components/field-error.ts';
import { useLanguage, useLocalizedPath } from '../../i18n/use-language.ts';
import { useAppealDecision, useMyDecision, useMyDecisions } from '../queries.ts';
import { MyReports } from './MyReports.tsx';

/**
 * `/my-account/decisions`: the moderation decisions about the member, and on their reports, then
 * the member's reports with where each stands; one of
 * them (`/my-account/decisions/:id`) is its statement of reasons (DSA art. 17) with the way to
 * contest it for six months (art. 20).
 */
export default function DecisionsPage() {
  const { decisionId } = useParams();
  return decisionId ? <Statement decisionId={decisionId} /> : <DecisionsList />;
}

const loading = (
  <div className="flex justify-center py-6">
    <Spinner size="medium" />
  </div>
);

function DecisionsList() {
  const { t } = useTranslation('moderation');
  return (
    <>
      <PageHeading title={t('decisions.title')} description={t('decisions.description')} />
      <div className="flex min-w-0 flex-col gap-4">
        <Card className="min-w-0">
          <KeysetList
            query={useMyDecisions()}
            idOf={(decision) => decision.id}
            renderItem={(decision) => <DecisionRow decision={decision} />}
            texts={{ loadError: t('decisions.error'), empty: t('decisions.empty'), loadMore: t('decisions.loadMore') }}
            testId="decisions"
          />
        </Card>
        <MyReports />
      </div>
    </>
  );
}

function DecisionRow({ decision }: { decision: MyDecisionSummary }) {
  const { t } = useTranslation('moderation');
  const language = useLanguage();
  const to = useLocalizedPath();
  return (
    <li>
      <Link
        to={to(`/my-account/decisions/${decision.id}`)}
        data-testid="decision-row"
        className="flex flex-col gap-1 rounded-lg px-2 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <strong className="font-semibold text-slate-900">{t(`decisions.actions.${decision.action}`)}</strong>
          <span className="text-xs text-slate-600">{formatDay(decision.createdAt, language)}</span>
        </span>
        <span className="text-sm text-slate-700">{t('decisions.because', { rule: t(`rules.${decision.reason}.title`) })}</span>
        {decision.excerpt && <span className="line-clamp-2 text-sm break-words text-slate-600 italic">{decision.excerpt}</span>}
        <span className="text-xs font-medium text-slate-700">
          {decision.overruled
            ? t('decisions.state.overruled')
            : decision.appealStatus
              ? t(`decisions.state.appeal_${decision.appealStatus}`)
              : decision.appealable
                ? t('decisions.state.appealable', { date: formatDay(decision.appealUntil, language) })
                : null}
        </span>
      </Link>
    </li>
  );
}

function Statement({ decisionId }: { decisionId: string }) {
  const { t } = useTranslation(['moderation', 'common']);
  const language = useLanguage();
  const to = useLocalizedPath();
  const query = useMyDecision(decisionId);
  const back = (
    <Link to={to('/my-account/decisions')} className="text-sm font-medium text-indigo-700 underline-offset-2 hover:underline">
      {t('decisions.back')}
    </Link>
  );
  if (query.isPending) return loading;
  if (query.isError) {
    return (
      <>
        <PageHeading title={t('decisions.statement.title')}>{back}</PageHeading>
        <LoadError title={t('decisions.statement.error')} retryLabel={t('common:retry')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </>
    );
  }
  const decision = query.data;
  const reporter = decision.viewer === 'reporter';
  const day = (date: string) => formatDay(date, language);
  const rows: [string, string | null][] = [
    [t('decisions.statement.action'), t(`decisions.actions.${decision.action}`)],
    [t('decisions.statement.scope'), decision.scope ? (decision.scope.excerpt ? t('decisions.statement.scopeText', { kind: t(`decisions.kinds.${decision.scope.kind}`), excerpt: decision.scope.excerpt }) : t(`decisions.kinds.${decision.scope.kind}`)) : null],
    [
      t('decisions.statement.duration'),
      reporter || !decision.endsAt ? null : decision.permanent ? t('decisions.statement.permanent') : t('decisions.statement.until', { date: day(decision.endsAt) }),
    ],
    [t('decisions.statement.facts'), decision.facts],
    [t('decisions.statement.reason'), `${t(`rules.${decision.reason}.title`)} — ${t(`rules.${decision.reason}.text`)}`],
    [t('decisions.statement.law'), decision.law],
    [t('decisions.statement.source'), decision.basedOnNotice ? t(`decisions.sources.${decision.noticeSource}`) : t('decisions.sources.staff')],
    [t('decisions.statement.automated'), decision.automated ? t('decisions.statement.automatedYes') : t('decisions.statement.automatedNo')],
  ];
  return (
    <>
      <PageHeading title={t(reporter ? 'decisions.statement.titleReporter' : 'decisions.statement.title')} description={t('decisions.statement.taken', { date: day(decision.createdAt) })}>
        {back}
      </PageHeading>
      <div className="flex min-w-0 flex-col gap-4">
        {decision.overruled && (
          <p role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
            {t('decisions.statement.overruled', { date: decision.overruledAt ? day(decision.overruledAt) : '' })}
          </p>
        )}
        <Card className="min-w-0">
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]" data-testid="statement">
            {rows
              .filter((row): row is [string, string] => row[1] !== null && row[1] !== '')
              .map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="text-sm font-semibold text-slate-700">{term}</dt>
                  <dd className="text-sm break-words whitespace-pre-line text-slate-900">{value}</dd>
                </div>
              ))}
          </dl>
        </Card>
        <AppealSection decision={decision} />
        <p className="text-sm text-slate-600">
          {t('decisions.statement.redress')}{' '}
          <Link to={routePath('legalTerms', language)} className="font-medium text-indigo-700 underline">
            {t('decisions.statement.rules')}
          </Link>
        </p>
      </div>
    </>
  );
}

function AppealSection({ decision }: { decision: StatementOfReasons }) {
  const { t } = useTranslation('moderation');
  const language = useLanguage();
  const headingId = useId();
  const { appeal } = decision;
  return (
    <Card className="min-w-0">
      <section aria-labelledby={headingId} data-testid="appeal">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('decisions.appeal.title')}
        </h2>
        {appeal ? (
          <div className="mt-2 flex flex-col gap-2 text-sm">
            <p className="font-medium text-slate-900" data-testid="appeal-status">
              {t(`decisions.appeal.status_${appeal.status}`, { date: formatDay(appeal.decidedAt ?? appeal.createdAt, language) })}
            </p>
            <blockquote className="border-l-4 border-slate-200 pl-3 break-words whitespace-pre-line text-slate-700">{appeal.text}</blockquote>
            {appeal.response && (
              <p className="break-words whitespace-pre-line text-slate-800">
                <strong className="font-semibold">{t('decisions.appeal.response')}</strong> {appeal.response}
              </p>
            )}
          </div>
        ) : decision.appealable ? (
          <AppealForm decisionId={decision.id} until={decision.appealUntil} />
        ) : (
          <p className="mt-2 text-sm text-slate-700">
            {appealProblem(decision, decision.viewer) === 'APPEAL_WINDOW_CLOSED' ? t('decisions.appeal.closed', { date: formatDay(decision.appealUntil, language) }) : t('decisions.appeal.notAppealable')}
          </p>
        )}
      </section>
    </Card>
  );
}

function AppealForm({ decisionId, until }: { decisionId: string; until: string }) {
  const { t } = useTranslation(['moderation', 'errors', 'common']);
  const language = useLanguage();
  const appeal = useAppealDecision(decisionId);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<AppealInput>({ defaultValues: { text: '' }, resolver: zodResolver(appealInputSchema) });
  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await appeal.mutateAsync(input);
      toast.success(t('decisions.appeal.sent'));
    } catch (failure) {
      setFormError(errorMessage(t, failure));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="mt-2 flex flex-col gap-3">
      <p className="text-sm text-slate-700">{t('decisions.appeal.intro', { date: formatDay(until, language) })}</p>
      {formError && <FormError message={formError} />}
      <TextAreaField label={t('decisions.appeal.text')} rows={4} error={fieldErrorText(t, formState.errors.text)} {...register('text')} />
      <Button type="submit" className="self-start" loading={formState.isSubmitting}>
        {t('decisions.appeal.submit')}
      </Button>
    </form>
  );
}
