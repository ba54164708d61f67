import type { NewNewsCount, PostsPage } from '@arya/core/contract';
import { getNewNewsCountRoute, listIdeasRoute, markNewsFetchedRoute } from '@arya/core/routes';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { ideasQueryOf, type IdeasPageFilters } from './page/ideas-filters.ts';

/**
 * The ideas lists live among the feeds (['posts', 'feed', …]): a like, a comment count, an edit or a
 * deletion reaches their cards like every other cached copy of a post. The header's count is apart.
 */
export const ideaKeys = {
  lists: ['posts', 'feed', 'ideas'] as const,
  list: (filters: IdeasPageFilters) => ['posts', 'feed', 'ideas', filters] as const,
  newCount: ['ideas', 'newCount'] as const,
};

const LIST_STALE_TIME_MS = 30_000;
/** The header's count of new news is read again at most this often (on focus, and while the tab stays open). */
export const NEW_COUNT_STALE_TIME_MS = 2 * 60_000;
export const NEW_COUNT_REFRESH_MS = 5 * 60_000;

/** Ideas and news, newest first, a keyset page at a time (also asked for by the server's render). */
export const ideasFeedQuery = (filters: IdeasPageFilters) =>
  infiniteQueryOptions({
    queryKey: ideaKeys.list(filters),
    queryFn: ({ pageParam, signal }) => callApi(listIdeasRoute, { query: ideasQueryOf(filters, pageParam), signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: PostsPage) => page.nextCursor ?? undefined,
    staleTime: LIST_STALE_TIME_MS,
  });

/** The ideas list; `enabled` is false for members without access. */
export function useIdeasFeed(filters: IdeasPageFilters, enabled: boolean) {
  return useInfiniteQuery({ ...ideasFeedQuery(filters), enabled });
}

/** The header's count of new news (also asked for by the server's render, for members who may open the ideas). */
export const newNewsCountQuery = () =>
  queryOptions({
    queryKey: ideaKeys.newCount,
    queryFn: () => callApi(getNewNewsCountRoute),
    staleTime: NEW_COUNT_STALE_TIME_MS,
  });

/**
 * The count of news published since the member's last visit of the ideas page (spec 2 §4: 10 when
 * none is stored), 0 while `enabled` is false (no access, or not yet: the first screen comes first).
 */
export function useNewNewsCount(enabled: boolean): number {
  const { data } = useQuery({
    ...newNewsCountQuery(),
    enabled,
    refetchOnWindowFocus: true,
    refetchInterval: NEW_COUNT_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  return enabled ? (data?.count ?? 0) : 0;
}

/** Stores "now" as the member's last news fetch; the header's count drops to 0. */
export function useMarkNewsFetched() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(markNewsFetchedRoute),
    onSuccess: async (answer: NewNewsCount) => {
      // A count read before this answer would put the old number back.
      await client.cancelQueries({ queryKey: ideaKeys.newCount });
      client.setQueryData<NewNewsCount>(ideaKeys.newCount, { ...answer, count: 0 });
    },
  });
}
