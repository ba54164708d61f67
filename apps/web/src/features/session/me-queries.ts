import type { CurrentUser } from '@arya/core/contract';
import { bootstrapMeRoute, getSessionRoute, updateMyLanguageRoute } from '@arya/core/routes';
import { TERMS_VERSION, type Language } from '@arya/core/rules';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { configKeys, publicConfigQuery } from '../system/config-queries.ts';

export const meKeys = { all: ['me'] as const, state: (userId: string) => ['me', userId] as const };
export const sessionKeys = { current: ['session'] as const };

export const sessionQuery = () => queryOptions({ queryKey: sessionKeys.current, queryFn: () => callApi(getSessionRoute), staleTime: Infinity, retry: 2 });

/** Who is signed in, read from the session cookie by the server. */
export function useSessionQuery() {
  return useQuery(sessionQuery());
}

/**
 * The member state, created on first sign-in; keyed by the session's user so a new sign-in never shows stale data.
 * It sends the terms version this app shows (issue 25): every way in (the sign-up box, the social
 * buttons that say continuing accepts them) has accepted it; the server records it with a new profile.
 */
export const meQuery = (userId: string | null, language: Language) =>
  queryOptions({
    queryKey: meKeys.state(userId ?? 'none'),
    queryFn: () => callApi(bootstrapMeRoute, { body: { language, acceptedTerms: TERMS_VERSION } }),
    enabled: userId !== null,
    staleTime: 5 * 60 * 1000,
    retry: 1,
  });

export function useMeQuery(userId: string | null, language: Language) {
  return useQuery(meQuery(userId, language));
}

/**
 * What every page shows first (the settings, who reads, their member state), read before a render on
 * the server: its first render has them, instead of discovering them one after the other.
 */
export async function prefetchShell(client: QueryClient, language: Language): Promise<void> {
  const [session] = await Promise.all([client.fetchQuery(sessionQuery()).catch(() => null), client.prefetchQuery(publicConfigQuery())]);
  if (session?.userId) await client.prefetchQuery(meQuery(session.userId, language));
}

export function useUpdateLanguage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => callApi(updateMyLanguageRoute, { body: { language } }),
    onSuccess: (user: CurrentUser) => client.setQueryData(meKeys.state(user.uid), user),
  });
}

const readerIndependent = (key: readonly unknown[]) =>
  key[0] === configKeys.public[0] || key[0] === meKeys.all[0] || key[0] === sessionKeys.current[0];

/** On sign-out, forgets everything read as the member; the public configuration stays. */
export function clearMemberData(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== configKeys.public[0] && query.queryKey[0] !== sessionKeys.current[0] });
}

/**
 * When the reader changes (a visitor signs in on a post, say), what was read depends on who read it
 * (visitors see first names only): read it again for the new reader.
 */
export function refreshReaderData(client: QueryClient): void {
  void client.invalidateQueries({ predicate: (query) => !readerIndependent(query.queryKey) });
}
