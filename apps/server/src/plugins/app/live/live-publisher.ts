import {
  LIVE_EVENTS,
  listingChannelOf,
  liveChannel,
  ownChannelOf,
  parseCommentId,
  parsePostId,
  type Comment,
  type CommentKey,
  type LiveChannelName,
  type LiveCommentCounts,
  type LiveCommentEvent,
  type LivePostCounts,
  type LivePostTranslated,
  type LiveUnread,
  type PostKey,
  type ServerToClientEvents,
} from '@arya/core';
import { and, eq } from 'drizzle-orm';
import type { BroadcastOperator } from 'socket.io';
import type { Database } from '../../../db/client.ts';
import { comments, posts } from '../../../db/schema/index.ts';
import { membersHiding } from '../../../shared/relations.repository.ts';
import { countUnread } from '../../../shared/notifications.ts';
import type { LiveServer, SocketData } from './live-socket-state.ts';

/** Each channel has a room per audience: members and visitors see people differently (spec 2 §1). */
export const audienceRoom = (channel: LiveChannelName, audience: 'member' | 'visitor') => `${channel}#${audience}`;
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

/** The ids of a comment's or reply's `_id`; the server made it, so anything else is a bug. */
function commentKeyOf(id: string): CommentKey {
  const key = parseCommentId(id);
  if (!key) throw new Error(`Not a comment or reply id: ${id}`);
  return key;
}

/**
 * What the API tells the sockets after a write. Counts are read again from the database, so every
 * reader gets the stored numbers (several writers at once never make them drift): one primary-key
 * read per write, awaited so a request costs a fixed number of queries. A failure to publish never
 * fails the write: it is only logged.
 */
export interface LivePublisher {
  commentAdded(views: CommentViews): Promise<void>;
  commentChanged(views: CommentViews): Promise<void>;
  /** The post's like, comment and share counts, read now. */
  postCountsChanged(postId: string): Promise<void>;
  /** A comment's or reply's like and reply counts, read now. */
  commentCountsChanged(commentId: string): Promise<void>;
  /**
   * A post's translation, just made, to its channel's readers: both rooms (a channel is joined only
   * by readers who may read the post, so no locked reader gets it).
   */
  postTranslated(translated: LivePostTranslated): Promise<void>;
  /** A member's unread notifications count, read now, to their own sockets (null: nobody was notified). */
  unreadChanged(userId: string | null): Promise<void>;
  /** The same when the count is known. */
  unreadIs(userId: string, unread: number): void;
}

export function livePublisher(io: LiveServer, db: Database, log: { error: (object: unknown, message: string) => void }): LivePublisher {
  const later = async (work: () => Promise<void>) => {
    await work().catch((error: unknown) => log.error({ err: error }, 'a live update could not be sent'));
  };
  /** Sends to a channel's two rooms, each audience what `send` gives it. */
  function toBoth(channel: LiveChannelName, send: (room: BroadcastOperator<ServerToClientEvents, SocketData>, audience: 'member' | 'visitor') => void) {
    for (const audience of ['member', 'visitor'] as const) send(io.to(audienceRoom(channel, audience)), audience);
  }
  /**
   * A comment's events go to its post's channel, a reply's to its comment's, but never to the
   * sockets of members who hide its author (blocks either way, mutes): as in their threads.
   */
  function comment(event: typeof LIVE_EVENTS.commentAdded | typeof LIVE_EVENTS.commentChanged, { comment: item, forVisitors }: CommentViews) {
    return later(async () => {
      const channel = listingChannelOf(commentKeyOf(item._id));
      const views: Record<'member' | 'visitor', LiveCommentEvent> = {
        member: { channel, comment: { ...item, Liked: false } },
        visitor: { channel, comment: { ...forVisitors, Liked: false } },
      };
      const hiding = (await membersHiding(db, item.Author.Id)).map(memberRoom);
      io.to(audienceRoom(channel, 'member')).except(hiding).emit(event, views.member);
      io.to(audienceRoom(channel, 'visitor')).emit(event, views.visitor);
    });
  }
  function postCounts(key: PostKey, counts: LivePostCounts) {
    toBoth(liveChannel.post(key), (room) => room.emit(LIVE_EVENTS.postCounts, counts));
  }
  function commentCounts(counts: LiveCommentCounts) {
      const key = commentKeyOf(counts.commentId);
      toBoth(ownChannelOf(key), (room) => room.emit(LIVE_EVENTS.commentCounts, counts));
      // A comment's counts also show under its post, where the comment is listed (a reply's under its comment).
      toBoth(listingChannelOf(key), (room) => room.emit(LIVE_EVENTS.commentCounts, counts));
  }
  function unreadIs(userId: string, unread: number) {
    const payload: LiveUnread = { unread };
    io.to(memberRoom(userId)).emit(LIVE_EVENTS.notificationsUnread, payload);
  }
  return {
    unreadIs,
    unreadChanged: (userId) =>
      userId === null ? Promise.resolve() : later(async () => unreadIs(userId, await countUnread(db, userId))),
    commentAdded: (item) => comment(LIVE_EVENTS.commentAdded, item),
    commentChanged: (item) => comment(LIVE_EVENTS.commentChanged, item),
    postTranslated: (translated) =>
      later(async () => {
        const key = parsePostId(translated.postId);
        if (!key) throw new Error(`Not a post id: ${translated.postId}`);
        toBoth(liveChannel.post(key), (room) => room.emit(LIVE_EVENTS.postTranslated, translated));
      }),
    postCountsChanged: (postId) =>
      later(async () => {
        const key = parsePostId(postId);
        if (!key) throw new Error(`Not a post id: ${postId}`);
        const [row] = await db
          .select({ Likes: posts.likesCount, CommentsCount: posts.commentsCount, SharesCount: posts.sharesCount })
          .from(posts)
          .where(and(eq(posts.authorId, key.authorId), eq(posts.id, key.postId)));
        if (row) postCounts(key, { postId, ...row });
      }),
    commentCountsChanged: (commentId) =>
      later(async () => {
        const key = commentKeyOf(commentId);
        const [row] = await db
          .select({ Likes: comments.likesCount, RepliesCount: comments.repliesCount })
          .from(comments)
          .where(and(eq(comments.postAuthorId, key.authorId), eq(comments.postId, key.postId), eq(comments.id, key.replyId ?? key.commentId)));
        if (row) commentCounts({ commentId, ...row });
      }),
  };
}
