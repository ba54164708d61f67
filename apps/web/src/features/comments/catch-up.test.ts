import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { dehydrate, QueryClient as ServerClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createAppQueryClient, hydratePageQueries } from '../../app/query-client.ts';
import { CATCH_UP_AFTER_MS, catchUp } from './use-live-thread.ts';

describe('catching up once a thread is joined', () => {
  it('reads again what the page read before the join (the server’s render), not what it read a moment before', async () => {
    const client = new QueryClient();
    const joinAskedAt = Date.now();
    const old = vi.fn(async () => 'comments now');
    const recent = vi.fn(async () => 'post now');
    client.setQueryData(['comments', 'p', 'list'], 'comments drawn by the server', { updatedAt: joinAskedAt - 5000 });
    client.setQueryData(['posts', 'one', 'p'], 'post just read', { updatedAt: joinAskedAt - CATCH_UP_AFTER_MS / 2 });
    const observers = [new QueryObserver(client, { queryKey: ['comments', 'p', 'list'], queryFn: old, staleTime: Infinity }), new QueryObserver(client, { queryKey: ['posts', 'one', 'p'], queryFn: recent, staleTime: Infinity })];
    const stops = observers.map((observer) => observer.subscribe(() => undefined));

    catchUp(client, [['comments', 'p', 'list'], ['posts', 'one', 'p']])(joinAskedAt);
    await vi.waitFor(() => expect(client.getQueryData(['comments', 'p', 'list'])).toBe('comments now'));
    expect(recent).not.toHaveBeenCalled();
    expect(client.getQueryData(['posts', 'one', 'p'])).toBe('post just read');
    for (const stop of stops) stop();
  });

  it('reads again what the server rendered the page with, though the browser dated it a moment ago', async () => {
    const server = new ServerClient();
    server.setQueryData(['comments', 'p', 'list'], 'comments drawn by the server');
    const client = createAppQueryClient();
    hydratePageQueries(client, JSON.parse(JSON.stringify(dehydrate(server))) as ReturnType<typeof dehydrate>);
    const queryFn = vi.fn(async () => 'comments now');
    const stop = new QueryObserver(client, { queryKey: ['comments', 'p', 'list'], queryFn }).subscribe(() => undefined);
    expect(queryFn).not.toHaveBeenCalled();

    catchUp(client, [['comments', 'p', 'list']])(Date.now());
    await vi.waitFor(() => expect(client.getQueryData(['comments', 'p', 'list'])).toBe('comments now'));
    stop();
  });
});
