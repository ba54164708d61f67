import { describe, expect, it } from 'vitest';
import { makeInstrument } from '../../../test/kit.ts';
import { instrumentOfTicker, tickerKey } from './instrument-match.ts';

const eurusd = makeInstrument();
const mc = makeInstrument({ Symbol: 'MC.PA', Name: 'LVMH', NameFr: null, AssetType: 'actions', Decimals: 2 });

describe('a typed ticker and the suggested instruments', () => {
  it('compares tickers as the server does: case, $, spaces, / and - aside, a . kept', () => {
    expect(['eur/usd', '$EURUSD', 'eur-usd', ' EUR USD ', 'EURUSD=X'].map(tickerKey)).toEqual(Array(5).fill('EURUSD'));
    expect(tickerKey('mc.pa')).toBe('MC.PA');
  });

  it('names the suggestion whose symbol the ticker is, however written', () => {
    expect(instrumentOfTicker('eur/usd', [mc, eurusd])).toBe(eurusd);
    expect(instrumentOfTicker('Mc.Pa', [mc, eurusd])).toBe(mc);
  });

  it('names none for a start of symbol, an empty ticker or no suggestion', () => {
    expect(instrumentOfTicker('EUR', [eurusd])).toBeNull();
    expect(instrumentOfTicker('  ', [eurusd])).toBeNull();
    expect(instrumentOfTicker('EURUSD', [])).toBeNull();
  });
});
