import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromSearch, searchWithFilters, type IdeasPageFilters } from './ideas-filters.ts';

/**
 * The ideas page's filters, kept in the address: a filtered page can be shared, and each change is
 * a step the back button undoes.
 */
export function useIdeasFilters(): [IdeasPageFilters, (filters: IdeasPageFilters) => void] {
  const [search, setSearch] = useSearchParams();
  const text = search.toString();
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(text)), [text]);
  const setFilters = useCallback(
    (next: IdeasPageFilters) => setSearch((current) => searchWithFilters(current, next), { preventScrollReset: true }),
    [setSearch],
  );
  return [filters, setFilters];
}
