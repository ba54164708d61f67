import { useEffect } from 'react';
import { useSession } from '../session/session-context.ts';
import { setLiveReader } from './live-socket.ts';

/** Keeps the live socket's reader in step with the session (an open socket connects again after a sign-in or sign-out). */
export function useLiveReader(): void {
  const { state, user } = useSession();
  const userId = user?.uid ?? null;
  useEffect(() => {
    if (state !== 'unknown') setLiveReader(userId);
  }, [state, userId]);
}
