import { LIVE_EVENTS, type LiveUnread } from '@arya/core/rules';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenIdle } from '../../lib/when-idle.ts';
import { onLiveEvent } from '../live/live-socket.ts';
import { notificationKeys, setUnreadCount, unreadQuery } from './queries.ts';

/** Without a count from the socket by then (no live server, a blocked connection), the API is asked once. */
export const UNREAD_FALLBACK_MS = 5000;

/** A count from the socket: the badge takes it; a cached list whose count moved is read again, so new ones show. */
export function applyLiveUnread(client: QueryClient, userId: string, payload: LiveUnread): void {
  if (typeof payload?.unread !== 'number') return;
  const before = client.getQueryData<LiveUnread>(notificationKeys.unread(userId))?.unread;
  setUnreadCount(client, userId, { unread: payload.unread });
  if (before !== payload.unread && client.getQueryState(notificationKeys.list(userId))) {
    void client.invalidateQueries({ queryKey: notificationKeys.list(userId) });
  }
}

/**
 * For a signed-in member, follows the unread count over the live socket. The socket (and
 * socket.io-client) opens once the browser is idle after the first screen, never with it; the
 * server sends the count on connection and at each change.
 */
export function useLiveUnread(userId: string | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let fallback: ReturnType<typeof setTimeout> | undefined;
    const cancelIdle = whenIdle(() => {
      stop = onLiveEvent(LIVE_EVENTS.notificationsUnread, (payload) => {
        clearTimeout(fallback);
        applyLiveUnread(client, userId, payload);
      });
      fallback = setTimeout(() => {
        if (client.getQueryData(notificationKeys.unread(userId)) === undefined) void client.prefetchQuery(unreadQuery(userId));
      }, UNREAD_FALLBACK_MS);
    });
    return () => {
      cancelIdle();
      clearTimeout(fallback);
      stop?.();
    };
  }, [userId, client]);
}
