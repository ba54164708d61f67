import { searchGifsRoute } from '@arya/core/routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';

export const gifKeys = {
  all: ['gifs'] as const,
  search: (term: string) => ['gifs', 'search', term] as const,
};

/** Search results change rarely: a search seen in the last minutes is shown again at once. */
export const GIF_STALE_TIME_MS = 5 * 60_000;

/** GIF search pages (50 results each, GIF_GRID.pageSize), loaded one after the other as the grid scrolls. */
export function useGifSearch(term: string) {
  return useInfiniteQuery({
    queryKey: gifKeys.search(term),
    queryFn: ({ pageParam, signal }) => callApi(searchGifsRoute, { query: { q: term, offset: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextOffset ?? undefined,
    staleTime: GIF_STALE_TIME_MS,
    retry: 1,
  });
}
