import type { Language } from '@arya/core/rules';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A price level in the app language's notation (1,0950 in French, 1.0950 in English) with exactly
 * `decimals` decimals: the card's precision (core's displayDecimalsOf), never rounded below what was typed.
 */
export function formatLevel(value: number, language: Language, decimals: number): string {
  const key = `${language}:${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formats.set(key, format);
  }
  return format.format(value);
}
