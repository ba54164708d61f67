import { decideCaseInputSchema, type DecideCaseInput, type ModerationCase, type ValidDecideCaseInput } from '@arya/core/contract';
import { CASE_ACTIONS, MODERATION_REASONS, REPORT_LAW_MAX, RESTRICTION_DURATIONS_DAYS, STATEMENT_MAX, TIMED_ACTIONS, type CaseAction } from '@arya/core/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { FormError } from '../../../components/FormError.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextAreaField } from '../../../components/TextAreaField.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { fieldErrorText } from '../../auth/components/field-error.ts';
import { useDecideCase } from '../queries.ts';

/** The form as the fields hold it: selects give strings; the duration is '' (none chosen), a number of days or 'permanent'. */
export interface DecisionFormValues {
  action: CaseAction | '';
  reason: string;
  law: string;
  durationDays: string;
  statement: string;
}

const PERMANENT = 'permanent';
const EMPTY: DecisionFormValues = { action: '', reason: '', law: '', durationDays: '', statement: '' };

/** What the fields mean for core's schema: a duration only for a mute or suspension, a law only for illegal content. */
export function toDecisionInput(values: DecisionFormValues): DecideCaseInput {
  const timed = values.action !== '' && TIMED_ACTIONS.includes(values.action);
  const duration = values.durationDays === '' ? undefined : values.durationDays === PERMANENT ? null : Number(values.durationDays);
  return {
    action: values.action as CaseAction,
    reason: values.reason as DecideCaseInput['reason'],
    ...(values.reason === 'illegal' ? { law: values.law } : {}),
    ...(timed ? { durationDays: duration as DecideCaseInput['durationDays'] } : {}),
    statement: values.statement,
  };
}

const schemaResolver = zodResolver(decideCaseInputSchema);
/** Core's schema checks the form, as the server will (the same refinements: duration, law). */
const resolver: Resolver<DecisionFormValues, unknown, ValidDecideCaseInput> = (values, context, options) =>
  schemaResolver(toDecisionInput(values), context, options as never) as unknown as ReturnType<Resolver<DecisionFormValues, unknown, ValidDecideCaseInput>>;

/** Core's messages are for developers: each field says what it needs in the staff member's language. */
function fieldText(t: TFunction, field: keyof DecisionFormValues, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (error.type === 'too_big') return t('errors:TEXT_TOO_LONG');
  if (error.message === 'INVALID_TEXT') return fieldErrorText(t, error);
  if (field === 'durationDays') return t('staffModeration:case.form.durationRequired');
  if (field === 'law') return t('errors:REPORT_LAW_REQUIRED');
  return t('errors:required');
}

/**
 * Staff's decision on an open case: the action (no removal for a member case), the duration of a
 * mute or suspension, the rule broken, the law when illegal, the statement. The server's refusal
 * shows translated above the button; once recorded the case shows its decision instead.
 */
export function DecisionForm({ moderationCase }: { moderationCase: ModerationCase }) {
  const { t } = useTranslation('staffModeration');
  const decide = useDecideCase(moderationCase.id);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<DecisionFormValues, unknown, ValidDecideCaseInput>({ resolver, defaultValues: EMPTY });
  const action = useWatch({ control: form.control, name: 'action' });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const errors = form.formState.errors;
  const actions = CASE_ACTIONS.filter((value) => value !== 'remove' || moderationCase.item.kind !== 'member');
  const timed = action !== '' && TIMED_ACTIONS.includes(action);

  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      await decide.mutateAsync(input);
      toast.success(t('case.form.done'));
    } catch (error) {
      setFormError(errorMessage(t, error));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('case.form.title')} className="flex flex-col gap-3" data-testid="decision-form">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label={t('case.form.action')}
          emptyLabel={t('case.form.chooseAction')}
          options={actions.map((value) => ({ value, label: t(`actions.${value}`) }))}
          error={fieldText(t, 'action', errors.action)}
          {...form.register('action')}
        />
        {timed && (
          <SelectField
            label={t('case.form.duration')}
            emptyLabel={t('case.form.chooseDuration')}
            options={RESTRICTION_DURATIONS_DAYS.map((days) => (days === null ? { value: PERMANENT, label: t('case.form.forGood') } : { value: String(days), label: t('case.form.days', { count: days }) }))}
            error={fieldText(t, 'durationDays', errors.durationDays)}
            {...form.register('durationDays')}
          />
        )}
        <SelectField
          label={t('case.form.reason')}
          emptyLabel={t('case.form.chooseReason')}
          options={MODERATION_REASONS.map((value) => ({ value, label: t(`reasons.${value}`) }))}
          error={fieldText(t, 'reason', errors.reason)}
          className={timed ? 'sm:col-span-2' : undefined}
          {...form.register('reason')}
        />
        {reason === 'illegal' && (
          <TextAreaField
            label={t('case.form.law')}
            hint={t('case.form.lawHint')}
            rows={2}
            maxLength={REPORT_LAW_MAX}
            error={fieldText(t, 'law', errors.law)}
            className="sm:col-span-2"
            {...form.register('law')}
          />
        )}
        <TextAreaField
          label={t('case.form.statement')}
          hint={t('case.form.statementHint')}
          maxLength={STATEMENT_MAX}
          error={fieldText(t, 'statement', errors.statement)}
          className="sm:col-span-2"
          {...form.register('statement')}
        />
      </div>
      <FormError message={formError} />
      <Button type="submit" color={action === 'dismiss' || action === '' ? 'indigo' : 'red'} className="self-start" loading={decide.isPending}>
        {t('case.form.submit')}
      </Button>
    </form>
  );
}
