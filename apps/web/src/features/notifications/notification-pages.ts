import type { AppNotification, NotificationsPage } from '@arya/core';

/** The notifications of every loaded page in order, each once. */
export function flattenNotifications(pages: readonly NotificationsPage[] | undefined): AppNotification[] {
  const seen = new Set<string>();
  const items: AppNotification[] = [];
  for (const page of pages ?? []) {
    for (const item of page.notifications) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** More can be asked until a page comes back empty or without a next cursor. */
export function canLoadMoreNotifications(pages: readonly NotificationsPage[] | undefined): boolean {
  const last = pages?.[pages.length - 1];
  return Boolean(last && last.notifications.length > 0 && last.nextCursor !== null);
}

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
