import type { SignInState } from '@arya/core/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { dropBootAnswers } from '../../lib/boot-answers.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { broadcastAuth, onAuthBroadcast } from './logout-broadcast.ts';
import { clearMemberData, refreshReaderData, useMeQuery, useSessionQuery } from './me-queries.ts';
import { SessionContext, type SessionValue } from './session-context.ts';

/**
 * Follows the session cookie: unknown while it is read, signed out without a session, signed in
 * once the member state is loaded (created on first sign-in).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const session = useSessionQuery();
  const userId = session.data?.userId ?? null;
  const me = useMeQuery(userId, language);

  // undefined until the session is first read, then the reader's id (null for a visitor).
  const previousReader = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!session.data) return;
    if (previousReader.current !== undefined && previousReader.current !== userId) {
      dropBootAnswers();
      refreshReaderData(queryClient);
    }
    previousReader.current = userId;
  }, [session.data, userId, queryClient]);

  let state: SignInState = 'unknown';
  if (session.data) {
    if (!userId) state = 'signedOut';
    else if (me.data) state = 'signedIn';
  }

  const refresh = useCallback(async () => {
    await session.refetch();
  }, [session]);

  const signOut = useCallback(async () => {
    // better-auth's client is loaded by the pages that sign in, and here only when signing out.
    const { authClient } = await import('../../lib/auth-client.ts');
    await authClient.signOut();
    clearMemberData(queryClient);
    broadcastAuth({ type: 'logout' });
    await session.refetch();
  }, [queryClient, session]);

  useEffect(
    () =>
      onAuthBroadcast(() => {
        clearMemberData(queryClient);
        void session.refetch();
      }),
    [queryClient, session],
  );

  const value = useMemo<SessionValue>(
    () => ({
      state,
      user: state === 'signedIn' ? (me.data ?? null) : null,
      loadError: session.isError || (userId !== null && me.isError),
      retry: () => void (session.isError ? session.refetch() : me.refetch()),
      refresh,
      signOut,
    }),
    [state, userId, me, session, refresh, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
