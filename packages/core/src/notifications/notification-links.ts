import { postPath } from '../posts/post-id.ts';
import type { AppNotification } from './notifications.schemas.ts';

/**
 * Where a notification leads: for a comment, reply or share, the newest one (objectIds are API ids,
 * so a comment or reply opens its post scrolled to it); for a like, what was liked; for a follow,
 * the newest follower's profile.
 */
export function notificationPath(notification: Pick<AppNotification, 'type' | 'targetId' | 'objectIds' | 'latestAuthor'>): string {
  if (notification.type === 'follow') return `/u/${notification.latestAuthor.Alias ?? notification.latestAuthor.Id}`;
  const newest = notification.type === 'post_comment' || notification.type === 'comment_reply' || notification.type === 'post_share' ? notification.objectIds[0] : undefined;
  return postPath(newest ?? notification.targetId);
}
