import { describe, expect, it } from 'vitest';
import { countdownTo, expiryOfTerm, ideaTermOf, isPriceStep, priceIssues } from './ideas.rules.ts';

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

describe('prices', () => {
  it('go in steps of 0.01, whatever the binary rounding', () => {
    expect(isPriceStep(1.1)).toBe(true);
    expect(isPriceStep(0.29)).toBe(true);
    expect(isPriceStep(150.25)).toBe(true);
    expect(isPriceStep(1.085)).toBe(false);
  });

  it('are coherent with the side: a buy stops below and takes profit above; a sell the reverse', () => {
    expect(priceIssues({ sell: false, entry: 100, stopLoss: 95, breakEven: 100, takeProfits: [110, null, 120] })).toEqual([]);
    expect(priceIssues({ sell: true, entry: 100, stopLoss: 105, breakEven: 100, takeProfits: [90, 80] })).toEqual([]);
    expect(priceIssues({ sell: false, entry: 100, stopLoss: 101, breakEven: 102, takeProfits: [110] })).toEqual([{ field: 'stopLoss', issue: 'stopLossSide' }]);
    expect(priceIssues({ sell: true, entry: 100, stopLoss: 105, breakEven: 100, takeProfits: [90, 101] })).toEqual([{ field: 'takeProfit2', issue: 'takeProfitSide' }]);
    expect(priceIssues({ sell: false, entry: 100, stopLoss: 95, breakEven: 111, takeProfits: [110] })).toEqual([{ field: 'breakEven', issue: 'breakEvenSide' }]);
  });
});
