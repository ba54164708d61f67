import type { LikeState, Post, PostsPage } from '@arya/core/contract';
import { QueryClient, QueryClientProvider, useQuery, type InfiniteData } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../lib/api-client.ts';
import { makePost } from '../../../test/kit.ts';
import { togglePostLike as toggleLike } from './like-queue.ts';
import { usePostShadow } from './post-shadow.ts';

vi.mock('../../../lib/api-client.ts', () => ({ callApi: vi.fn() }));
const api = vi.mocked(callApi);

const post = makePost({ _id: 'ana/p1', Liked: false, ReactionsCount: { Likes: 4 } });

function Copy({ copy, label }: { copy: Post; label: string }) {
  const shown = usePostShadow(copy);
  return <p data-testid={label}>{`${shown.Liked ? 'liked' : 'not liked'} ${shown.ReactionsCount.Likes}`}</p>;
}

let client: QueryClient;
/** The same post cached twice, as the home feed and the single post page hold it. */
function renderCopies() {
  client = new QueryClient();
  const feed: InfiniteData<PostsPage> = { pages: [{ posts: [{ ...post }], nextCursor: null }], pageParams: [undefined] };
  client.setQueryData(['posts', 'feed', 'home'], feed);
  client.setQueryData(['posts', 'one', post._id], { ...post });
  const inFeed = client.getQueryData<InfiniteData<PostsPage>>(['posts', 'feed', 'home'])!.pages[0]!.posts[0]!;
  const single = client.getQueryData<Post>(['posts', 'one', post._id])!;
  render(
    <QueryClientProvider client={client}>
      <Copy copy={inFeed} label="feed" />
      <Copy copy={single} label="single" />
    </QueryClientProvider>,
  );
  return { inFeed, single };
}

/** Server answers the test releases one by one, as a slow network would. */
function slowServer() {
  const pending: { wanted: boolean; resolve: (state: LikeState) => void }[] = [];
  let likes = 4;
  api.mockImplementation(((route: { method: string }) =>
    new Promise<LikeState>((resolve) => pending.push({ wanted: route.method === 'PUT', resolve }))) as never);
  return {
    pending,
    async answerNext() {
      const request = pending.shift()!;
      likes = request.wanted ? 5 : 4;
      await act(async () => request.resolve({ Liked: request.wanted, Likes: likes }));
    },
  };
}

beforeEach(() => {
  api.mockReset();
});
afterEach(() => {
  cleanup();
  client.clear();
});

describe('toggleLike', () => {
  it('changes every cached copy of the post at once, then keeps the server count', async () => {
    const server = slowServer();
    const { inFeed } = renderCopies();
    act(() => toggleLike(client, inFeed, () => undefined));
    expect(screen.getByTestId('feed').textContent).toBe('liked 5');
    expect(screen.getByTestId('single').textContent).toBe('liked 5');
    await server.answerNext();
    expect(screen.getByTestId('single').textContent).toBe('liked 5');
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('sends one request at a time whatever the clicks, and ends where the last click wanted', async () => {
    const server = slowServer();
    const { inFeed } = renderCopies();
    // A click toggles what the card shows, as the like button does.
    const shown = (): Pick<Post, 'Liked' | 'ReactionsCount'> => {
      const text = screen.getByTestId('feed').textContent ?? '';
      return { Liked: text.startsWith('liked'), ReactionsCount: { Likes: Number(text.split(' ').pop()) } };
    };
    const click = () => act(() => toggleLike(client, { ...inFeed, ...shown() }, () => undefined));
    click(); // like
    click(); // unlike
    click(); // like
    expect(screen.getByTestId('feed').textContent).toBe('liked 5');
    expect(server.pending).toHaveLength(1);
    await server.answerNext();
    // The server confirmed the first like, which is what is wanted: nothing more to send.
    expect(server.pending).toHaveLength(0);
    expect(screen.getByTestId('feed').textContent).toBe('liked 5');

    click(); // unlike
    click(); // like
    click(); // unlike
    expect(screen.getByTestId('feed').textContent).toBe('not liked 4');
    await server.answerNext();
    expect(server.pending).toHaveLength(0);
    expect(screen.getByTestId('single').textContent).toBe('not liked 4');
    expect(api.mock.calls.map(([route]) => (route as { method: string }).method)).toEqual(['PUT', 'DELETE']);
  });

  it('sends again when the member changed their mind during the request', async () => {
    const server = slowServer();
    const { inFeed } = renderCopies();
    act(() => toggleLike(client, inFeed, () => undefined));
    act(() => toggleLike(client, { ...inFeed, Liked: true, ReactionsCount: { Likes: 5 } }, () => undefined));
    expect(screen.getByTestId('feed').textContent).toBe('not liked 4');
    await server.answerNext();
    expect(server.pending).toHaveLength(1);
    await server.answerNext();
    expect(screen.getByTestId('feed').textContent).toBe('not liked 4');
  });

  it('puts the post back as it was and says so when the server cannot be reached', async () => {
    api.mockRejectedValue(new Error('offline'));
    const { inFeed } = renderCopies();
    const failed = vi.fn();
    await act(async () => toggleLike(client, inFeed, failed));
    expect(screen.getByTestId('feed').textContent).toBe('not liked 4');
    expect(screen.getByTestId('single').textContent).toBe('not liked 4');
    expect(failed).toHaveBeenCalledOnce();
  });

  it('is not undone by a read of the post asked before the click and answered after it; the read is asked again once the like is settled', async () => {
    const server = slowServer();
    renderCopies();
    // The post page: its copy is whatever its query holds now. A read under way (a channel's
    // catch-up) was answered by the server before the like.
    let answerRead: (value: Post) => void = () => undefined;
    const reads: string[] = [];
    const queryFn = () => {
      reads.push('read');
      return new Promise<Post>((resolve) => (answerRead = resolve));
    };
    function Page() {
      const { data } = useQuery({ queryKey: ['posts', 'one', post._id], queryFn, staleTime: Infinity });
      return data ? <Copy copy={data} label="page" /> : null;
    }
    render(
      <QueryClientProvider client={client}>
        <Page />
      </QueryClientProvider>,
    );
    void client.fetchQuery({ queryKey: ['posts', 'one', post._id], queryFn }).catch(() => undefined);
    expect(client.isFetching({ queryKey: ['posts', 'one', post._id] })).toBe(1);

    await act(async () => toggleLike(client, client.getQueryData<Post>(['posts', 'one', post._id])!, () => undefined));
    expect(screen.getByTestId('page').textContent).toBe('liked 5');
    // The stale answer comes in late: it no longer lands.
    await act(async () => answerRead({ ...post, Liked: false, ReactionsCount: { Likes: 4 }, CommentsCount: post.CommentsCount + 1 }));
    expect(screen.getByTestId('page').textContent).toBe('liked 5');
    expect(reads).toEqual(['read']);
    await server.answerNext();
    // What the cancelled read was fetching is asked again, after the like.
    expect(reads).toEqual(['read', 'read']);
    await act(async () => answerRead({ ...post, Liked: true, ReactionsCount: { Likes: 5 }, CommentsCount: post.CommentsCount + 1 }));
    expect(screen.getByTestId('page').textContent).toBe('liked 5');
  });
});
