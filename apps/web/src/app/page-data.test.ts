import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '../lib/api-client.ts';
import { PAGE_DATA, prefetchHeader } from './page-data.ts';

/** The API as a render sees it: each answer by path (a missing one is a 404), every call recorded. */
function fakeApi(answers: Record<string, { status?: number; body: unknown }>) {
  const calls: string[] = [];
  setApiTransport(async ({ method, url }) => {
    calls.push(`${method} ${url}`);
    const path = url.split('?')[0] ?? url;
    const answer = answers[path];
    return answer ? { status: answer.status ?? 200, body: answer.body } : { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
  });
  return calls;
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const emptyPage = { items: [], nextCursor: null };
const member = (overrides: Record<string, unknown> = {}) => ({ uid: 'u1', role: null, activeSubscriptionName: null, activeSubscriptionUntil: null, lifetimeSubscriptionName: null, canReadNewsUntil: null, defaultLanguage: 'fr', ...overrides });

afterEach(() => setApiTransport(null));

describe("what the server's render asks for before drawing a page", () => {
  it('a post page asks for the post, then its comments', async () => {
    const calls = fakeApi({ '/api/v1/posts/a1/p1': { body: { _id: 'a1/p1' } }, '/api/v1/posts/a1/p1/comments': { body: emptyPage } });
    const client = newClient();
    await PAGE_DATA.post?.(client, { authorId: 'a1', postId: 'p1' }, new URLSearchParams(), true);
    expect(calls).toEqual(['GET /api/v1/posts/a1/p1', 'GET /api/v1/posts/a1/p1/comments']);
    expect(client.getQueryCache().getAll().map((query) => query.state.status)).toEqual(['success', 'success']);
  });

  it("a streamed page (a member's) asks for the post or the profile alone: its comments or posts, below the fold, are asked for as they are drawn", async () => {
    const calls = fakeApi({ '/api/v1/posts/a1/p1': { body: { _id: 'a1/p1' } }, '/api/v1/users/by-alias/public': { body: { _id: 'u3', PostsCount: 4 } } });
    await PAGE_DATA.post?.(newClient(), { authorId: 'a1', postId: 'p1' }, new URLSearchParams(), false);
    await PAGE_DATA.profile?.(newClient(), { userAlias: 'public' }, new URLSearchParams(), false);
    expect(calls).toEqual(['GET /api/v1/posts/a1/p1', 'GET /api/v1/users/by-alias/public']);
  });

  it("a post that cannot be read (missing, or not for this reader) is asked for alone: no comments are read for it", async () => {
    const calls = fakeApi({});
    await PAGE_DATA.post?.(newClient(), { authorId: 'a1', postId: 'p1' }, new URLSearchParams(), true);
    expect(calls).toEqual(['GET /api/v1/posts/a1/p1']);
  });

  it('an address without a post asks for nothing', async () => {
    const calls = fakeApi({});
    await PAGE_DATA.post?.(newClient(), { authorId: 'a1' }, new URLSearchParams(), true);
    expect(calls).toEqual([]);
  });

  it("a private member's profile read by a visitor does not ask for their posts nor their track record; a public one does", async () => {
    const calls = fakeApi({ '/api/v1/users/by-alias/prive': { body: { _id: 'u2', PostsCount: null } }, '/api/v1/users/by-alias/public': { body: { _id: 'u3', PostsCount: 4 } } });
    await PAGE_DATA.profile?.(newClient(), { userAlias: 'prive' }, new URLSearchParams(), true);
    expect(calls).toEqual(['GET /api/v1/users/by-alias/prive']);
    await PAGE_DATA.profile?.(newClient(), { userAlias: 'public' }, new URLSearchParams(), true);
    expect(calls.slice(1)).toEqual(['GET /api/v1/users/by-alias/public', 'GET /api/v1/posts?alias=public', 'GET /api/v1/users/u3/track-record?period=all']);
  });

  it('the home feed and the notifications are asked for a member only; the feed tab comes from the address', async () => {
    const calls = fakeApi({ '/api/v1/posts': { body: emptyPage }, '/api/v1/me/notifications': { body: emptyPage } });
    await PAGE_DATA.home?.(newClient(), {}, new URLSearchParams(), true);
    await PAGE_DATA.notifications?.(newClient(), {}, new URLSearchParams(), true);
    expect(calls).toEqual([]);
    const client = newClient();
    client.setQueryData(['session'], { userId: 'u1' });
    client.setQueryData(['me', 'u1'], member());
    await PAGE_DATA.home?.(client, {}, new URLSearchParams('feed=following'), true);
    await PAGE_DATA.notifications?.(client, {}, new URLSearchParams(), true);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatch(/^GET \/api\/v1\/posts\?.*following/);
    expect(calls[1]).toBe('GET /api/v1/me/notifications');
  });

  it("the header's count of new news is asked for a member who may open the ideas, not for a visitor nor a member whose trial ended", async () => {
    const calls = fakeApi({ '/api/v1/me/news/new-count': { body: { count: 3 } } });
    await prefetchHeader(newClient());
    const ended = newClient();
    ended.setQueryData(['session'], { userId: 'u1' });
    ended.setQueryData(['me', 'u1'], member({ canReadNewsUntil: '2020-01-01T00:00:00.000Z' }));
    await prefetchHeader(ended);
    expect(calls).toEqual([]);
    const onTrial = newClient();
    onTrial.setQueryData(['session'], { userId: 'u1' });
    onTrial.setQueryData(['me', 'u1'], member({ canReadNewsUntil: '2099-01-01T00:00:00.000Z' }));
    await prefetchHeader(onTrial);
    expect(calls).toEqual(['GET /api/v1/me/news/new-count']);
    expect(onTrial.getQueryData(['ideas', 'newCount'])).toEqual({ count: 3 });
  });
});
