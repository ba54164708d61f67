import { NOTIFICATIONS_PAGE_SIZE, type NotificationsPage } from '@arya/core';
import type { Database } from '../../db/client.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { viewerOf } from '../../shared/viewer.ts';
import { toNotificationDto } from './notification.dto.ts';
import { findNotificationsPage, markReadUpTo } from './notifications.repository.ts';
import { countUnread } from '../../shared/notifications.ts';

/** A keyset page of the member's notifications, newest first: one statement with their latest authors. */
export async function listNotifications(db: Database, user: SessionUser, query: { limit?: number; cursor?: string }): Promise<NotificationsPage> {
  const page = await findNotificationsPage(db, user.id, { limit: query.limit ?? NOTIFICATIONS_PAGE_SIZE, cursor: query.cursor });
  const viewer = viewerOf(user);
  return { items: page.items.map((row) => toNotificationDto(row, viewer)), nextCursor: page.nextCursor };
}

export async function unreadNotifications(db: Database, user: SessionUser): Promise<{ unread: number }> {
  return { unread: await countUnread(db, user.id) };
}

export async function markNotificationsRead(db: Database, user: SessionUser, upTo: string): Promise<{ unread: number }> {
  return { unread: await markReadUpTo(db, user.id, upTo) };
}
