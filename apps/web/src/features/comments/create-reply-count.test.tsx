import type { Comment, CommentsPage, RepliesPage } from '@arya/core/contract';
import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { callApi } from '../../lib/api-client.ts';
import { commentKeys, patchComment, useCreateReply } from './queries.ts';

vi.mock('../../lib/api-client.ts', () => ({ callApi: vi.fn() }));
const api = vi.mocked(callApi);

const item = (id: string, repliesCount = 0): Comment =>
  ({ _id: id, Author: { Id: 'u1', Name: 'Ana' }, Text: 'Texte', RepliesCount: repliesCount, IsDeleted: false, CreationDate: '2026-01-01T00:00:00Z' }) as unknown as Comment;

function setUp(repliesCount: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const comment = item('a/p/c', repliesCount);
  client.setQueryData<InfiniteData<CommentsPage>>(commentKeys.list('a/p'), { pages: [{ items: [comment], nextCursor: null }], pageParams: [undefined] });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useCreateReply(comment), { wrapper });
  const count = () => client.getQueryData<InfiniteData<CommentsPage>>(commentKeys.list('a/p'))?.pages[0]?.items[0]?.RepliesCount;
  const replies = () => client.getQueryData<RepliesPage>(commentKeys.replies('a/p', 'a/p/c'))?.items.map((reply) => reply._id);
  return { client, result, count, replies };
}

describe('a member replying to a collapsed thread', () => {
  it('counts their reply once when the live count (with it) arrived before the answer', async () => {
    const { client, result, count, replies } = setUp(0);
    let answer: (reply: Comment) => void = () => undefined;
    api.mockReturnValueOnce(new Promise((resolve) => (answer = resolve as (reply: Comment) => void)));
    act(() => result.current.mutate({ text: 'Ma réponse' }));
    // The post's channel brings the comment's stored count first.
    act(() => patchComment(client, 'a/p/c', (comment) => ({ ...comment, RepliesCount: 1 })));
    act(() => answer(item('a/p/c/r')));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(replies()).toEqual(['a/p/c/r']);
    // One reply, shown: nothing is left to say hidden ("Voir 1 réponse").
    expect(count()).toBe(1);
  });

  it('counts it when no live count came, and keeps the others that came meanwhile', async () => {
    const quiet = setUp(2);
    api.mockResolvedValueOnce(item('a/p/c/r1'));
    act(() => quiet.result.current.mutate({ text: 'Ma réponse' }));
    await waitFor(() => expect(quiet.result.current.isSuccess).toBe(true));
    expect(quiet.count()).toBe(3);

    const busy = setUp(2);
    let answer: (reply: Comment) => void = () => undefined;
    api.mockReturnValueOnce(new Promise((resolve) => (answer = resolve as (reply: Comment) => void)));
    act(() => busy.result.current.mutate({ text: 'Ma réponse' }));
    // Mine and another member's, counted by the server before my answer arrives.
    act(() => patchComment(busy.client, 'a/p/c', (comment) => ({ ...comment, RepliesCount: 4 })));
    act(() => answer(item('a/p/c/r2')));
    await waitFor(() => expect(busy.result.current.isSuccess).toBe(true));
    expect(busy.count()).toBe(4);
  });
});
