import type { Comment } from '../comments/comments.schemas.ts';
import { composeCommentId, parentCommentIdOf, postIdOfComment, type CommentKey } from '../posts/post-id.ts';

/** The realtime socket's path (socket.io, on the app's own origin). */
export const LIVE_SOCKET_PATH = '/socket.io';

/** Spec 2 §7: the channels a socket joins. Ids are the API ids (`authorId/postId`, `…/commentId`, `…/replyId`). */
export const liveChannel = {
  post: (postId: string) => `v1/post/${postId}`,
  comment: (commentId: string) => `v1/comment/${commentId}`,
  reply: (replyId: string) => `v1/reply/${replyId}`,
};

/**
 * Where a comment's or reply's own events (added, changed) go, and where its counts also show: a
 * comment is listed under its post's channel, a reply under its comment's.
 */
export function listingChannelOf(key: CommentKey): string {
  return key.replyId === null ? liveChannel.post(postIdOfComment(key)) : liveChannel.comment(parentCommentIdOf(key));
}

/** The channel of a comment's or reply's own thread (its replies, its counts). */
export function ownChannelOf(key: CommentKey): string {
  return key.replyId === null ? liveChannel.comment(parentCommentIdOf(key)) : liveChannel.reply(composeCommentId(key.authorId, key.postId, key.commentId, key.replyId));
}

/** What the client asks the socket; every call is answered through its acknowledgement. */
export const LIVE_CALLS = { join: 'join', leave: 'leave', typing: 'typing' } as const;

/** What the socket sends: new and changed comments and replies, fresh counts, who is typing. */
export const LIVE_EVENTS = {
  commentAdded: 'comment:added',
  commentChanged: 'comment:changed',
  postCounts: 'post:counts',
  commentCounts: 'comment:counts',
  typing: 'typing',
  /** To a member's own sockets: how many of their notifications are unread (LiveUnread). */
  notificationsUnread: 'notifications:unread',
  /**
   * Spec 2 §8: the answer to an event the server does not implement; also what the server says just
   * before it closes a socket (`rateLimited`: past its budgets; `sessionEnded`: signed out or revoked).
   */
  error: 'emitErr',
  /** A channel the reader may no longer read (their plan ended, they were signed out of it): left (LiveChannelClosed). */
  channelClosed: 'channel:closed',
} as const;

/**
 * Spec 2 §8: socket errors carry a message and details. A socket refused at its handshake gets the
 * same shape as its connect_error's `data`.
 */
export interface LiveError {
  message: 'notImplemented' | 'emitTimeout' | 'forbidden' | 'invalidChannel' | 'rateLimited' | 'sessionEnded';
  details?: unknown;
}

export interface LiveChannelClosed {
  channel: string;
}

export type LiveAnswer = { ok: true } | { error: LiveError };

export interface LiveCommentEvent {
  channel: string;
  /** As a reader of the channel sees it; `Liked` is always false (each reader keeps their own). */
  comment: Comment;
}

export interface LivePostCounts {
  postId: string;
  Likes: number;
  CommentsCount: number;
  SharesCount: number;
}

export interface LiveCommentCounts {
  commentId: string;
  Likes: number;
  RepliesCount: number;
}

export interface LiveUnread {
  unread: number;
}

export interface LiveTyping {
  channel: string;
  /** The member typing, as the channel's readers may see them. */
  name: string;
  authorId: string;
}

/** How long an acknowledgement may take before the client gives up (spec 2 §8: emitTimeout). */
export const LIVE_ACK_TIMEOUT_MS = 5000;
/** How long a typing indicator stays without a new keystroke. */
export const TYPING_INDICATOR_MS = 4000;
/** A member announces typing at most this often. */
export const TYPING_THROTTLE_MS = 2000;

/** The kind and API id a channel names, or null for anything else. */
export function parseLiveChannel(channel: unknown): { kind: 'post' | 'comment' | 'reply'; id: string } | null {
  if (typeof channel !== 'string' || channel.length > 400) return null;
  const match = /^v1\/(post|comment|reply)\/(.+)$/.exec(channel);
  if (!match) return null;
  const kind = match[1] as 'post' | 'comment' | 'reply';
  const parts = (match[2] as string).split('/');
  const expected = kind === 'post' ? 2 : kind === 'comment' ? 3 : 4;
  if (parts.length !== expected || parts.some((part) => !/^[\w-]{1,100}$/.test(part))) return null;
  return { kind, id: parts.join('/') };
}
