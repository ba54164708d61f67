import { grantSubscriptionInputSchema } from '@arya/core/contract';
import { STAFF_GRANT_TIERS } from '@arya/core/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { FormError } from '../../../components/FormError.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { fieldErrorText } from '../../auth/components/field-error.ts';
import { useStaffForm } from '../use-staff-form.ts';
import { FormHeading } from './StaffSection.tsx';
import { todayInput } from './today-input.ts';

const resolver = zodResolver(grantSubscriptionInputSchema);
export function GrantSubscriptionForm({ memberId }: { memberId: string }) {
  const { t } = useTranslation('staff');
  const { form, submit, formError, busy } = useStaffForm({
    memberId,
    resolver,
    defaultValues: { tier: 'INFINITE', until: '' },
    toChange: (input) => ({ kind: 'grantSubscription', input }),
    done: t('subscriptions.granted'),
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('subscriptions.grantTitle')} className="flex flex-col gap-3 rounded-xl bg-slate-50 p-3">
      <FormHeading>{t('subscriptions.grantTitle')}</FormHeading>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField label={t('subscriptions.tier')} options={STAFF_GRANT_TIERS.map((tier) => ({ value: tier, label: t(`tiers.${tier}`) }))} error={fieldErrorText(t, errors.tier)} {...form.register('tier')} />
        <TextField label={t('subscriptions.until')} type="date" min={todayInput()} error={fieldErrorText(t, errors.until)} {...form.register('until')} />
      </div>
      <FormError message={formError} />
      <Button type="submit" className="self-start" loading={busy}>
        {t('subscriptions.grant')}
      </Button>
    </form>
  );
}
