import type { Language } from './languages.ts';

const LOCALE: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };

/** A euro amount in the UI language: "2,30 €" in French, "€2.30" in English. */
export function formatEuros(amount: number, language: Language): string {
  return new Intl.NumberFormat(LOCALE[language], { style: 'currency', currency: 'EUR' }).format(amount);
}

/** One formatter per language: a page writes dozens of counts, and each new formatter costs a phone about a millisecond. */
const COUNT_FORMATS = new Map<Language, Intl.NumberFormat>();

/** A count in the UI language: "50 000" in French, "50,000" in English. */
export function formatCount(value: number, language: Language): string {
  let format = COUNT_FORMATS.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE[language]);
    COUNT_FORMATS.set(language, format);
  }
  return format.format(value);
}
