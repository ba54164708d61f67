import type { BillingInformation } from '@arya/core/contract';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { FormError } from '../../../components/FormError.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { fieldErrorText } from '../../auth/components/field-error.ts';
import { countryOptions } from '../../account/profile/country-names.ts';
import { SelectField } from '../../../components/SelectField.tsx';
import { useFocusBack } from '../../account/profile/use-focus-back.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { useBillingForm } from '../use-billing-form.ts';

/** Address, postal code, city, country and company: kept only with the first four (spec 1 §7). */
export function BillingDetailsForm({ userId, kept }: { userId: string; kept: BillingInformation }) {
  const { t } = useTranslation('billing');
  const language = useLanguage();
  const { form, submit, formError, saved } = useBillingForm(userId, kept);
  const { register, formState } = form;
  const errors = formState.errors;
  const actions = useRef<HTMLDivElement>(null);
  useFocusBack(formState.isSubmitting, actions);
  const storedCountry = formState.defaultValues?.country;
  const countries = useMemo(
    () => [{ value: '', label: t('orders.billing.chooseCountry') }, ...countryOptions(language, storedCountry).map(({ code, name }) => ({ value: code, label: name }))],
    [language, storedCountry, t],
  );
  const field = (name: 'line1' | 'postale_code' | 'city' | 'country' | 'company') => ({ label: t(`orders.billing.fields.${name}`), error: fieldErrorText(t, errors[name]) });
  return (
    <form noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-4">
      <FormError message={formError} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField {...field('line1')} autoComplete="street-address" maxLength={200} className="sm:col-span-2" {...register('line1')} />
        <TextField {...field('postale_code')} autoComplete="postal-code" maxLength={20} {...register('postale_code')} />
        <TextField {...field('city')} autoComplete="address-level2" maxLength={200} {...register('city')} />
        <SelectField {...field('country')} autoComplete="country" options={countries} {...register('country')} />
        <TextField {...field('company')} autoComplete="organization" maxLength={200} {...register('company')} />
      </div>
      <div ref={actions} className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
        {/* Always in the page, so the confirmation put in it is announced. */}
        <p role="status" className="flex items-center gap-2 text-sm font-semibold text-green-800" data-testid="billing-saved">
          {saved && (
            <>
              <Icon name="check" className="size-5 shrink-0" />
              {t('orders.billing.saved')}
            </>
          )}
        </p>
        <Button type="submit" loading={formState.isSubmitting} className="w-full sm:w-auto">
          {t('orders.billing.save')}
        </Button>
      </div>
    </form>
  );
}
