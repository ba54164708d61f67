import type { AppNotification, NotificationsPage } from '@arya/core/contract';
import { describe, expect, it } from 'vitest';
import { canLoadMoreNotifications, flattenNotifications, readUpTo } from './notification-pages.ts';

const item = (id: string, dateTime: string, read: boolean) => ({ id, dateTime, read }) as AppNotification;

describe('notification pages', () => {
  it('lists each notification once, in page order', () => {
    const pages: NotificationsPage[] = [
      { notifications: [item('a', '2026-05-02T10:00:00.000Z', false), item('b', '2026-05-02T09:00:00.000Z', true)], nextCursor: 'c1' },
      { notifications: [item('b', '2026-05-02T09:00:00.000Z', true), item('c', '2026-05-01T09:00:00.000Z', true)], nextCursor: null },
    ];
    expect(flattenNotifications(pages).map((notification) => notification.id)).toEqual(['a', 'b', 'c']);
    expect(canLoadMoreNotifications(pages)).toBe(false);
    expect(canLoadMoreNotifications(pages.slice(0, 1))).toBe(true);
    expect(canLoadMoreNotifications([{ notifications: [], nextCursor: 'c2' }])).toBe(false);
    expect(canLoadMoreNotifications(undefined)).toBe(false);
  });

  it('marks read up to the newest shown, only when one of them is unread', () => {
    expect(readUpTo([])).toBeNull();
    expect(readUpTo([item('a', '2026-05-02T10:00:00.000Z', true)])).toBeNull();
    expect(readUpTo([item('a', '2026-05-02T10:00:00.000Z', true), item('b', '2026-05-02T09:00:00.000Z', false)])).toBe('2026-05-02T10:00:00.000Z');
    // Compared as instants, whatever the offset.
    expect(readUpTo([item('a', '2026-05-02T10:00:00+02:00', false), item('b', '2026-05-02T09:00:00.000Z', false)])).toBe('2026-05-02T09:00:00.000Z');
  });
});
