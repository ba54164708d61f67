import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { callWithMemberToken, memberToken } from './member-token.ts';

function tokenServer(tokens: string[]) {
  const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify({ token: tokens.shift(), expiresAt: new Date(Date.now() + 900_000).toISOString() }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('memberToken', () => {
  it('asks the server once and reuses the token', async () => {
    const fetchMock = tokenServer(['first', 'second']);
    const client = new QueryClient();
    expect(await memberToken(client)).toBe('first');
    expect(await memberToken(client)).toBe('first');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/server-management/token');
  });
});

describe('callWithMemberToken', () => {
  it('replaces a token the server refuses, once', async () => {
    tokenServer(['stale', 'fresh']);
    const client = new QueryClient();
    const seen: string[] = [];
    const answer = await callWithMemberToken(client, async (token) => {
      seen.push(token);
      if (token === 'stale') throw new ApiError(401, 'INVALID_TOKEN', 'expired');
      return 'done';
    });
    expect(answer).toBe('done');
    expect(seen).toEqual(['stale', 'fresh']);
  });

  it('lets any other failure through as it is', async () => {
    tokenServer(['token']);
    const client = new QueryClient();
    await expect(callWithMemberToken(client, async () => Promise.reject(new ApiError(404, 'INVOICE_NOT_FOUND', 'no')))).rejects.toMatchObject({ code: 'INVOICE_NOT_FOUND' });
  });
});
