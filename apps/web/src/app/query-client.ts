import { hydrate, QueryClient, type DehydratedState, type Query, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';

/**
 * How long what the server rendered the page with counts as fresh in the browser: the hydrated page
 * asks for none of it again as it mounts, and a later visit of the same screen reads it anew.
 */
const PAGE_DATA_FRESH_MS = 30_000;

/** The queries hydrated from the page, with their count of answers then (a new answer makes them ordinary queries). */
const fromPage = new WeakMap<Query, number>();

/** Whether a query still holds what the page was rendered with on the server (no answer since). */
export const isFromPage = (query: Query): boolean => fromPage.get(query) === query.state.dataUpdateCount;

function staleTime(query: Query): number {
  return isFromPage(query) ? PAGE_DATA_FRESH_MS : 0;
}

/** A refusal (404, 403…): it will not change on a second try; network and server failures may. */
const isRefusal = (error: unknown): boolean => error instanceof ApiError && error.status >= 400 && error.status < 500;

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 1 && !isRefusal(error),
      },
    },
  });
}

/** An API failure as the page carries it (JSON), an ApiError again. */
function revivedError(error: unknown): unknown {
  if (error && typeof error === 'object' && 'status' in error && 'code' in error) {
    const { status, code, message, details } = error as { status: number; code: string; message?: string; details?: unknown };
    return new ApiError(status, code, message ?? code, details);
  }
  return error;
}

/**
 * Puts the answers the server rendered the page with into the browser's cache, dated now (the
 * browser's clock, not the server's), so the first render matches the server's HTML and nothing is
 * fetched again while it is fresh.
 */
export function hydratePageQueries(client: QueryClient, state: DehydratedState): void {
  const now = Date.now();
  const queries = state.queries.map((query) => ({
    ...query,
    state: { ...query.state, dataUpdatedAt: query.state.dataUpdatedAt ? now : 0, errorUpdatedAt: query.state.errorUpdatedAt ? now : 0, error: revivedError(query.state.error) as null },
  }));
  hydrate(client, { ...state, queries });
  for (const query of queries) {
    const hydrated = client.getQueryCache().get(query.queryHash);
    if (hydrated && query.state.dataUpdatedAt) fromPage.set(hydrated, hydrated.state.dataUpdateCount);
    // A refusal the server met (the post is gone) is not asked again as the page mounts: the answer
    // would be the same, and meanwhile the page would show itself loading in place of the server's.
    if (hydrated?.state.status === 'error' && isRefusal(hydrated.state.error)) {
      client.setQueryDefaults(query.queryKey, { retryOnMount: false });
      pageRefusals.push(query.queryKey);
    }
  }
}

const pageRefusals: QueryKey[] = [];

/**
 * Once the page is live (hydrated), its refusals are ordinary again: a later visit of the screen asks
 * anew (a plan bought since may open what was refused). The page's observers keep what they mounted with.
 */
export function releasePageRefusals(client: QueryClient): void {
  for (const queryKey of pageRefusals.splice(0)) client.setQueryDefaults(queryKey, {});
}
