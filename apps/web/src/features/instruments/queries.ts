import type { PostsPage } from '@arya/core/contract';
import { getInstrumentRoute, listInstrumentPostsRoute, searchInstrumentsRoute } from '@arya/core/routes';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { FEED_STALE_TIME_MS } from '../posts/queries.ts';

/** What an instrument's page lists: its ideas with their outcomes, or the posts naming it. */
export type InstrumentPostsKind = 'ideas' | 'posts';

/**
 * The instrument lists live among the feeds (['posts', 'feed', …]): a like, a comment count, an edit
 * or a deletion reaches their cards like every other cached copy of a post.
 */
export const instrumentKeys = {
  search: (term: string) => ['instruments', 'search', term] as const,
  one: (symbol: string) => ['instruments', 'one', symbol] as const,
  posts: (symbol: string, kind: InstrumentPostsKind) => ['posts', 'feed', 'instrument', symbol, kind] as const,
};

/** The most suggestions a writer or a picker offers. */
export const INSTRUMENT_SUGGESTIONS_MAX = 6;
/** The catalogue changes with a release: a search made a moment ago answers again at once. */
const SEARCH_STALE_TIME_MS = 10 * 60_000;

/** Instruments matching what a member typed (best first, a few at most); nothing is asked for an empty term. */
export const instrumentSearchQuery = (term: string) =>
  queryOptions({
    queryKey: instrumentKeys.search(term),
    queryFn: ({ signal }) => callApi(searchInstrumentsRoute, { query: { q: term, limit: INSTRUMENT_SUGGESTIONS_MAX }, signal }),
    enabled: term.length > 0,
    select: (answer) => answer.items,
    staleTime: SEARCH_STALE_TIME_MS,
  });

/** An instrument's page: the instrument, its counts and its top members (also asked for by the server's render). */
export const instrumentQuery = (symbol: string) =>
  queryOptions({
    queryKey: instrumentKeys.one(symbol),
    queryFn: () => callApi(getInstrumentRoute, { params: { symbol } }),
    staleTime: FEED_STALE_TIME_MS,
  });

export function useInstrument(symbol: string) {
  return useQuery(instrumentQuery(symbol));
}

/** An instrument's ideas or posts, newest first, a keyset page at a time. */
export const instrumentPostsQuery = (symbol: string, kind: InstrumentPostsKind) =>
  infiniteQueryOptions({
    queryKey: instrumentKeys.posts(symbol, kind),
    queryFn: ({ pageParam, signal }) => callApi(listInstrumentPostsRoute, { params: { symbol }, query: { kind, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: PostsPage) => page.nextCursor ?? undefined,
    staleTime: FEED_STALE_TIME_MS,
  });

export function useInstrumentPosts(symbol: string, kind: InstrumentPostsKind, enabled = true) {
  return useInfiniteQuery({ ...instrumentPostsQuery(symbol, kind), enabled });
}
