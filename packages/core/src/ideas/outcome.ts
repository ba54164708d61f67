import type { AssetType } from './ideas.constants.ts';
import { isJpyPair } from './ideas.rules.ts';

/**
 * Issue 28: an idea's outcome, measured against market prices. Pure: the outcome job feeds it the
 * candles it fetched since the last run and stores what it answers, so a run repeated (after a
 * crash, or twice) with the same candles answers the same outcome.
 *
 * How it is measured (the "how this is measured" page says the same to members):
 * - The levels are the ones published (an edit of levels after publication does not change them).
 * - A market idea is filled at the market: the open of the first candle after publication. A
 *   conditional one when the price reaches its entry, at the entry (or at the open of a candle that
 *   jumped past it, the price before publication counting as the one before: a market closed at
 *   publication that opens past the entry fills it there). In the candle that fills a conditional
 *   entry only the stop is checked: whether that candle's other extreme came before or after the
 *   fill cannot be known.
 * - The position is split in equal parts, one per take profit. A part closes at its take profit
 *   when the price reaches it, at its level; the take profits are taken nearest the entry first,
 *   whatever the order they were written in. A market fill already past a take profit closes that
 *   part at once, at the fill (a take profit is no loss); so does a conditional fill at a gap's open.
 * - The stop closes every part left at the stop, or at the open of a candle that jumped past it.
 *   A candle that touches both the stop and a take profit counts the stop first (the cautious
 *   reading: within one candle the order is not known).
 * - When the price reaches the breakeven level the stop moves to the fill price, from the next
 *   candle on. A breakeven level that is not beyond the fill (written between the stop and the
 *   entry, or passed by a market fill) is never reached: it would put the stop on the price.
 * - When the validity ends, an idea never filled is "expired unfilled" (no result); an open one is
 *   closed at the last price ("expired open").
 * - The result is in R: the gain or loss over the initial risk (fill to stop), each part weighted
 *   equally; and in pips (forex: 0.0001, 0.01 for a yen pair) or percent (every other market).
 */

/** One candle of an instrument: its open time (ms, UTC) and prices. */
export interface PriceCandle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** What an outcome is measured on: the levels as published, frozen. */
export interface OutcomeLevels {
  sell: boolean;
  entryType: 'market' | 'conditional';
  entry: number;
  stopLoss: number;
  breakEven: number | null;
  /** One to three, in the order written (the nearest first). */
  takeProfits: number[];
  /** Publication and end of validity (ms, UTC). */
  publishedAt: number;
  expiresAt: number;
  assetType: AssetType;
  /** The instrument's symbol (a yen pair's pip is 0.01). */
  symbol: string;
}

export const OUTCOME_STATES = ['waiting_entry', 'open', 'closed', 'expired_unfilled', 'expired_open'] as const;
export type OutcomeState = (typeof OUTCOME_STATES)[number];
/** An outcome that moves no more. */
export const isFinalOutcome = (state: OutcomeState) => state === 'closed' || state === 'expired_unfilled' || state === 'expired_open';

export const OUTCOME_STEP_KINDS = ['filled', 'take_profit', 'breakeven', 'stopped', 'expired'] as const;
export type OutcomeStepKind = (typeof OUTCOME_STEP_KINDS)[number];

export interface OutcomeStep {
  kind: OutcomeStepKind;
  /** When: the open time of the candle it happened in (ms, UTC); the end of validity for an expiry. */
  at: number;
  /** The price it happened at (null for an expiry with nothing filled). */
  price: number | null;
  /** Which take profit (1 to 3). */
  target?: number;
  /** A stop whose candle also touched a take profit: counted first. */
  sameCandleAsTarget?: boolean;
  /** A fill or stop at the open of a candle that jumped past the level. */
  gap?: boolean;
}

export interface Outcome {
  state: OutcomeState;
  steps: OutcomeStep[];
  /** Where the position was filled. */
  fillPrice: number | null;
  /** The stop in force (the initial one, or the fill price once breakeven was reached). */
  stop: number;
  /** Take profits reached so far, in order (their count). */
  targetsHit: number;
  /** The last price seen. */
  lastPrice: number | null;
  /** Candles before this time were taken into account (ms); the next run starts here. */
  checkedUntil: number;
  /** Result of a final outcome (null while open, and for one never filled). */
  r: number | null;
  move: OutcomeMove | null;
}

export interface OutcomeMove {
  unit: 'pips' | 'percent';
  value: number;
}

/** The outcome of an idea just published: nothing seen yet. */
export function startOutcome(levels: OutcomeLevels): Outcome {
  return {
    state: 'waiting_entry',
    steps: [],
    fillPrice: null,
    stop: levels.stopLoss,
    targetsHit: 0,
    lastPrice: null,
    checkedUntil: levels.publishedAt,
    r: null,
    move: null,
  };
}

/**
 * Takes the candles since `outcome.checkedUntil` into account (any from the end of validity on are
 * skipped; they need not be sorted). `coveredUntil`: every candle that opened before it is in
 * `candles` (or was seen before); once it reaches the end of validity an outcome still moving
 * expires. Candles before `checkedUntil` are not measured; the latest of them gives a conditional
 * idea not measured yet the price before its publication (`candleMs`: the candles' length).
 */
export function advanceOutcome(levels: OutcomeLevels, outcome: Outcome, candles: readonly PriceCandle[], coveredUntil: number, candleMs = OUTCOME_CANDLE_MS): Outcome {
  if (isFinalOutcome(outcome.state)) return outcome;
  let current: Outcome = { ...outcome, steps: [...outcome.steps], lastPrice: outcome.lastPrice ?? priceBefore(levels, outcome, candles, candleMs) };
  const usable = candles.filter((candle) => candle.time >= current.checkedUntil && candle.time < levels.expiresAt && candle.time < coveredUntil).sort((a, b) => a.time - b.time);
  for (const candle of usable) {
    current = step(levels, current, candle);
    current.checkedUntil = candle.time + 1;
    if (isFinalOutcome(current.state)) return current;
  }
  const seenUntil = Math.min(coveredUntil, levels.expiresAt);
  if (seenUntil > current.checkedUntil) current.checkedUntil = seenUntil;
  if (coveredUntil >= levels.expiresAt) return expire(levels, current);
  return current;
}

/** The outcome of an idea over these candles, from its publication. */
export function resolveOutcome(levels: OutcomeLevels, candles: readonly PriceCandle[], coveredUntil: number, candleMs = OUTCOME_CANDLE_MS): Outcome {
  return advanceOutcome(levels, startOutcome(levels), candles, coveredUntil, candleMs);
}

/** Outcomes are measured on 5-minute candles. */
export const OUTCOME_CANDLE_MS = 5 * 60 * 1000;

/**
 * The last price before a conditional idea's publication, for a gap past its entry at the first
 * candle measured: the close of the latest candle ended by then, or the open of the one under way
 * at publication (its close came after). Null when no candle before it was given, or the idea is
 * not waiting for its entry.
 */
function priceBefore(levels: OutcomeLevels, outcome: Outcome, candles: readonly PriceCandle[], candleMs: number): number | null {
  if (levels.entryType !== 'conditional' || outcome.state !== 'waiting_entry' || outcome.steps.length > 0) return null;
  let latest: PriceCandle | null = null;
  for (const candle of candles) if (candle.time < outcome.checkedUntil && (!latest || candle.time > latest.time)) latest = candle;
  if (!latest) return null;
  return latest.time + candleMs <= outcome.checkedUntil ? latest.close : latest.open;
}

/**
 * The take profits' indexes (into `levels.takeProfits`) in the order the price meets them: nearest
 * the entry first, whatever the order they were written in.
 */
function targetOrder(levels: OutcomeLevels): number[] {
  return levels.takeProfits.map((_, index) => index).sort((a, b) => (levels.takeProfits[a]! - levels.takeProfits[b]!) * direction(levels) || a - b);
}

const direction = (levels: OutcomeLevels) => (levels.sell ? -1 : 1);
/** Whether the price `price` is at or past `level` in the idea's favour (above for a buy). */
const reachedUp = (levels: OutcomeLevels, candle: PriceCandle, level: number) => (levels.sell ? candle.low <= level : candle.high >= level);
/** Whether the candle reached `level` against the idea (below for a buy). */
const reachedDown = (levels: OutcomeLevels, candle: PriceCandle, level: number) => (levels.sell ? candle.high >= level : candle.low <= level);
/** Whether `price` is at or past `level` against the idea. */
const pastAgainst = (levels: OutcomeLevels, price: number, level: number) => (levels.sell ? price >= level : price <= level);
/** Whether `price` is at or past `level` in the idea's favour. */
const pastFor = (levels: OutcomeLevels, price: number, level: number) => (levels.sell ? price <= level : price >= level);

function step(levels: OutcomeLevels, outcome: Outcome, candle: PriceCandle): Outcome {
  if (outcome.state === 'waiting_entry') {
    const filled = fill(levels, outcome, candle);
    if (!filled) return { ...outcome, lastPrice: candle.close };
    const opened: Outcome = { ...outcome, state: 'open', fillPrice: filled.price, steps: [...outcome.steps, { kind: 'filled', at: candle.time, price: filled.price, ...(filled.gap ? { gap: true } : {}) }] };
    // Filled at a price already past the stop: stopped there.
    if (pastAgainst(levels, filled.price, levels.stopLoss)) return close(levels, opened, candle.time, filled.price, { gap: filled.gap });
    // Take profits the fill is already past (a market fill, or a gap) close at once, at the fill.
    const taken = takenAtFill(levels, opened, candle.time, filled.price);
    if (taken.targetsHit === levels.takeProfits.length) return finish(levels, taken, 'closed', null);
    // A market fill is at the candle's open: all of it came after. A conditional one: only the stop is checked.
    return levels.entryType === 'market' ? manage(levels, taken, candle) : stopOnly(levels, taken, candle);
  }
  return manage(levels, outcome, candle);
}

function fill(levels: OutcomeLevels, outcome: Outcome, candle: PriceCandle): { price: number; gap: boolean } | null {
  if (levels.entryType === 'market') return { price: candle.open, gap: false };
  const before = outcome.lastPrice;
  // The price jumped past the entry between two candles: filled at the open.
  if (before !== null && (before - levels.entry) * (candle.open - levels.entry) < 0) return { price: candle.open, gap: true };
  if (candle.low <= levels.entry && levels.entry <= candle.high) return { price: levels.entry, gap: false };
  return null;
}

/** The take profits a fill is already past (a market fill, or a gap's): each of their parts closes at the fill, at once. */
function takenAtFill(levels: OutcomeLevels, outcome: Outcome, at: number, fillPrice: number): Outcome {
  const order = targetOrder(levels);
  const next: Outcome = { ...outcome, steps: [...outcome.steps] };
  while (next.targetsHit < order.length && pastFor(levels, fillPrice, levels.takeProfits[order[next.targetsHit]!]!)) {
    next.steps.push({ kind: 'take_profit', at, price: fillPrice, target: order[next.targetsHit]! + 1, gap: true });
    next.targetsHit += 1;
  }
  return next;
}

function stopOnly(levels: OutcomeLevels, outcome: Outcome, candle: PriceCandle): Outcome {
  if (reachedDown(levels, candle, outcome.stop)) return close(levels, outcome, candle.time, outcome.stop, {});
  return { ...outcome, lastPrice: candle.close };
}

function manage(levels: OutcomeLevels, outcome: Outcome, candle: PriceCandle): Outcome {
  // A candle that opens past the stop: stopped at its open.
  if (pastAgainst(levels, candle.open, outcome.stop)) return close(levels, outcome, candle.time, candle.open, { gap: true, sameCandleAsTarget: nextTargetReached(levels, outcome, candle) });
  if (reachedDown(levels, candle, outcome.stop)) return close(levels, outcome, candle.time, outcome.stop, { sameCandleAsTarget: nextTargetReached(levels, outcome, candle) });
  let next: Outcome = { ...outcome, steps: [...outcome.steps], lastPrice: candle.close };
  const order = targetOrder(levels);
  while (next.targetsHit < order.length && reachedUp(levels, candle, levels.takeProfits[order[next.targetsHit]!]!)) {
    const index = order[next.targetsHit]!;
    next.steps.push({ kind: 'take_profit', at: candle.time, price: levels.takeProfits[index]!, target: index + 1 });
    next.targetsHit += 1;
  }
  if (next.targetsHit === levels.takeProfits.length) return finish(levels, next, 'closed', null);
  const movedToBreakeven = next.stop === next.fillPrice;
  // Only a level beyond the fill: reached at the fill (or behind it), it would put the stop on the price.
  const { breakEven } = levels;
  const fillPrice = next.fillPrice;
  if (!movedToBreakeven && breakEven !== null && fillPrice !== null && !pastFor(levels, fillPrice, breakEven) && reachedUp(levels, candle, breakEven)) {
    next.steps.push({ kind: 'breakeven', at: candle.time, price: breakEven });
    next = { ...next, stop: fillPrice };
  }
  return next;
}

const nextTargetReached = (levels: OutcomeLevels, outcome: Outcome, candle: PriceCandle) =>
  outcome.targetsHit < levels.takeProfits.length && reachedUp(levels, candle, levels.takeProfits[targetOrder(levels)[outcome.targetsHit]!]!);

function close(levels: OutcomeLevels, outcome: Outcome, at: number, price: number, flags: { gap?: boolean; sameCandleAsTarget?: boolean }): Outcome {
  const stopped: OutcomeStep = { kind: 'stopped', at, price, ...(flags.gap ? { gap: true } : {}), ...(flags.sameCandleAsTarget ? { sameCandleAsTarget: true } : {}) };
  return finish(levels, { ...outcome, lastPrice: price, steps: [...outcome.steps, stopped] }, 'closed', price);
}

function expire(levels: OutcomeLevels, outcome: Outcome): Outcome {
  if (outcome.state === 'waiting_entry') {
    return { ...outcome, state: 'expired_unfilled', checkedUntil: levels.expiresAt, steps: [...outcome.steps, { kind: 'expired', at: levels.expiresAt, price: null }] };
  }
  const last = outcome.lastPrice ?? outcome.fillPrice!;
  return finish(levels, { ...outcome, checkedUntil: levels.expiresAt, steps: [...outcome.steps, { kind: 'expired', at: levels.expiresAt, price: last }] }, 'expired_open', last);
}

/** Ends an outcome: the parts left close at `restAt` (none left when every take profit was reached). */
function finish(levels: OutcomeLevels, outcome: Outcome, state: 'closed' | 'expired_open', restAt: number | null): Outcome {
  const fillPrice = outcome.fillPrice!;
  const parts = levels.takeProfits.length;
  // Each part taken at its take profit's step (its level, or the fill it was already past), the rest at `restAt`.
  const taken = outcome.steps.filter((step) => step.kind === 'take_profit').map((step) => step.price!);
  const exits = [...taken, ...Array.from({ length: parts - taken.length }, () => restAt ?? fillPrice)];
  const gains = exits.map((exit) => (exit - fillPrice) * direction(levels));
  const gain = gains.reduce((sum, value) => sum + value, 0) / parts;
  const risk = (fillPrice - levels.stopLoss) * direction(levels);
  // Filled past the stop there is no risk to measure against: a whole loss.
  const r = risk > 0 ? roundTo(gain / risk, 2) : -1;
  return { ...outcome, state, r: Object.is(r, -0) ? 0 : r, move: moveOf(levels, gain, fillPrice) };
}

function moveOf(levels: OutcomeLevels, gain: number, fillPrice: number): OutcomeMove {
  if (levels.assetType === 'forex') {
    const pip = isJpyPair(levels.symbol) ? 0.01 : 0.0001;
    return { unit: 'pips', value: clean(roundTo(gain / pip, 1)) };
  }
  return { unit: 'percent', value: clean(roundTo((gain / fillPrice) * 100, 2)) };
}

const clean = (value: number) => (Object.is(value, -0) ? 0 : value);

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON * Math.sign(value)) * factor) / factor;
}
