import type { IdeaOutcome, OutcomeStepDto } from '@arya/core/contract';
import type { Language } from '@arya/core/rules';

/** Green for a gain, red for a loss, neutral otherwise; the words and the sign say it too. */
export type OutcomeTone = 'gain' | 'loss' | 'neutral';

export interface OutcomeStatus {
  /** Its key under `ideas:outcome.states`. */
  key: string;
  /** The result in R ("+0,5 R"), for the keys that show it. */
  r: string | null;
  tone: OutcomeTone;
}

const formats = new Map<string, Intl.NumberFormat>();

function formatWith(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    formats.set(key, format);
  }
  return format;
}

// Intl writes a hyphen; a minus sign (U+2212) reads better next to a plus and is as wide.
const signed = (text: string) => text.replace('-', '\u2212');

/** A result in R with its sign and at most 2 decimals, trailing zeros dropped: "+0,5 R", "−1 R", "0 R". */
export function formatR(r: number, language: Language): string {
  return `${signed(formatWith(language, { maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(r))}\u00a0R`;
}

/** A move in pips, signed, at most 1 decimal ("+25", "−12,5"): the unit's word follows (a plural of the catalogue). */
export function formatPips(value: number, language: Language): string {
  return signed(formatWith(language, { maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(value));
}

/** A move in percent, signed, at most 2 decimals, in the language's notation: "+10,53 %", "+10.53%". */
export function formatPercent(value: number, language: Language): string {
  return signed(formatWith(language, { style: 'percent', maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(value / 100));
}

const toneOf = (r: number): OutcomeTone => (r > 0 ? 'gain' : r < 0 ? 'loss' : 'neutral');

/** What the status badge says: the state, and for one that is over whether it gained or lost, and how much. */
export function outcomeStatus({ State, R }: Pick<IdeaOutcome, 'State' | 'R'>, language: Language): OutcomeStatus {
  if (State === 'closed') {
    if (R === null) return { key: 'closed', r: null, tone: 'neutral' };
    return { key: R > 0 ? 'closed_gain' : R < 0 ? 'closed_loss' : 'closed_even', r: formatR(R, language), tone: toneOf(R) };
  }
  if (State === 'expired_open') {
    if (R === null) return { key: 'expired_open_noResult', r: null, tone: 'neutral' };
    return { key: 'expired_open', r: formatR(R, language), tone: toneOf(R) };
  }
  return { key: State, r: null, tone: 'neutral' };
}

export interface StepText {
  /** Its key under `ideas:outcome.steps`: with `_at` when the price is shown. */
  key: string;
  /** The key of the note in brackets after it (a fill or stop at a gap's open, a take profit a market fill was past), if any. */
  note: string | null;
  /** Under it: the stop was counted first in a candle that also touched a take profit. */
  sameCandle: boolean;
}

/** The note of a step at a price past its level: a fill or stop at a gap's open, a take profit a market fill was already past. */
const GAP_NOTES: Partial<Record<OutcomeStepDto['Kind'], string>> = { filled: 'gap_entry', stopped: 'gap_stop', take_profit: 'gap_target' };

/** How a step of the timeline reads; a hidden price (a locked idea, an expiry never filled) is left out. */
export function stepText(step: Pick<OutcomeStepDto, 'Kind' | 'Price' | 'Gap' | 'SameCandleAsTarget'>): StepText {
  // The breakeven's sentence says where the stop went, not the price that moved it.
  const withPrice = step.Price !== null && step.Kind !== 'breakeven';
  return {
    key: withPrice ? `${step.Kind}_at` : step.Kind,
    note: step.Gap ? (GAP_NOTES[step.Kind] ?? null) : null,
    sameCandle: step.Kind === 'stopped' && step.SameCandleAsTarget,
  };
}
