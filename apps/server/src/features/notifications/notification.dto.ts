import { isSystemNotification, notificationExcerpt, parseCommentId, type AppNotification, type NotificationSubject } from '@arya/core';
import { commentWords } from '../../shared/text/comment-html.ts';
import { mayReadPost } from '../../shared/post-views/filter.ts';
import { presentPerson, type Viewer } from '../../shared/viewer.ts';
import type { findNotificationsPage } from './notifications.repository.ts';

type NotificationRow = Awaited<ReturnType<typeof findNotificationsPage>>['items'][number];

/**
 * What a notification is about, as far as its member may read it now: a deleted post, comment or
 * reply (every one of a grouped notification's, for comments and replies) has no excerpt and says so; one on a post the member may no longer read (a premium idea
 * after their plan ended, a news item not for them) has none either; else the excerpt of its words
 * (an idea's title when it has no text, or always for its outcome) and, on an idea, its instrument.
 * None for a follow.
 */
function subjectOf(subject: NotificationRow['subject'], viewer: Viewer, titleFirst = false): NotificationSubject | null {
  const id = subject.id;
  if (!id) return null;
  const key = parseCommentId(id);
  const kind = key === null ? 'post' : key.replyId === null ? 'comment' : 'reply';
  const gone = { kind, state: 'deleted', excerpt: null, instrument: null } as const;
  if (!subject.postFound || subject.postDeleted || subject.postAuthorId === null) return gone;
  if (kind !== 'post' && (!subject.commentFound || subject.commentDeleted)) return gone;
  const audience = { authorId: subject.postAuthorId, restrictedTo: subject.restrictedTo, newsAudience: subject.newsAudience, authorPublic: subject.authorPublic, authorHidden: subject.authorHidden };
  if (!mayReadPost(audience, viewer)) return { kind, state: 'locked', excerpt: null, instrument: null };
  const words = kind !== 'post' ? commentWords(subject.commentText ?? '') : ((titleFirst ? subject.ideaTitle : null) ?? subject.postText ?? subject.ideaTitle ?? '');
  return { kind, state: 'readable', excerpt: notificationExcerpt(words), instrument: subject.instrument };
}

/** A notification as its member reads it; `dateTime` keeps microseconds, so "read up to" it is exact. */
export function toNotificationDto({ notification, cursorDate, author, subject }: NotificationRow, viewer: Viewer): AppNotification {
  const base = {
    id: notification.id,
    dateTime: cursorDate,
    read: notification.read,
    type: notification.type,
    targetId: notification.targetId,
    authorIds: notification.authorIds,
    objectIds: notification.objectIds,
  };
  // The system's (a moderation decision, a report's outcome, an appeal's answer): no author, about the decision.
  if (isSystemNotification(notification.type)) {
    return { ...base, authorIds: [], authorsCount: 0, latestAuthor: null, subject: { kind: 'decision', decisionId: notification.targetId } };
  }
  // An idea's outcome: nobody made it; about the idea (its title), locked when the member may no longer read it.
  if (notification.type === 'idea_outcome') {
    const about = subjectOf(subject, viewer, true);
    // Locked, it does not say which step either: a step and its time would point at the levels.
    return { ...base, objectIds: about?.state === 'locked' ? [] : base.objectIds, authorIds: [], authorsCount: 0, latestAuthor: null, subject: about };
  }
  return {
    ...base,
    authorsCount: Math.max(notification.authorsCount, 1),
    // Always found: the page leaves out a notification whose author is gone or hidden.
    latestAuthor: author && {
      Id: author.id,
      Name: presentPerson(author, viewer).name,
      Verified: author.verified,
      PictureDate: author.pictureDate?.toISOString() ?? null,
      Alias: author.vanityAlias ?? author.systemAlias,
    },
    subject: subjectOf(subject, viewer),
  };
}
