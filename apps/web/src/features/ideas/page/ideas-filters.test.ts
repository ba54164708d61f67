import { describe, expect, it } from 'vitest';
import { filtersFromSearch, hasFilters, ideasQueryOf, NO_FILTERS, searchWithFilters, type IdeasPageFilters } from './ideas-filters.ts';

const every: IdeasPageFilters = { type: 'idea', assetType: 'crypto', side: 'sell', status: 'active', coaches: true, favorites: true, instrument: 'EURUSD' };

describe('the ideas filters in the address', () => {
  it('reads no filter from a bare address', () => {
    expect(filtersFromSearch(new URLSearchParams(''))).toEqual(NO_FILTERS);
  });

  it('reads every filter under the API names', () => {
    const search = new URLSearchParams('type=idea&assetType=crypto&side=sell&status=active&coaches=true&favorites=true&instrument=EURUSD');
    expect(filtersFromSearch(search)).toEqual(every);
  });

  it('ignores unknown values, so an old or mistyped link still opens', () => {
    const search = new URLSearchParams('type=signal&assetType=bonds&side=long&status=soon&coaches=yes&favorites=1&instrument=%20%20');
    expect(filtersFromSearch(search)).toEqual(NO_FILTERS);
  });

  it('reads the instrument as written (the server matches EUR/USD as EURUSD), trimmed, and none too long for the API', () => {
    expect(filtersFromSearch(new URLSearchParams('instrument=%20EUR/USD%20')).instrument).toBe('EUR/USD');
    expect(filtersFromSearch(new URLSearchParams(`instrument=${'A'.repeat(21)}`)).instrument).toBeNull();
  });

  it('writes the filters back so that reading them gives the same filters', () => {
    for (const filters of [every, NO_FILTERS, { ...NO_FILTERS, type: 'news' as const, favorites: true }]) {
      expect(filtersFromSearch(searchWithFilters(new URLSearchParams(), filters))).toEqual(filters);
    }
  });

  it('writes only the filters that are on, and keeps other parameters', () => {
    const search = searchWithFilters(new URLSearchParams('ref=mail&side=buy&coaches=true'), { ...NO_FILTERS, type: 'analysis' });
    expect(search.toString()).toBe('ref=mail&type=analysis');
  });

  it('tells whether any filter is on', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, favorites: true })).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, status: 'expired' })).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, instrument: 'EURUSD' })).toBe(true);
  });
});

describe('the ideas request', () => {
  it('asks for everything without filters', () => {
    expect(ideasQueryOf(NO_FILTERS)).toEqual({});
  });

  it('carries the filters that are on and the next page cursor', () => {
    expect(ideasQueryOf(every, 'c1')).toEqual({
      type: 'idea',
      assetType: 'crypto',
      side: 'sell',
      status: 'active',
      coaches: 'true',
      favorites: 'true',
      instrument: 'EURUSD',
      cursor: 'c1',
    });
    expect(ideasQueryOf({ ...NO_FILTERS, side: 'buy' })).toEqual({ side: 'buy' });
  });
});
