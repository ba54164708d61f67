import type { Language } from '@arya/core/rules';
import { addPageTexts } from '../../lib/i18n.ts';
import { trackRecordResources } from '../../locales/track-record-owned.ts';
import { formatR } from '../ideas/cards/outcome-text.ts';

/**
 * The track record's texts come with the profile's chunk, in both languages
 * (locales/track-record-owned.ts); added when the section first renders, i18next being set up by then.
 */
export function addTrackRecordTexts(): void {
  addPageTexts('trackRecord', trackRecordResources);
}

const PERCENT_FORMATS = new Map<Language, Intl.NumberFormat>();

/** A win rate (0 to 1) as a whole percentage in the language's notation: "62 %", "62%". */
export function formatWinRate(rate: number, language: Language): string {
  let format = PERCENT_FORMATS.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
    PERCENT_FORMATS.set(language, format);
  }
  return format.format(rate);
}

/** A result in R, signed, as an idea's card writes it: "+1,25 R", "−1 R", "0 R". */
export const formatTrackR = formatR;

/** Green for a gain, red for a loss; the sign says it too. */
export const rTone = (r: number): string => (r > 0 ? 'text-emerald-700' : r < 0 ? 'text-red-700' : 'text-slate-900');
