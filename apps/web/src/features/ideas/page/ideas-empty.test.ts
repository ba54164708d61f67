import { describe, expect, it } from 'vitest';
import { emptyCaseOf } from './ideas-empty.ts';
import { NO_FILTERS } from './ideas-filters.ts';

describe('the message of an empty ideas list', () => {
  it('says there is nothing yet without filters', () => {
    expect(emptyCaseOf(NO_FILTERS)).toBe('none');
  });

  it('explains how to add a favourite when favourites are asked, whatever else is', () => {
    expect(emptyCaseOf({ ...NO_FILTERS, favorites: true })).toBe('favorites');
    expect(emptyCaseOf({ ...NO_FILTERS, favorites: true, type: 'news', side: 'buy' })).toBe('favorites');
  });

  it('speaks of news when only news are asked', () => {
    expect(emptyCaseOf({ ...NO_FILTERS, type: 'news' })).toBe('news');
  });

  it('speaks of the filters otherwise', () => {
    expect(emptyCaseOf({ ...NO_FILTERS, type: 'news', status: 'active' })).toBe('filtered');
    expect(emptyCaseOf({ ...NO_FILTERS, coaches: true })).toBe('filtered');
    expect(emptyCaseOf({ ...NO_FILTERS, type: 'news', instrument: 'EURUSD' })).toBe('filtered');
    expect(emptyCaseOf({ ...NO_FILTERS, type: 'idea' })).toBe('filtered');
  });
});
