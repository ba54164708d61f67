import { decideAppealInputSchema, type DecideAppealInput, type StaffAppeal } from '@arya/core/contract';
import { APPEAL_OUTCOMES, formatDay, STATEMENT_MAX, type AppealStatus } from '@arya/core/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { FormError } from '../../../components/FormError.tsx';
import { KeysetList } from '../../../components/KeysetList.tsx';
import { TextAreaField } from '../../../components/TextAreaField.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useLanguage, useLocalizedPath } from '../../i18n/use-language.ts';
import { useAppealsQueue, useDecideAppeal } from '../queries.ts';
import { DecisionSummary } from './DecisionSummary.tsx';

/** The appeals of one status, the newest first: each with the decision it contests and, while pending, the form to answer it. */
export function AppealsList({ status }: { status: AppealStatus }) {
  const { t } = useTranslation('staffModeration');
  return (
    <KeysetList
      query={useAppealsQueue(status)}
      idOf={(appeal) => appeal.id}
      renderItem={(appeal) => <AppealReview appeal={appeal} />}
      texts={{ loadError: t('appeals.loadError'), empty: t('appeals.empty'), loadMore: t('queue.loadMore') }}
      listClassName="flex flex-col gap-4"
      testId="moderation-appeals"
    />
  );
}

function AppealReview({ appeal }: { appeal: StaffAppeal }) {
  const { t } = useTranslation('staffModeration');
  const language = useLanguage();
  const to = useLocalizedPath();
  const headingId = useId();
  const decision = appeal.decision;
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <article aria-labelledby={headingId} className="flex flex-col gap-3">
        <div>
          {/* The page's h1 is above the tabs: each appeal is a section of it. */}
          <h2 id={headingId} className="font-semibold text-slate-900">
            {t('appeals.title', { name: decision.member.name })}
          </h2>
          <p className="text-sm text-slate-600">
            {t(`appeals.role.${appeal.role}`)} · {t('appeals.filed', { date: formatDay(appeal.createdAt, language) })}
          </p>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <p className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('appeals.contested')}</p>
          <DecisionSummary decision={decision} />
          {decision.scope && <p className="mt-2 text-sm break-words text-slate-700">{t('appeals.scope', { kind: t(`kinds.${decision.scope.kind}`), excerpt: decision.scope.excerpt })}</p>}
          {decision.caseId && (
            <Link to={to(`/my-account/moderation/${decision.caseId}`)} className="mt-2 inline-block text-sm font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
              {t('appeals.case')}
            </Link>
          )}
        </div>
        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('appeals.text')}</p>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-900">{appeal.text}</p>
        </div>
        {appeal.status === 'pending' ? (
          <AppealForm appealId={appeal.id} />
        ) : (
          <div className="text-sm" data-testid="appeal-answer">
            <p className="font-semibold text-slate-900">{t(`appealStatus.${appeal.status}`)}</p>
            {appeal.decidedAt && (
              <p className="text-slate-600">
                {appeal.decidedBy ? t('appeals.answeredBy', { name: appeal.decidedBy.name, date: formatDay(appeal.decidedAt, language) }) : t('appeals.answeredOn', { date: formatDay(appeal.decidedAt, language) })}
              </p>
            )}
            {appeal.response && <p className="mt-1 break-words whitespace-pre-line text-slate-800">{appeal.response}</p>}
          </div>
        )}
      </article>
    </li>
  );
}

const resolver = zodResolver(decideAppealInputSchema);

/** Uphold or overturn, with the response the appellant reads; the server's refusal (e.g. the same moderator) shows translated. */
function AppealForm({ appealId }: { appealId: string }) {
  const { t } = useTranslation('staffModeration');
  const decide = useDecideAppeal(appealId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<DecideAppealInput>({ resolver, defaultValues: { outcome: 'upheld', response: '' } });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      await decide.mutateAsync(input);
      toast.success(t('appeals.form.done'));
    } catch (error) {
      setFormError(errorMessage(t, error));
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('appeals.form.title')} className="flex flex-col gap-3 border-t border-slate-100 pt-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">
          {t('appeals.form.outcome')}
        </legend>
        {APPEAL_OUTCOMES.map((outcome) => (
          <label key={outcome} className="flex items-start gap-2 text-sm text-slate-800">
            <input type="radio" value={outcome} className="mt-0.5 size-4 accent-indigo-600" {...form.register('outcome')} />
            {t(`appeals.form.${outcome}`)}
          </label>
        ))}
      </fieldset>
      <TextAreaField
        label={t('appeals.form.response')}
        rows={3}
        maxLength={STATEMENT_MAX}
        error={errors.response ? t(errors.response.type === 'too_big' ? 'errors:TEXT_TOO_LONG' : 'errors:required') : undefined}
        {...form.register('response')}
      />
      <FormError message={formError} />
      <Button type="submit" className="self-start" loading={decide.isPending}>
        {t('appeals.form.submit')}
      </Button>
    </form>
  );
}
