import type { NotificationsPage, UnreadNotifications } from '@arya/core/contract';
import { listNotificationsRoute, markNotificationsReadRoute, unreadNotificationsRoute } from '@arya/core/routes';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';

/** Everything under ['notifications', member], so one member's notifications never show to another. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: string) => ['notifications', userId, 'list'] as const,
  unread: (userId: string) => ['notifications', userId, 'unread'] as const,
};

export type NotificationPages = InfiniteData<NotificationsPage, string | undefined>;

/** The member's notifications, newest first, a keyset page at a time (also asked for by the server's render). */
export const notificationsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ pageParam, signal }) => callApi(listNotificationsRoute, { query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: NotificationsPage) => page.nextCursor ?? undefined,
  });

export function useNotifications(userId: string) {
  return useInfiniteQuery(notificationsQuery(userId));
}

/**
 * The unread count of the header badge. The live socket brings it (on connection and at each
 * change), so the first screen makes no API call for it; the API answers only when the socket is
 * silent (see use-live-unread.ts).
 */
export const unreadQuery = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.unread(userId),
    queryFn: () => callApi(unreadNotificationsRoute),
    staleTime: Infinity,
  });

/** The unread count for a member (0 until known), nothing for a visitor. */
export function useUnreadCount(userId: string | null): number {
  const { data } = useQuery({ ...unreadQuery(userId ?? 'none'), enabled: false });
  return userId ? (data?.unread ?? 0) : 0;
}

export function setUnreadCount(client: QueryClient, userId: string, answer: UnreadNotifications): void {
  client.setQueryData(notificationKeys.unread(userId), answer);
}

/** The cached list reads as read up to an instant, as the server now has it. */
export function markCachedRead(client: QueryClient, userId: string, upTo: string): void {
  const limit = Date.parse(upTo);
  client.setQueryData<NotificationPages>(notificationKeys.list(userId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (!item.read && Date.parse(item.dateTime) <= limit ? { ...item, read: true } : item)),
          })),
        }
      : data,
  );
}

/** Marks read every notification up to the newest one shown; the badge takes the count left. */
export function useMarkNotificationsRead(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (upTo: string) => callApi(markNotificationsReadRoute, { body: { upTo } }),
    onSuccess: (answer, upTo) => {
      setUnreadCount(client, userId, answer);
      markCachedRead(client, userId, upTo);
    },
  });
}
