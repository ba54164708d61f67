import { IDEA_PRICE_STEP, IDEA_TERM_DAYS, type IdeaTerm } from './ideas.constants.ts';

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

/** Spec 2 §5: prices are numbers in steps of 0.01 (read with a tolerance for binary fractions). */
export function isPriceStep(value: number): boolean {
  const cents = value / IDEA_PRICE_STEP;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
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
