import { internationalFromTyped, PHONE_DEFAULT_COUNTRY, PHONE_PREFERRED_COUNTRIES, type Language } from '@arya/core/rules';
import clsx from 'clsx';
import { createContext, use, useId, useMemo, useState, type ComponentProps, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import PhoneInput, { type Country, type Labels } from 'react-phone-number-input';
import en from 'react-phone-number-input/locale/en';
import fr from 'react-phone-number-input/locale/fr';
import 'react-phone-number-input/style.css';
import { useLanguage } from '../i18n/use-language.ts';
import { assignRef } from './assign-ref.ts';
import { FLAG_URL } from './flag-url.ts';

/** The translated country names of the picker. */
const COUNTRY_LABELS: Record<Language, Labels> = { fr, en };
/** Spec 1 §5: the preferred countries first, a separator, then every other country. */
const COUNTRY_ORDER = [...PHONE_PREFERRED_COUNTRIES, '|' as const, '...' as const];

/** The country a number typed without its "+" is read in. */
const ReadingCountry = createContext<Country>('FR');

/**
 * The field's own <input>: a number typed without its "+" ("06 18 15 24 80" once "+33" is cleared)
 * is read as a national number of the country, in international form, before the library reads it
 * (it would make "+0618152480" of it, a number of no country).
 */
function NumberInput({ onChange, ...props }: ComponentProps<'input'>) {
  const country = use(ReadingCountry);
  return (
    <input
      {...props}
      onChange={(event) => {
        const input = event.currentTarget;
        const international = internationalFromTyped(input.value, country);
        if (international !== input.value) input.value = international;
        onChange?.(event);
      }}
    />
  );
}

interface InternationalPhoneFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field (errors:invalid_phone). */
  error: string | null;
  inputRef: Ref<HTMLInputElement>;
}

/**
 * An international number with its country picker (the setup of the profile's phone field). A
 * national number is read in the country shown, else the default one of the member's language.
 */
export function InternationalPhoneField({ value, onChange, error, inputRef }: InternationalPhoneFieldProps) {
  const { t } = useTranslation('phone');
  const language = useLanguage();
  const id = useId();
  const errorId = `${id}-error`;
  const countryLabel = t('edit.country');
  const labels = useMemo(() => ({ ...COUNTRY_LABELS[language], country: countryLabel }), [language, countryLabel]);
  const defaultCountry = PHONE_DEFAULT_COUNTRY[language];
  // National numbers are read in the last country shown (clearing "+33" shows none), else the default one.
  const [shownCountry, setShownCountry] = useState<Country | null>(null);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t('edit.label')}
      </label>
      <ReadingCountry value={shownCountry ?? defaultCountry}>
        <PhoneInput
          id={id}
          ref={(node: unknown) => assignRef(inputRef, node instanceof HTMLInputElement ? node : null)}
          value={value || undefined}
          onChange={(next) => onChange(next ?? '')}
          international
          defaultCountry={defaultCountry}
          onCountryChange={(shown) => {
            if (shown) setShownCountry(shown);
          }}
          inputComponent={NumberInput}
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
          numberInputProps={{ className: 'h-full min-w-0 bg-transparent outline-none' }}
        />
      </ReadingCountry>
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
