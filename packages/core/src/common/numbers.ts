import type { Language } from './languages.ts';

const LOCALE: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };

/** A euro amount in the UI language: "2,30 €" in French, "€2.30" in English. */
export function formatEuros(amount: number, language: Language): string {
  return new Intl.NumberFormat(LOCALE[language], { style: 'currency', currency: 'EUR' }).format(amount);
}

/** A count in the UI language: "50 000" in French, "50,000" in English. */
export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALE[language]).format(value);
}
