import { describe, expect, it } from 'vitest';
import { canLoadMorePages, flattenPages, type KeysetPage } from './keyset-pages.ts';

const page = (ids: string[], nextCursor: string | null): KeysetPage<{ id: string }> => ({ items: ids.map((id) => ({ id })), nextCursor });
const idOf = (item: { id: string }) => item.id;

describe('keyset pages', () => {
  it('lists each item once, in page order (an item written first may come back in a later page)', () => {
    expect(flattenPages([page(['a', 'b'], 'c1'), page(['b', 'c'], null)], idOf).map(idOf)).toEqual(['a', 'b', 'c']);
    expect(flattenPages(undefined, idOf)).toEqual([]);
  });

  it('asks for more until a page comes back empty or without a next cursor, and nothing before the first', () => {
    expect(canLoadMorePages([page(['a'], 'c1')])).toBe(true);
    expect(canLoadMorePages([page(['a'], 'c1'), page(['b'], null)])).toBe(false);
    expect(canLoadMorePages([page([], 'c2')])).toBe(false);
    expect(canLoadMorePages([])).toBe(false);
    expect(canLoadMorePages(undefined)).toBe(false);
  });
});
