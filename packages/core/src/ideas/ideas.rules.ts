import {
  IDEA_TERM_DAYS,
  JPY_PAIR_DISPLAY_DECIMALS,
  PRICE_DECIMALS,
  PRICE_DECIMALS_ANY_MARKET,
  PRICE_DISPLAY_DECIMALS,
  type AssetType,
  type IdeaTerm,
  type IdeaType,
} from './ideas.constants.ts';

const SECOND_MS = 1000;
const DAY_MS = 24 * 60 * 60 * SECOND_MS;

/**
 * Spec 2 §4: the term label from the days between the idea's date and its expiry: from 10 days
 * long, from 5 mid, otherwise short.
 */
export function ideaTermOf(date: Date | string, expiry: Date | string): IdeaTerm {
  const days = (new Date(expiry).getTime() - new Date(date).getTime()) / DAY_MS;
  if (days >= IDEA_TERM_DAYS.long) return 'long';
  if (days >= IDEA_TERM_DAYS.mid) return 'mid';
  return 'short';
}

/** The expiry an idea gets from its term when no validity is given. */
export function expiryOfTerm(term: IdeaTerm, from: Date): Date {
  return new Date(from.getTime() + IDEA_TERM_DAYS[term] * DAY_MS);
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  expired: boolean;
}

/** Spec 2 §4: the time left until `expiry`, floored at 0 (then expired). */
export function countdownTo(expiry: Date | string, now: Date = new Date()): Countdown {
  const left = Math.max(0, Math.floor((new Date(expiry).getTime() - now.getTime()) / SECOND_MS));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    expired: left === 0,
  };
}

/** The decimals a price of this market may carry; the finest of all markets when it is not known. */
export function priceDecimalsOf(assetType: AssetType | null | undefined): number {
  return assetType ? PRICE_DECIMALS[assetType] : PRICE_DECIMALS_ANY_MARKET;
}

/**
 * Whether `value` is written with at most `decimals` decimals, read as it was typed (1.095 is
 * 1.0950, never its binary expansion 1.09499999…): rounding it there gives the same number back.
 */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  return Number.isFinite(value) && Number(value.toFixed(decimals)) === value;
}

const DECIMALS_READ_MAX = 20;

/** The decimals of `value` in its shortest written form (1.0950 has 3), at most 20. */
export function decimalsOf(value: number): number {
  for (let decimals = 0; decimals < DECIMALS_READ_MAX; decimals += 1) if (hasAtMostDecimals(value, decimals)) return decimals;
  return DECIMALS_READ_MAX;
}

/** The step of a price input for this market ("0.00001" for forex), written out (never "1e-8"). */
export function priceStepOf(assetType: AssetType | null | undefined): string {
  const decimals = priceDecimalsOf(assetType);
  return (10 ** -decimals).toFixed(decimals);
}

/** A forex pair quoted in yen (USD/JPY, EURJPY): its pip is 0.01. */
export const isJpyPair = (instrument: string | null | undefined) => /JPY/i.test(instrument ?? '');

/**
 * How many decimals a card shows an idea's or news item's prices with: as many as its most precise
 * level, at least what the market quotes (forex to the pip, stocks to the cent; see
 * PRICE_DISPLAY_DECIMALS), at most what the market allows. Every level of the card shares it, so
 * 1.0950 / 1.0920 / 1.08505 read as a quote table.
 */
export function displayDecimalsOf(assetType: AssetType | null | undefined, instrument: string | null | undefined, values: readonly number[]): number {
  const least = !assetType ? 0 : assetType === 'forex' && isJpyPair(instrument) ? JPY_PAIR_DISPLAY_DECIMALS : PRICE_DISPLAY_DECIMALS[assetType];
  return Math.min(priceDecimalsOf(assetType), Math.max(least, ...values.map(decimalsOf)));
}

export type PriceIssue = 'stopLossSide' | 'takeProfitSide' | 'breakEvenSide';

export interface IdeaLevels {
  sell: boolean;
  entry: number;
  stopLoss: number;
  breakEven: number;
  takeProfits: readonly (number | null | undefined)[];
}

/**
 * Coherent levels: a buy has its stop loss below the entry and its take profits above; a sell the
 * reverse. The breakeven sits between the stop loss and the first take profit (where the stop is
 * moved once the trade runs). Answers where each incoherent level is.
 */
export function priceIssues({ sell, entry, stopLoss, breakEven, takeProfits }: IdeaLevels): { field: string; issue: PriceIssue }[] {
  const above = (a: number, b: number) => (sell ? a < b : a > b);
  const issues: { field: string; issue: PriceIssue }[] = [];
  if (!above(entry, stopLoss)) issues.push({ field: 'stopLoss', issue: 'stopLossSide' });
  takeProfits.forEach((value, index) => {
    if (value !== null && value !== undefined && !above(value, entry)) issues.push({ field: `takeProfit${index + 1}`, issue: 'takeProfitSide' });
  });
  const firstTarget = takeProfits.find((value) => value !== null && value !== undefined);
  if (!above(breakEven, stopLoss) || (firstTarget !== undefined && firstTarget !== null && above(breakEven, firstTarget))) issues.push({ field: 'breakEven', issue: 'breakEvenSide' });
  return issues;
}

/**
 * Issue 28: whether an edit may change a post's type. A market idea stays one (its outcome is
 * measured on the levels published), and an analysis or an update never becomes one (its levels,
 * written after the fact, would never be measured): between those two, any change.
 */
export function mayChangeIdeaType(from: IdeaType, to: IdeaType): boolean {
  return (from === 'idea') === (to === 'idea');
}
