import { postPath } from '../posts/post-id.ts';
import { isSystemNotification } from './notifications.constants.ts';
import type { AppNotification } from './notifications.schemas.ts';

/**
 * Where a notification leads: for a comment, reply or share, the newest one (objectIds are API ids,
 * so a comment or reply opens its post scrolled to it); for a like, what was liked; for a follow,
 * the newest follower's profile; for the system's, the decision's statement of reasons; for an
 * idea's outcome, the idea.
 */
export function notificationPath(notification: Pick<AppNotification, 'type' | 'targetId' | 'objectIds' | 'latestAuthor'>): string {
  if (isSystemNotification(notification.type)) return `/my-account/decisions/${notification.targetId}`;
  if (notification.type === 'follow') return notification.latestAuthor ? `/u/${notification.latestAuthor.Alias ?? notification.latestAuthor.Id}` : '/notifications';
  const newest = notification.type === 'post_comment' || notification.type === 'comment_reply' || notification.type === 'post_share' ? notification.objectIds[0] : undefined;
  return postPath(newest ?? notification.targetId);
}
