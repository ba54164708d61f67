import type { Language } from '@arya/core/rules';
import { getCountries, type Country, type Labels } from 'react-phone-number-input';
import en from 'react-phone-number-input/locale/en';
import fr from 'react-phone-number-input/locale/fr';

/** The phone field's translated country names, reused for the address. */
export const COUNTRY_LABELS: Record<Language, Labels> = { fr, en };

export interface CountryOption {
  code: string;
  name: string;
}

/**
 * Every country in the language's alphabetical order. A stored code outside the list stays offered
 * (under its code), so saving the form never changes it behind the member's back.
 */
export function countryOptions(language: Language, current?: string): CountryOption[] {
  const labels = COUNTRY_LABELS[language];
  const collator = new Intl.Collator(language);
  const options: CountryOption[] = getCountries()
    .map((code: Country) => ({ code, name: labels[code] ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
  if (current && !options.some((option) => option.code === current)) options.unshift({ code: current, name: current });
  return options;
}
