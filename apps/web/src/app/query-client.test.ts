import { dehydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { createAppQueryClient, hydratePageQueries, releasePageRefusals } from './query-client.ts';

/** The cache a server render leaves: one answer and one refusal, dated on the server's clock. */
async function serverCache() {
  const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await server.prefetchQuery({ queryKey: ['post', 'p1'], queryFn: () => ({ text: 'Breakout' }) });
  await server.prefetchQuery({
    queryKey: ['post', 'gone'],
    queryFn: () => {
      throw new ApiError(404, 'POST_NOT_FOUND', 'No such post');
    },
  });
  // Through JSON, as the page carries it, with a server clock an hour behind the browser's.
  const state = JSON.parse(JSON.stringify(dehydrate(server, { shouldDehydrateQuery: () => true }))) as ReturnType<typeof dehydrate>;
  for (const query of state.queries) query.state.dataUpdatedAt = query.state.dataUpdatedAt ? Date.now() - 3_600_000 : 0;
  return state;
}

/** The browser's cache with the server's one hydrated in it, as main.tsx makes it. */
async function pageClient() {
  const client = createAppQueryClient();
  hydratePageQueries(client, await serverCache());
  return client;
}

afterEach(() => vi.useRealTimers());

describe("the page's queries in the browser", () => {
  it('are fresh as they mount (nothing asked again), then read anew on a later visit', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = await pageClient();
    const queryFn = vi.fn(() => ({ text: 'Breakout, updated' }));
    const observer = new QueryObserver(client, { queryKey: ['post', 'p1'], queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().data).toEqual({ text: 'Breakout' });
    expect(queryFn).not.toHaveBeenCalled();
    unsubscribe();

    vi.setSystemTime(Date.now() + 31_000);
    const later = new QueryObserver(client, { queryKey: ['post', 'p1'], queryFn });
    const stop = later.subscribe(() => undefined);
    expect(queryFn).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a refusal comes back as the API error the page shows', async () => {
    const client = await pageClient();
    const error = client.getQueryState(['post', 'gone'])?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'POST_NOT_FOUND' });
  });

  it('a refusal is not asked again as the page mounts: the page shows it, never itself loading', async () => {
    const client = await pageClient();
    const queryFn = vi.fn(() => ({ text: 'Back?' }));
    const observer = new QueryObserver(client, { queryKey: ['post', 'gone'], queryFn });
    const stop = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult()).toMatchObject({ status: 'error', fetchStatus: 'idle' });
    expect(queryFn).not.toHaveBeenCalled();
    stop();
  });

  it('once the page is live, a refusal it met is asked again at the next visit of the screen', async () => {
    const client = await pageClient();
    const queryFn = vi.fn(() => ({ text: 'Back' }));
    const first = new QueryObserver(client, { queryKey: ['post', 'gone'], queryFn });
    const stopFirst = first.subscribe(() => undefined);
    releasePageRefusals(client);
    stopFirst();
    expect(queryFn).not.toHaveBeenCalled();

    const later = new QueryObserver(client, { queryKey: ['post', 'gone'], queryFn });
    const stop = later.subscribe(() => undefined);
    expect(queryFn).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a query refetched since is no longer fresh for long', async () => {
    const client = await pageClient();
    client.setQueryData(['post', 'p1'], { text: 'Edited' });
    const queryFn = vi.fn(() => ({ text: 'Edited' }));
    const observer = new QueryObserver(client, { queryKey: ['post', 'p1'], queryFn });
    const stop = observer.subscribe(() => undefined);
    expect(queryFn).toHaveBeenCalledTimes(1);
    stop();
  });
});
