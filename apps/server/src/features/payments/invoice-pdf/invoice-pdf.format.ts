import { INVOICE_TIME_ZONE, type Language } from '@arya/core';

const LOCALE: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };

/**
 * The standard PDF fonts (Helvetica) have no narrow no-break space, which French number formats
 * use between thousands and before "€" and "%": a plain space reads the same.
 */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

export function formatMoney(cents: number, currency: string, language: Language): string {
  return plainSpaces(new Intl.NumberFormat(LOCALE[language], { style: 'currency', currency }).format(cents / 100));
}

export function formatRate(basisPoints: number, language: Language): string {
  return plainSpaces(new Intl.NumberFormat(LOCALE[language], { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000));
}

/** A day in the seller's time: "1 juin 2026", "1 June 2026". */
export function formatInvoiceDay(date: Date, language: Language): string {
  return plainSpaces(new Intl.DateTimeFormat(LOCALE[language], { timeZone: INVOICE_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' }).format(date));
}

export function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([LOCALE[language]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
