import { describe, expect, it } from 'vitest';
import { formatPercent, formatPips, formatR, outcomeStatus, stepText } from './outcome-text.ts';

const NBSP = '\u00a0';
const MINUS = '\u2212';

describe('formatR', () => {
  it('writes R signed, at most 2 decimals, trailing zeros dropped, in the language’s notation', () => {
    expect(formatR(0.5, 'fr')).toBe(`+0,5${NBSP}R`);
    expect(formatR(0.5, 'en')).toBe(`+0.5${NBSP}R`);
    expect(formatR(-1, 'fr')).toBe(`${MINUS}1${NBSP}R`);
    expect(formatR(1.5, 'en')).toBe(`+1.5${NBSP}R`);
    expect(formatR(2, 'en')).toBe(`+2${NBSP}R`);
    expect(formatR(0.333, 'fr')).toBe(`+0,33${NBSP}R`);
    expect(formatR(-1.25, 'en')).toBe(`${MINUS}1.25${NBSP}R`);
    expect(formatR(0, 'fr')).toBe(`0${NBSP}R`);
  });
});

describe('formatPips and formatPercent', () => {
  it('write a move signed, in pips to the tenth or percent to the hundredth', () => {
    expect(formatPips(25, 'fr')).toBe('+25');
    expect(formatPips(-12.5, 'fr')).toBe(`${MINUS}12,5`);
    expect(formatPips(-12.5, 'en')).toBe(`${MINUS}12.5`);
    expect(formatPips(0, 'en')).toBe('0');
    // A no-break space before %, narrow or not as the runtime's ICU has it.
    expect(formatPercent(10.53, 'fr')).toMatch(/^\+10,53[\u00a0\u202f]%$/);
    expect(formatPercent(10.53, 'en')).toBe('+10.53%');
    expect(formatPercent(-2.1, 'en')).toBe(`${MINUS}2.1%`);
  });
});

describe('outcomeStatus', () => {
  it('names the state, and for one that is over whether it gained or lost', () => {
    expect(outcomeStatus({ State: 'pending', R: null }, 'fr')).toEqual({ key: 'pending', r: null, tone: 'neutral' });
    expect(outcomeStatus({ State: 'waiting_entry', R: null }, 'fr')).toEqual({ key: 'waiting_entry', r: null, tone: 'neutral' });
    expect(outcomeStatus({ State: 'open', R: null }, 'fr')).toEqual({ key: 'open', r: null, tone: 'neutral' });
    expect(outcomeStatus({ State: 'closed', R: 0.5 }, 'en')).toEqual({ key: 'closed_gain', r: `+0.5${NBSP}R`, tone: 'gain' });
    expect(outcomeStatus({ State: 'closed', R: -1 }, 'en')).toEqual({ key: 'closed_loss', r: `${MINUS}1${NBSP}R`, tone: 'loss' });
    expect(outcomeStatus({ State: 'closed', R: 0 }, 'en')).toMatchObject({ key: 'closed_even', tone: 'neutral' });
    expect(outcomeStatus({ State: 'closed', R: null }, 'en')).toEqual({ key: 'closed', r: null, tone: 'neutral' });
    expect(outcomeStatus({ State: 'expired_unfilled', R: null }, 'en')).toEqual({ key: 'expired_unfilled', r: null, tone: 'neutral' });
    expect(outcomeStatus({ State: 'expired_open', R: 0.4 }, 'fr')).toEqual({ key: 'expired_open', r: `+0,4${NBSP}R`, tone: 'gain' });
    expect(outcomeStatus({ State: 'expired_open', R: -0.3 }, 'fr')).toMatchObject({ key: 'expired_open', tone: 'loss' });
    expect(outcomeStatus({ State: 'expired_open', R: null }, 'fr')).toEqual({ key: 'expired_open_noResult', r: null, tone: 'neutral' });
  });
});

describe('stepText', () => {
  const step = { Price: 1.08, Gap: false, SameCandleAsTarget: false };

  it('shows the price when there is one, except the breakeven’s, whose sentence says where the stop went', () => {
    expect(stepText({ ...step, Kind: 'filled' })).toEqual({ key: 'filled_at', note: null, sameCandle: false });
    expect(stepText({ ...step, Kind: 'take_profit' }).key).toBe('take_profit_at');
    expect(stepText({ ...step, Kind: 'breakeven' }).key).toBe('breakeven');
    expect(stepText({ ...step, Kind: 'stopped' }).key).toBe('stopped_at');
    expect(stepText({ ...step, Kind: 'expired' }).key).toBe('expired_at');
  });

  it('leaves a hidden price out (a locked idea, an expiry never filled)', () => {
    expect(stepText({ ...step, Kind: 'take_profit', Price: null }).key).toBe('take_profit');
    expect(stepText({ ...step, Kind: 'expired', Price: null }).key).toBe('expired');
  });

  it('notes a fill or stop at a gap’s open, a take profit a market fill was past, and a stop counted first in a candle that touched a target', () => {
    expect(stepText({ ...step, Kind: 'stopped', Gap: true, SameCandleAsTarget: true })).toEqual({ key: 'stopped_at', note: 'gap_stop', sameCandle: true });
    expect(stepText({ ...step, Kind: 'filled', Gap: true })).toEqual({ key: 'filled_at', note: 'gap_entry', sameCandle: false });
    expect(stepText({ ...step, Kind: 'take_profit', Gap: true })).toEqual({ key: 'take_profit_at', note: 'gap_target', sameCandle: false });
  });
});
