import type { AppNotification, NotificationsPage } from '@arya/core/contract';
import { canLoadMorePages, flattenPages } from '../../lib/keyset-pages.ts';

/** The notifications of every loaded page in order, each once. */
export const flattenNotifications = (pages: readonly NotificationsPage[] | undefined): AppNotification[] =>
  flattenPages(pages, (page) => page.notifications, (item) => item.id);

/** More can be asked until a page comes back empty or without a next cursor. */
export const canLoadMoreNotifications = (pages: readonly NotificationsPage[] | undefined): boolean => canLoadMorePages(pages, (page) => page.notifications);

/**
 * The instant to mark read up to once these are shown: the newest one's, when any of them is
 * unread; null when there is nothing to mark.
 */
export function readUpTo(shown: readonly Pick<AppNotification, 'dateTime' | 'read'>[]): string | null {
  if (!shown.some((item) => !item.read)) return null;
  let newest: string | null = null;
  for (const item of shown) if (newest === null || Date.parse(item.dateTime) > Date.parse(newest)) newest = item.dateTime;
  return newest;
}
