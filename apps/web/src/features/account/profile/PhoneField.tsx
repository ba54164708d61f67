import { PHONE_DEFAULT_COUNTRY, PHONE_PREFERRED_COUNTRIES } from '@arya/core';
import clsx from 'clsx';
import { useId, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import PhoneInput from 'react-phone-number-input';
import 'react-phone-number-input/style.css';
import { fieldErrorText } from '../../auth/components/field-error.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { COUNTRY_LABELS } from './country-names.ts';
import type { ProfileFormApi } from './profile-form-values.ts';
import { FLAG_URL } from '../../phone/flag-url.ts';

/** Spec 1 §2: the preferred countries first, a separator, then every other country. */
const COUNTRY_ORDER = [...PHONE_PREFERRED_COUNTRIES, '|' as const, '...' as const];


/**
 * The international phone number, with its country picker. The field holds '' or what the input
 * gives (E.164 as it is typed); the schema checks it and removes any whitespace.
 */
export function PhoneField({ control }: { control: ProfileFormApi['control'] }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const id = useId();
  const errorId = `${id}-error`;
  // Stable, so the country list is sorted once per language, not on every keystroke.
  const countryLabel = t('profileForm.fields.phoneCountry');
  const labels = useMemo(() => ({ ...COUNTRY_LABELS[language], country: countryLabel }), [language, countryLabel]);
  return (
    <Controller
      control={control}
      name="phone"
      render={({ field, fieldState }) => {
        const error = fieldErrorText(t, fieldState.error);
        return (
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor={id} className="text-sm font-medium text-slate-700">
              {t('profileForm.fields.phone')}
            </label>
            <PhoneInput
              id={id}
              ref={field.ref}
              name={field.name}
              value={field.value || undefined}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              international
              defaultCountry={PHONE_DEFAULT_COUNTRY[language]}
              countryOptionsOrder={COUNTRY_ORDER}
              labels={labels}
              flagUrl={FLAG_URL}
              autoComplete="tel"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={clsx(
                'h-11 gap-1 rounded-lg border bg-white px-3 text-slate-900 shadow-sm focus-within:ring-2',
                error ? 'border-red-500 focus-within:ring-red-200' : 'border-slate-300 focus-within:border-indigo-500 focus-within:ring-indigo-100',
              )}
              numberInputProps={{ className: 'h-full bg-transparent outline-none' }}
            />
            {error && (
              <p id={errorId} className="text-sm text-red-600">
                {error}
              </p>
            )}
          </div>
        );
      }}
    />
  );
}
