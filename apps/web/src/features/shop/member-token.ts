import { serverManagementTokenRoute, type Route } from '@arya/core/routes';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../lib/api-client.ts';

export const memberTokenKeys = { current: ['member-token'] as const };

/** The token lasts 15 minutes: a new one is asked for 5 minutes before, so a call never carries a dying one. */
const TOKEN_REUSE_MS = 10 * 60 * 1000;

/** The member's bearer token for the shop and licence contracts (spec 1 §7), asked once and reused. */
export async function memberToken(client: QueryClient): Promise<string> {
  const answer = await client.fetchQuery({ queryKey: memberTokenKeys.current, queryFn: () => callApi(serverManagementTokenRoute), staleTime: TOKEN_REUSE_MS });
  return answer.token;
}

/**
 * Calls a route of the shop or licence contracts with the member's bearer token; a token the
 * server no longer accepts is replaced once.
 */
export async function callWithMemberToken<T>(client: QueryClient, call: (token: string) => Promise<T>): Promise<T> {
  try {
    return await call(await memberToken(client));
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'INVALID_TOKEN') throw error;
    client.removeQueries({ queryKey: memberTokenKeys.current });
    return call(await memberToken(client));
  }
}

/** Whether a route travels with the member's bearer token. */
export const isBearerRoute = (route: Route) => route.bearer === true;
