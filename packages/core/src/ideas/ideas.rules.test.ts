import { describe, expect, it } from 'vitest';
import { countdownTo, decimalsOf, displayDecimalsOf, expiryOfTerm, hasAtMostDecimals, ideaTermOf, mayChangeIdeaType, priceDecimalsOf, priceIssues, priceStepOf } from './ideas.rules.ts';

const at = (iso: string) => new Date(iso);

describe('ideaTermOf (spec 2 §4: 1 short, 5 mid, 10 long)', () => {
  it('derives the term from the days between the date and the expiry', () => {
    expect(ideaTermOf('2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z')).toBe('short');
    expect(ideaTermOf('2026-01-01T00:00:00Z', '2026-01-05T23:59:59Z')).toBe('short');
    expect(ideaTermOf('2026-01-01T00:00:00Z', '2026-01-06T00:00:00Z')).toBe('mid');
    expect(ideaTermOf('2026-01-01T00:00:00Z', '2026-01-11T00:00:00Z')).toBe('long');
  });

  it('round-trips with expiryOfTerm', () => {
    const from = at('2026-03-01T12:00:00Z');
    for (const term of ['short', 'mid', 'long'] as const) expect(ideaTermOf(from, expiryOfTerm(term, from))).toBe(term);
  });
});

describe('countdownTo', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(countdownTo('2026-01-03T03:04:05Z', at('2026-01-01T00:00:00Z'))).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, expired: false });
  });

  it('is floored at 0 and expired once the expiry is past', () => {
    expect(countdownTo('2026-01-01T00:00:00Z', at('2026-02-01T00:00:00Z'))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, expired: true });
  });
});

describe('prices (issue 23: the precision of their market)', () => {
  it('forex to 5 decimals, crypto to 8, stocks, ETFs, indices and commodities to 4; any market when unknown', () => {
    expect([priceDecimalsOf('forex'), priceDecimalsOf('crypto'), priceDecimalsOf('actions'), priceDecimalsOf('etfs'), priceDecimalsOf('indexes'), priceDecimalsOf('commodities')]).toEqual([5, 8, 4, 4, 4, 4]);
    expect(priceDecimalsOf(null)).toBe(8);
  });

  it('count decimals as typed, whatever the binary rounding', () => {
    expect(hasAtMostDecimals(1.095, 4)).toBe(true);
    expect(hasAtMostDecimals(1.09505, 5)).toBe(true);
    expect(hasAtMostDecimals(1.095051, 5)).toBe(false);
    expect(hasAtMostDecimals(0.00001234, 8)).toBe(true);
    expect(hasAtMostDecimals(0.000012345, 8)).toBe(false);
    expect(hasAtMostDecimals(182.4525, 4)).toBe(true);
    expect(hasAtMostDecimals(182.45251, 4)).toBe(false);
    expect(hasAtMostDecimals(99_999_999.9999, 4)).toBe(true);
    expect(hasAtMostDecimals(Number.NaN, 8)).toBe(false);
    expect([decimalsOf(1.095), decimalsOf(151.234), decimalsOf(0.00001234), decimalsOf(19450), decimalsOf(0.1 + 0.2)]).toEqual([3, 3, 8, 0, 17]);
  });

  it("give the input's step of their market, written out", () => {
    expect([priceStepOf('forex'), priceStepOf('crypto'), priceStepOf('actions'), priceStepOf(null)]).toEqual(['0.00001', '0.00000001', '0.0001', '0.00000001']);
  });

  it("show with one number of decimals per card: the most precise level's, at least the market's quote, at most its precision", () => {
    expect(displayDecimalsOf('forex', 'EUR/USD', [1.095, 1.092, 1.085])).toBe(4);
    expect(displayDecimalsOf('forex', 'EURUSD', [1.09505, 1.092])).toBe(5);
    expect(displayDecimalsOf('forex', 'USD/JPY', [151.234, 150.5])).toBe(3);
    expect(displayDecimalsOf('forex', 'usdjpy', [151, 150.5])).toBe(2);
    expect(displayDecimalsOf('crypto', 'BTCUSD', [59800, 61200])).toBe(2);
    expect(displayDecimalsOf('crypto', 'SHIBUSD', [0.00001234, 0.000013])).toBe(8);
    expect(displayDecimalsOf('actions', 'AAPL', [182.4525, 180])).toBe(4);
    expect(displayDecimalsOf('indexes', 'GER40', [19450, 19300])).toBe(0);
    expect(displayDecimalsOf('commodities', 'Brent', [0.1 + 0.2])).toBe(4);
    expect(displayDecimalsOf(null, null, [7800, 7830.5])).toBe(1);
  });

  it('are coherent with the side: a buy stops below and takes profit above; a sell the reverse', () => {
    expect(priceIssues({ sell: false, entry: 100, stopLoss: 95, breakEven: 100, takeProfits: [110, null, 120] })).toEqual([]);
    expect(priceIssues({ sell: true, entry: 100, stopLoss: 105, breakEven: 100, takeProfits: [90, 80] })).toEqual([]);
    expect(priceIssues({ sell: false, entry: 100, stopLoss: 101, breakEven: 102, takeProfits: [110] })).toEqual([{ field: 'stopLoss', issue: 'stopLossSide' }]);
    expect(priceIssues({ sell: true, entry: 100, stopLoss: 105, breakEven: 100, takeProfits: [90, 101] })).toEqual([{ field: 'takeProfit2', issue: 'takeProfitSide' }]);
    expect(priceIssues({ sell: false, entry: 100, stopLoss: 95, breakEven: 111, takeProfits: [110] })).toEqual([{ field: 'breakEven', issue: 'breakEvenSide' }]);
  });
});

describe('mayChangeIdeaType', () => {
  it('keeps a market idea one, and never makes one of an analysis or an update; between those two, any change', () => {
    expect(mayChangeIdeaType('idea', 'idea')).toBe(true);
    expect(mayChangeIdeaType('idea', 'analysis')).toBe(false);
    expect(mayChangeIdeaType('tradingPlan', 'idea')).toBe(false);
    expect(mayChangeIdeaType('analysis', 'tradingPlan')).toBe(true);
  });
});
