import type { Language } from '@arya/core';

const formats = new Map<Language, Intl.NumberFormat>();

/** A price level in the app language's notation, with up to 5 decimals (forex quotes have 5). */
export function formatLevel(value: number, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 5 });
    formats.set(language, format);
  }
  return format.format(value);
}
