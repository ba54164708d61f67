import { grantLicenceInputSchema } from '@arya/core/contract';
import { LICENCE_PRODUCT_CODES } from '@arya/core/rules';
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

const resolver = zodResolver(grantLicenceInputSchema);
export function GrantLicenceForm({ memberId }: { memberId: string }) {
  const { t } = useTranslation('staff');
  const { form, submit, formError, busy } = useStaffForm({
    memberId,
    resolver,
    defaultValues: { product: 'pro', expiresOn: '' },
    toChange: (input) => ({ kind: 'grantLicence', input }),
    done: t('licences.granted'),
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('licences.grantTitle')} className="flex flex-col gap-3 rounded-xl bg-slate-50 p-3">
      <FormHeading>{t('licences.grantTitle')}</FormHeading>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField label={t('licences.product')} options={LICENCE_PRODUCT_CODES.map((code) => ({ value: code, label: code }))} error={fieldErrorText(t, errors.product)} {...form.register('product')} />
        <TextField label={t('licences.expiresOn')} type="date" min={todayInput()} error={fieldErrorText(t, errors.expiresOn)} {...form.register('expiresOn')} />
      </div>
      <p className="text-sm text-slate-600">{t('licences.expiresHint')}</p>
      <FormError message={formError} />
      <Button type="submit" className="self-start" loading={busy}>
        {t('licences.grant')}
      </Button>
    </form>
  );
}
