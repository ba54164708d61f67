import type { Comment } from '../comments/comments.schemas.ts';
import type { LocalizedText, TranslatableText, TranslatedBy } from '../common/translations.ts';
import { composeCommentId, composePostId, parentCommentIdOf, type CommentKey, type PostKey } from '../posts/post-id.ts';

/** The realtime socket's path (socket.io, on the app's own origin). */
export const LIVE_SOCKET_PATH = '/socket.io';

/** A channel's name (spec 2 §7): `v1/post/…`, `v1/comment/…` or `v1/reply/…` followed by the API id. */
export type LiveChannelName = `v1/${'post' | 'comment' | 'reply'}/${string}`;

/** A reply's ids (a comment's key with its reply id). */
export type ReplyKey = CommentKey & { replyId: string };

/** Spec 2 §7: the channels a socket joins, named from the ids they are about. */
export const liveChannel = {
  post: (key: PostKey): LiveChannelName => `v1/post/${composePostId(key.authorId, key.postId)}`,
  /** A comment's own thread (its replies, its counts); a reply's key names the comment it answers. */
  comment: (key: CommentKey): LiveChannelName => `v1/comment/${parentCommentIdOf(key)}`,
  reply: (key: ReplyKey): LiveChannelName => `v1/reply/${composeCommentId(key.authorId, key.postId, key.commentId, key.replyId)}`,
};

/**
 * Where a comment's or reply's own events (added, changed) go, and where its counts also show: a
 * comment is listed under its post's channel, a reply under its comment's.
 */
export function listingChannelOf(key: CommentKey): LiveChannelName {
  return key.replyId === null ? liveChannel.post(key) : liveChannel.comment(key);
}

/** The channel of a comment's or reply's own thread (its replies, its counts). */
export function ownChannelOf(key: CommentKey): LiveChannelName {
  return key.replyId === null ? liveChannel.comment(key) : liveChannel.reply({ ...key, replyId: key.replyId });
}

/** What a channel is about: a post, a comment's thread or a reply's, with the ids it names. */
export type LiveChannelTarget = { kind: 'post'; key: PostKey } | { kind: 'comment'; key: CommentKey & { replyId: null } } | { kind: 'reply'; key: ReplyKey };

/** One id of a channel: letters, digits, '_' and '-', 100 at most (ids never hold a '/'). */
const ID = '([\\w-]{1,100})';
const CHANNEL_PATTERNS = {
  post: new RegExp(`^v1/post/${ID}/${ID}$`),
  comment: new RegExp(`^v1/comment/${ID}/${ID}/${ID}$`),
  reply: new RegExp(`^v1/reply/${ID}/${ID}/${ID}/${ID}$`),
};

/** The kind and ids a channel names, or null for anything else. */
export function parseLiveChannel(channel: unknown): LiveChannelTarget | null {
  if (typeof channel !== 'string' || channel.length > 400) return null;
  let ids = CHANNEL_PATTERNS.post.exec(channel);
  if (ids) return { kind: 'post', key: { authorId: ids[1]!, postId: ids[2]! } };
  ids = CHANNEL_PATTERNS.comment.exec(channel);
  if (ids) return { kind: 'comment', key: { authorId: ids[1]!, postId: ids[2]!, commentId: ids[3]!, replyId: null } };
  ids = CHANNEL_PATTERNS.reply.exec(channel);
  if (ids) return { kind: 'reply', key: { authorId: ids[1]!, postId: ids[2]!, commentId: ids[3]!, replyId: ids[4]! } };
  return null;
}

/** Whether a value is a channel's name the server knows (what a join, leave or typing call carries). */
export const isLiveChannel = (channel: unknown): channel is LiveChannelName => parseLiveChannel(channel) !== null;

/** What the client asks the socket; every call is answered through its acknowledgement. */
export const LIVE_CALLS = { join: 'join', leave: 'leave', typing: 'typing' } as const;

/** What the socket sends: new and changed comments and replies, fresh counts, who is typing. */
export const LIVE_EVENTS = {
  commentAdded: 'comment:added',
  commentChanged: 'comment:changed',
  postCounts: 'post:counts',
  commentCounts: 'comment:counts',
  /** A post's (or idea's) translation, made after it was written (LivePostTranslated). */
  postTranslated: 'post:translated',
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
  channel: LiveChannelName;
}

export type LiveAnswer = { ok: true } | { error: LiveError };

export interface LiveCommentEvent {
  channel: LiveChannelName;
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

/** A post's words in other languages, to its channel's readers (who may read the post). */
export interface LivePostTranslated extends TranslatableText {
  postId: string;
  TranslatedBy: TranslatedBy | null;
  /** An idea's title in the other language; empty for a post. */
  TitleLocalizations: LocalizedText;
}

export interface LiveUnread {
  unread: number;
}

export interface LiveTyping {
  channel: LiveChannelName;
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

/** The acknowledgement every call of the client carries. */
export type LiveAck = (result: LiveAnswer) => void;

/** What the server sends (socket.io's `ServerToClientEvents`): each event with its one payload. */
export interface ServerToClientEvents {
  [LIVE_EVENTS.commentAdded]: (event: LiveCommentEvent) => void;
  [LIVE_EVENTS.commentChanged]: (event: LiveCommentEvent) => void;
  [LIVE_EVENTS.postCounts]: (counts: LivePostCounts) => void;
  [LIVE_EVENTS.commentCounts]: (counts: LiveCommentCounts) => void;
  [LIVE_EVENTS.postTranslated]: (translated: LivePostTranslated) => void;
  [LIVE_EVENTS.typing]: (typing: LiveTyping) => void;
  [LIVE_EVENTS.notificationsUnread]: (unread: LiveUnread) => void;
  [LIVE_EVENTS.error]: (error: LiveError) => void;
  [LIVE_EVENTS.channelClosed]: (closed: LiveChannelClosed) => void;
}

/** What the client asks (socket.io's `ClientToServerEvents`): a channel, and the acknowledgement. */
export interface ClientToServerEvents {
  [LIVE_CALLS.join]: (channel: LiveChannelName, answer: LiveAck) => void;
  [LIVE_CALLS.leave]: (channel: LiveChannelName, answer: LiveAck) => void;
  [LIVE_CALLS.typing]: (channel: LiveChannelName, answer: LiveAck) => void;
}

export type LiveEventName = keyof ServerToClientEvents;
export type LiveCallName = keyof ClientToServerEvents;
/** The payload of a server event. */
export type LiveEventPayload<E extends LiveEventName> = Parameters<ServerToClientEvents[E]>[0];
