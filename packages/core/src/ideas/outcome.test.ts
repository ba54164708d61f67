import { describe, expect, it } from 'vitest';
import { advanceOutcome, resolveOutcome, startOutcome, type OutcomeLevels, type PriceCandle } from './outcome.ts';

const HOUR = 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 2, 8);
/** Hourly candles from publication: [open, high, low, close]. */
const candles = (...prices: [number, number, number, number][]): PriceCandle[] => prices.map(([open, high, low, close], index) => ({ time: T0 + index * HOUR, open, high, low, close }));

const eurusd = (overrides: Partial<OutcomeLevels> = {}): OutcomeLevels => ({
  sell: false,
  entryType: 'market',
  entry: 1.08,
  stopLoss: 1.075,
  breakEven: 1.083,
  takeProfits: [1.085, 1.09],
  publishedAt: T0,
  expiresAt: T0 + 5 * 24 * HOUR,
  assetType: 'forex',
  symbol: 'EURUSD',
  ...overrides,
});
const SOON = T0 + 3 * HOUR;

describe('an idea measured candle by candle', () => {
  it('takes TP1, moves the stop to the fill at breakeven, then is stopped there: +0.5 R, +25 pips', () => {
    const outcome = resolveOutcome(
      eurusd(),
      candles([1.08, 1.081, 1.079, 1.0805], [1.0805, 1.0855, 1.08, 1.084], [1.084, 1.0845, 1.0795, 1.0798], [1.0798, 1.1, 1.07, 1.09]),
      T0 + 4 * HOUR,
    );
    expect(outcome).toMatchObject({ state: 'closed', fillPrice: 1.08, targetsHit: 1, r: 0.5, move: { unit: 'pips', value: 25 } });
    expect(outcome.steps).toEqual([
      { kind: 'filled', at: T0, price: 1.08 },
      { kind: 'take_profit', at: T0 + HOUR, price: 1.085, target: 1 },
      { kind: 'breakeven', at: T0 + HOUR, price: 1.083 },
      { kind: 'stopped', at: T0 + 2 * HOUR, price: 1.08 },
    ]);
  });

  it('counts the stop first when one candle touches both the stop and a take profit: −1 R', () => {
    const outcome = resolveOutcome(eurusd(), candles([1.08, 1.081, 1.079, 1.0805], [1.0805, 1.086, 1.074, 1.08]), SOON);
    expect(outcome).toMatchObject({ state: 'closed', targetsHit: 0, r: -1, move: { unit: 'pips', value: -50 } });
    expect(outcome.steps.at(-1)).toEqual({ kind: 'stopped', at: T0 + HOUR, price: 1.075, sameCandleAsTarget: true });
  });

  it('closes at the open of a candle that jumped past the stop (a sell on GBP/USD): −1.8 R', () => {
    const levels = eurusd({ sell: true, entry: 1.27, stopLoss: 1.275, breakEven: null, takeProfits: [1.26], symbol: 'GBPUSD' });
    const outcome = resolveOutcome(levels, candles([1.27, 1.271, 1.269, 1.2705], [1.279, 1.28, 1.278, 1.2795]), SOON);
    expect(outcome).toMatchObject({ state: 'closed', fillPrice: 1.27, r: -1.8, move: { unit: 'pips', value: -90 } });
    expect(outcome.steps.at(-1)).toEqual({ kind: 'stopped', at: T0 + HOUR, price: 1.279, gap: true });
  });

  it('fills a conditional entry when the price reaches it, checks only the stop in that candle, then takes the target: +2 R', () => {
    const levels = eurusd({ entryType: 'conditional', entry: 1.075, stopLoss: 1.07, breakEven: null, takeProfits: [1.085] });
    // The fill candle also rose to the target: it may have come before the fill, so it does not count yet.
    const prices = candles([1.08, 1.081, 1.078, 1.079], [1.079, 1.0855, 1.0745, 1.076], [1.076, 1.086, 1.0755, 1.0858]);
    const outcome = resolveOutcome(levels, prices, SOON);
    expect(outcome).toMatchObject({ state: 'closed', fillPrice: 1.075, targetsHit: 1, r: 2, move: { unit: 'pips', value: 100 } });
    expect(outcome.steps.map((step) => [step.kind, step.at])).toEqual([
      ['filled', T0 + HOUR],
      ['take_profit', T0 + 2 * HOUR],
    ]);
  });

  it('fills a conditional entry the price jumped past at the open of that candle', () => {
    const levels = eurusd({ entryType: 'conditional', entry: 1.075, stopLoss: 1.07, breakEven: null, takeProfits: [1.085] });
    const outcome = resolveOutcome(levels, candles([1.08, 1.081, 1.0785, 1.079], [1.074, 1.0745, 1.073, 1.0742]), SOON);
    expect(outcome).toMatchObject({ state: 'open', fillPrice: 1.074, steps: [{ kind: 'filled', at: T0 + HOUR, price: 1.074, gap: true }] });
  });

  it('stops a conditional entry in the candle that filled it when that candle also reached the stop', () => {
    const levels = eurusd({ entryType: 'conditional', entry: 1.075, stopLoss: 1.07, breakEven: null, takeProfits: [1.085] });
    const outcome = resolveOutcome(levels, candles([1.08, 1.081, 1.078, 1.079], [1.079, 1.0795, 1.069, 1.0695]), SOON);
    expect(outcome).toMatchObject({ state: 'closed', fillPrice: 1.075, r: -1 });
  });

  it('expires an idea never filled, without a result', () => {
    const levels = eurusd({ entryType: 'conditional', entry: 1.07, stopLoss: 1.065, breakEven: null, takeProfits: [1.08], expiresAt: T0 + 2 * HOUR });
    const outcome = resolveOutcome(levels, candles([1.08, 1.081, 1.078, 1.079], [1.079, 1.0795, 1.0775, 1.078], [1.078, 1.0, 1.0, 1.0]), T0 + 3 * HOUR);
    expect(outcome).toMatchObject({ state: 'expired_unfilled', fillPrice: null, r: null, move: null, steps: [{ kind: 'expired', at: T0 + 2 * HOUR, price: null }] });
  });

  it('closes an open idea at the last price when its validity ends: every part at that price, +0.4 R', () => {
    const levels = eurusd({ expiresAt: T0 + 2 * HOUR });
    const outcome = resolveOutcome(levels, candles([1.08, 1.081, 1.079, 1.0805], [1.0805, 1.0825, 1.08, 1.082], [1.082, 1.2, 1.082, 1.2]), T0 + 3 * HOUR);
    expect(outcome).toMatchObject({ state: 'expired_open', r: 0.4, move: { unit: 'pips', value: 20 } });
    expect(outcome.steps.at(-1)).toEqual({ kind: 'expired', at: T0 + 2 * HOUR, price: 1.082 });
  });

  it('stays open while the validity runs, even with no new candle', () => {
    const outcome = resolveOutcome(eurusd(), candles([1.08, 1.081, 1.079, 1.0805]), T0 + 2 * HOUR);
    expect(outcome).toMatchObject({ state: 'open', r: null, checkedUntil: T0 + 2 * HOUR });
  });

  it('takes both targets in one candle: +1.5 R', () => {
    const outcome = resolveOutcome(eurusd(), candles([1.08, 1.081, 1.079, 1.0805], [1.0805, 1.0905, 1.0801, 1.09]), SOON);
    expect(outcome).toMatchObject({ state: 'closed', targetsHit: 2, r: 1.5, move: { unit: 'pips', value: 75 } });
  });

  it('measures a stock in percent and a yen pair in pips of 0.01', () => {
    const stock = resolveOutcome(eurusd({ entry: 190, stopLoss: 180, breakEven: null, takeProfits: [210], assetType: 'actions', symbol: 'AAPL' }), candles([190, 191, 189, 190.5], [190.5, 211, 190, 209]), SOON);
    expect(stock).toMatchObject({ state: 'closed', r: 2, move: { unit: 'percent', value: 10.53 } });
    const yen = resolveOutcome(eurusd({ sell: true, entry: 150, stopLoss: 151, breakEven: null, takeProfits: [148.5], symbol: 'USDJPY' }), candles([150, 150.2, 149.9, 150.1], [150.1, 150.3, 148.4, 148.6]), SOON);
    expect(yen).toMatchObject({ state: 'closed', r: 1.5, move: { unit: 'pips', value: 150 } });
  });

  it('counts a market idea filled already past its stop as a whole loss', () => {
    const outcome = resolveOutcome(eurusd({ entry: 1.08, stopLoss: 1.075 }), candles([1.074, 1.076, 1.073, 1.075]), SOON);
    expect(outcome).toMatchObject({ state: 'closed', fillPrice: 1.074, r: -1 });
  });
});

describe('levels written in an unusual way', () => {
  it('never moves the stop for a breakeven written between the stop and the entry: stopped at the stop, −1 R', () => {
    // Reached at the fill, it would have put the stop on the fill price: a loss measured as 0 R.
    const levels = eurusd({ breakEven: 1.078 });
    const outcome = resolveOutcome(levels, candles([1.08, 1.0845, 1.0795, 1.084], [1.084, 1.0846, 1.0745, 1.0748]), SOON);
    expect(outcome).toMatchObject({ state: 'closed', fillPrice: 1.08, stop: 1.075, r: -1, move: { unit: 'pips', value: -50 } });
    expect(outcome.steps.map((step) => step.kind)).toEqual(['filled', 'stopped']);
  });

  it('takes the take profits nearest the entry first, whatever their order, each named as written: +1.5 R', () => {
    const levels = eurusd({ breakEven: null, takeProfits: [1.09, 1.085] });
    const outcome = resolveOutcome(levels, candles([1.08, 1.081, 1.079, 1.0805], [1.0805, 1.0855, 1.08, 1.085], [1.085, 1.0905, 1.0845, 1.09]), SOON);
    expect(outcome).toMatchObject({ state: 'closed', targetsHit: 2, r: 1.5, move: { unit: 'pips', value: 75 } });
    expect(outcome.steps.slice(1)).toEqual([
      { kind: 'take_profit', at: T0 + HOUR, price: 1.085, target: 2 },
      { kind: 'take_profit', at: T0 + 2 * HOUR, price: 1.09, target: 1 },
    ]);
  });

  it('closes the part of a take profit a market fill is already past at the fill, not at a loss; its breakeven, passed too, never moves the stop: +0.17 R', () => {
    // Filled at 1.0862, past TP1 (1.085) and the breakeven (1.083): half closes at 1.0862 (0 pips), half at
    // TP2 (+38 pips): +19 pips over a risk of 112 (fill to stop), 0.17 R.
    const outcome = resolveOutcome(eurusd(), candles([1.0862, 1.0866, 1.0858, 1.0864], [1.0864, 1.0905, 1.086, 1.09]), SOON);
    expect(outcome).toMatchObject({ state: 'closed', fillPrice: 1.0862, targetsHit: 2, r: 0.17, move: { unit: 'pips', value: 19 } });
    expect(outcome.steps).toEqual([
      { kind: 'filled', at: T0, price: 1.0862 },
      { kind: 'take_profit', at: T0, price: 1.0862, target: 1, gap: true },
      { kind: 'take_profit', at: T0 + HOUR, price: 1.09, target: 2 },
    ]);
  });

  it('fills a conditional entry at the open when the market, closed at publication, opens past it (the last close before publication counts as the price before)', () => {
    // A buy stop above Friday's close, published over the weekend: Monday opens past the entry.
    const levels = eurusd({ entryType: 'conditional', entry: 1.09, stopLoss: 1.085, breakEven: null, takeProfits: [1.1] });
    const friday = { time: T0 - 40 * HOUR, open: 1.0851, high: 1.0853, low: 1.0849, close: 1.085 };
    const monday = candles([1.0925, 1.095, 1.092, 1.094]);
    expect(resolveOutcome(levels, monday, SOON, HOUR)).toMatchObject({ state: 'waiting_entry', steps: [] });
    const outcome = resolveOutcome(levels, [friday, ...monday], SOON, HOUR);
    expect(outcome).toMatchObject({ state: 'open', fillPrice: 1.0925, steps: [{ kind: 'filled', at: T0, price: 1.0925, gap: true }] });
  });

  it('closes the part of a take profit a conditional fill at a gap is already past at the fill: +0.24 R, not a loss', () => {
    const levels = eurusd({ entryType: 'conditional', entry: 1.09, stopLoss: 1.085, breakEven: null, takeProfits: [1.1, 1.11] });
    const before = { time: T0 - HOUR, open: 1.0851, high: 1.0853, low: 1.0849, close: 1.085 };
    // Opens at 1.102, past the entry and TP1; TP2 later. Half at the fill (0), half at TP2 (+80 pips): +40 pips over a risk of 170.
    const outcome = resolveOutcome(levels, [before, ...candles([1.102, 1.104, 1.1015, 1.103], [1.103, 1.111, 1.102, 1.11])], SOON, HOUR);
    expect(outcome).toMatchObject({ state: 'closed', fillPrice: 1.102, targetsHit: 2, r: 0.24, move: { unit: 'pips', value: 40 } });
    expect(outcome.steps.slice(0, 2)).toEqual([
      { kind: 'filled', at: T0, price: 1.102, gap: true },
      { kind: 'take_profit', at: T0, price: 1.102, target: 1, gap: true },
    ]);
  });

  it("takes the open, not the close, of a candle under way at publication as the price before: its close came after", () => {
    const levels = eurusd({ entryType: 'conditional', entry: 1.09, stopLoss: 1.085, breakEven: null, takeProfits: [1.1], publishedAt: T0 - HOUR / 2 });
    // Under way at publication: opened at 1.085, closed past the entry at 1.0915 after it.
    const underWay = { time: T0 - HOUR, open: 1.085, high: 1.0916, low: 1.0849, close: 1.0915 };
    const outcome = resolveOutcome(levels, [underWay, ...candles([1.0915, 1.093, 1.091, 1.092])], SOON, HOUR);
    expect(outcome).toMatchObject({ state: 'open', fillPrice: 1.0915, steps: [{ kind: 'filled', at: T0, price: 1.0915, gap: true }] });
  });
});

describe('measured run after run', () => {
  const levels = eurusd();
  const prices = candles([1.08, 1.081, 1.079, 1.0805], [1.0805, 1.0855, 1.08, 1.084], [1.084, 1.0845, 1.0795, 1.0798]);

  it('answers the same outcome from candles given in several runs as from all of them at once', () => {
    const whole = resolveOutcome(levels, prices, SOON);
    const first = advanceOutcome(levels, startOutcome(levels), prices.slice(0, 2), T0 + 2 * HOUR);
    expect(first.state).toBe('open');
    const second = advanceOutcome(levels, first, prices.slice(2), SOON);
    expect(second).toEqual(whole);
  });

  it('ignores candles already taken into account, so a run repeated with the same candles changes nothing', () => {
    const first = advanceOutcome(levels, startOutcome(levels), prices.slice(0, 2), T0 + 2 * HOUR);
    expect(advanceOutcome(levels, first, prices.slice(0, 2), T0 + 2 * HOUR)).toEqual(first);
    const final = resolveOutcome(levels, prices, SOON);
    expect(advanceOutcome(levels, final, candles([1.0, 2.0, 0.5, 1.0]), SOON + HOUR)).toBe(final);
  });

  it('skips candles before publication or from the end of validity on, and candles not yet covered', () => {
    const early = { time: T0 - HOUR, open: 1.2, high: 1.2, low: 1.0, close: 1.1 };
    const outcome = resolveOutcome(levels, [early, ...prices.slice(0, 1)], T0 + HOUR);
    expect(outcome.steps).toEqual([{ kind: 'filled', at: T0, price: 1.08 }]);
    const notCovered = resolveOutcome(levels, prices, T0 + HOUR);
    expect(notCovered.steps).toHaveLength(1);
  });
});
