import { hasFilters, type IdeasPageFilters } from './ideas-filters.ts';

export type IdeasEmptyCase = 'favorites' | 'news' | 'filtered' | 'none';

/** Which message an empty ideas list shows: favourites first (how to add one), then news, then filters. */
export function emptyCaseOf(filters: IdeasPageFilters): IdeasEmptyCase {
  if (filters.favorites) return 'favorites';
  if (!hasFilters(filters)) return 'none';
  return filters.type === 'news' && !filters.assetType && !filters.side && !filters.status && !filters.coaches && !filters.instrument ? 'news' : 'filtered';
}
