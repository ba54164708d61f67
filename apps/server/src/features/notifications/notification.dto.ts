import type { AppNotification } from '@arya/core';
import { presentPerson, type Viewer } from '../viewer/viewer.ts';
import type { findNotificationsPage } from './notifications.repository.ts';

type NotificationRow = Awaited<ReturnType<typeof findNotificationsPage>>[number];

/** A notification as its member reads it; `dateTime` keeps microseconds, so "read up to" it is exact. */
export function toNotificationDto({ notification, cursorDate, author }: NotificationRow, viewer: Viewer): AppNotification {
  return {
    id: notification.id,
    dateTime: cursorDate,
    read: notification.read,
    type: notification.type,
    targetId: notification.targetId,
    authorIds: notification.authorIds,
    objectIds: notification.objectIds,
    authorsCount: Math.max(notification.authorsCount, 1),
    latestAuthor: {
      Id: author.id,
      Name: presentPerson(author, viewer).name,
      Verified: author.verified,
      PictureDate: author.pictureDate?.toISOString() ?? null,
      Alias: author.vanityAlias ?? author.systemAlias,
    },
  };
}
