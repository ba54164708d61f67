import { restrictMemberInputSchema, type RestrictMemberInput, type StaffMember } from '@arya/core/contract';
import { formatDay, isPermanent, MODERATION_REASONS, RESTRICTION_DURATIONS_DAYS, STAFF_NOTE_MAX_LENGTH } from '@arya/core/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { FormError } from '../../../components/FormError.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { fieldErrorText } from '../../auth/components/field-error.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { useStaffForm } from '../use-staff-form.ts';
import { FormHeading, StaffSection } from './StaffSection.tsx';

const resolver = zodResolver(restrictMemberInputSchema);

/**
 * Moderation of the member's account: mute (reads, writes nothing social) or suspend (cannot sign
 * in), or lift both. Each is a decision the member is sent the statement of reasons of: the rule
 * broken and the facts written here.
 */
export function RestrictionSection({ member }: { member: StaffMember }) {
  const { t } = useTranslation(['staff', 'moderation']);
  const language = useLanguage();
  const { form, submit, formError, busy } = useStaffForm({
    memberId: member.id,
    resolver,
    defaultValues: { action: 'mute', days: 7, note: '' } satisfies RestrictMemberInput,
    toChange: (input) => ({ kind: 'restrict', input }),
    done: t('restriction.done'),
  });
  const action = useWatch({ control: form.control, name: 'action' });
  const errors = form.formState.errors;
  const until = (date: string) => (isPermanent(date) ? t('restriction.forGood') : t('restriction.until', { date: formatDay(date, language) }));
  const status = [member.mutedUntil && `${t('restriction.muted')} ${until(member.mutedUntil)}`, member.suspendedUntil && `${t('restriction.suspended')} ${until(member.suspendedUntil)}`].filter(Boolean);
  return (
    <StaffSection title={t('restriction.title')} aside={<p className="text-slate-700" data-testid="staff-restriction-status">{status.length ? status.join(' · ') : t('restriction.none')}</p>}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('restriction.formTitle')} className="flex flex-col gap-3 rounded-xl bg-slate-50 p-3">
        <FormHeading>{t('restriction.formTitle')}</FormHeading>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <SelectField
            label={t('restriction.action')}
            options={(['mute', 'suspend', 'lift'] as const).map((value) => ({ value, label: t(`restriction.actions.${value}`) }))}
            error={fieldErrorText(t, errors.action)}
            {...form.register('action')}
          />
          {action !== 'lift' && (
            <SelectField
              label={t('restriction.duration')}
              options={RESTRICTION_DURATIONS_DAYS.map((days) => ({ value: days === null ? '' : String(days), label: days === null ? t('restriction.forGood') : t('restriction.days', { count: days }) }))}
              error={fieldErrorText(t, errors.days)}
              {...form.register('days', { setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)) })}
            />
          )}
          {action !== 'lift' && (
            <SelectField
              label={t('restriction.rule')}
              emptyLabel={t('restriction.chooseRule')}
              options={MODERATION_REASONS.map((value) => ({ value, label: t(`moderation:rules.${value}.title`) }))}
              error={fieldErrorText(t, errors.reason)}
              className="sm:col-span-2"
              {...form.register('reason', { setValueAs: (value: unknown) => (value === '' ? undefined : value) })}
            />
          )}
          <TextField label={t('restriction.note')} maxLength={STAFF_NOTE_MAX_LENGTH} error={fieldErrorText(t, errors.note)} className="sm:col-span-2" {...form.register('note')} />
        </div>
        <FormError message={formError} />
        <Button type="submit" color="red" className="self-start" loading={busy}>
          {t(`restriction.submit.${action}`)}
        </Button>
      </form>
    </StaffSection>
  );
}
