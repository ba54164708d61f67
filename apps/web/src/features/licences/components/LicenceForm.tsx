import type { Licence } from '@arya/core/contract';
import { BROKERS } from '@arya/core/rules';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { FormError } from '../../../components/FormError.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { useFocusBack } from '../../account/profile/use-focus-back.ts';
import { fieldErrorText } from '../../auth/components/field-error.ts';
import { useLicenceForm } from './use-licence-form.ts';

/** The broker and MT4 account number of an active licence, saved through the licence contract. */
export function LicenceForm({ licence }: { licence: Licence }) {
  const { t } = useTranslation('licences');
  const { form, submit, formError } = useLicenceForm(licence);
  const { register, formState } = form;
  const hintId = useId();
  const actions = useRef<HTMLDivElement>(null);
  useFocusBack(formState.isSubmitting, actions);
  const brokers = [
    { value: '', label: t('licence.chooseBroker') },
    ...BROKERS.map((broker) => ({ value: broker.id, label: broker.label ?? t('brokerPage.other') })),
  ];
  const accountError = fieldErrorText(t, formState.errors.account_id);
  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3">
      <FormError message={formError} />
      <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2">
        <SelectField label={t('licence.broker')} options={brokers} error={fieldErrorText(t, formState.errors.broker)} {...register('broker')} />
        <div className="flex min-w-0 flex-col gap-1">
          <TextField
            label={t('licence.accountId')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            error={accountError}
            {...(accountError ? {} : { 'aria-describedby': hintId })}
            {...register('account_id')}
          />
          {!accountError && (
            <p id={hintId} className="text-sm text-slate-600">
              {t('licence.accountIdHint')}
            </p>
          )}
        </div>
      </div>
      <div ref={actions} className="flex justify-end">
        <Button type="submit" loading={formState.isSubmitting} className="w-full sm:w-auto">
          {t('licence.save')}
        </Button>
      </div>
    </form>
  );
}
