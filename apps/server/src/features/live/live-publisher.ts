import { LIVE_EVENTS, liveChannel, type Comment, type LiveCommentCounts, type LiveCommentEvent, type LivePostCounts, type LiveUnread } from '@arya/core';
import { and, eq } from 'drizzle-orm';
import type { Server } from 'socket.io';
import type { Database } from '../../db/client.ts';
import { comments, posts } from '../../db/schema/index.ts';
import { countUnread } from '../notifications/notifications.repository.ts';

/** Each channel has a room per audience: members and visitors see people differently (spec 2 §1). */
export const audienceRoom = (channel: string, audience: 'member' | 'visitor') => `${channel}#${audience}`;
/** Every socket of one member (their notifications badge); channel names never start with "member:". */
export const memberRoom = (userId: string) => `member:${userId}`;

/**
 * A comment or reply as the members read it, and as visitors do (the author's first name; nothing
 * of a private member's words): each audience's room gets its own.
 */
export interface CommentViews {
  comment: Comment;
  forVisitors: Comment;
}

/** Where a comment's events go: a comment to its post's channel, a reply to its comment's. */
const channelOf = (comment: Comment) => {
  const parts = comment._id.split('/');
  return parts.length === 4 ? liveChannel.comment(parts.slice(0, 3).join('/')) : liveChannel.post(parts.slice(0, 2).join('/'));
};

/**
 * What the API tells the sockets after a write. Counts are read again from the database, so every
 * reader gets the stored numbers (several writers at once never make them drift): one primary-key
 * read per write, awaited so a request costs a fixed number of queries. A failure to publish never
 * fails the write: it is only logged.
 */
export interface LivePublisher {
  commentAdded(views: CommentViews): void;
  commentChanged(views: CommentViews): void;
  /** The post's like, comment and share counts, read now. */
  postCountsChanged(postId: string): Promise<void>;
  /** A comment's or reply's like and reply counts, read now. */
  commentCountsChanged(commentId: string): Promise<void>;
  /** A member's unread notifications count, read now, to their own sockets (null: nobody was notified). */
  unreadChanged(userId: string | null): Promise<void>;
  /** The same when the count is known. */
  unreadIs(userId: string, unread: number): void;
}

export function livePublisher(io: () => Server | null, db: Database, log: { error: (object: unknown, message: string) => void }): LivePublisher {
  const later = async (work: () => Promise<void>) => {
    if (!io()) return;
    await work().catch((error: unknown) => log.error({ err: error }, 'a live update could not be sent'));
  };
  function toBoth(channel: string, event: string, member: unknown, visitor: unknown) {
    const server = io();
    if (!server) return;
    server.to(audienceRoom(channel, 'member')).emit(event, member);
    server.to(audienceRoom(channel, 'visitor')).emit(event, visitor);
  }
  function comment(event: string, { comment: item, forVisitors }: CommentViews) {
    const channel = channelOf(item);
    const member: LiveCommentEvent = { channel, comment: { ...item, Liked: false } };
    toBoth(channel, event, member, { channel, comment: { ...forVisitors, Liked: false } } satisfies LiveCommentEvent);
  }
  function postCounts(counts: LivePostCounts) {
    toBoth(liveChannel.post(counts.postId), LIVE_EVENTS.postCounts, counts, counts);
  }
  function commentCounts(counts: LiveCommentCounts) {
      const parts = counts.commentId.split('/');
      const channel = parts.length === 4 ? liveChannel.reply(counts.commentId) : liveChannel.comment(counts.commentId);
      toBoth(channel, LIVE_EVENTS.commentCounts, counts, counts);
      // A comment's counts also show under its post, where the comment is listed.
      if (parts.length === 3) toBoth(liveChannel.post(parts.slice(0, 2).join('/')), LIVE_EVENTS.commentCounts, counts, counts);
      else toBoth(liveChannel.comment(parts.slice(0, 3).join('/')), LIVE_EVENTS.commentCounts, counts, counts);
  }
  function unreadIs(userId: string, unread: number) {
    const payload: LiveUnread = { unread };
    io()?.to(memberRoom(userId)).emit(LIVE_EVENTS.notificationsUnread, payload);
  }
  return {
    unreadIs,
    unreadChanged: (userId) =>
      userId === null ? Promise.resolve() : later(async () => unreadIs(userId, await countUnread(db, userId))),
    commentAdded: (item) => comment(LIVE_EVENTS.commentAdded, item),
    commentChanged: (item) => comment(LIVE_EVENTS.commentChanged, item),
    postCountsChanged: (postId) =>
      later(async () => {
        const [authorId, id] = postId.split('/') as [string, string];
        const [row] = await db
          .select({ Likes: posts.likesCount, CommentsCount: posts.commentsCount, SharesCount: posts.sharesCount })
          .from(posts)
          .where(and(eq(posts.authorId, authorId), eq(posts.id, id)));
        if (row) postCounts({ postId, ...row });
      }),
    commentCountsChanged: (commentId) =>
      later(async () => {
        const parts = commentId.split('/');
        const [row] = await db
          .select({ Likes: comments.likesCount, RepliesCount: comments.repliesCount })
          .from(comments)
          .where(and(eq(comments.postAuthorId, parts[0] ?? ''), eq(comments.postId, parts[1] ?? ''), eq(comments.id, parts.at(-1) ?? '')));
        if (row) commentCounts({ commentId, ...row });
      }),
  };
}
