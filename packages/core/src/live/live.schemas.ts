import { z } from 'zod';
import { commentSchema } from '../comments/comments.schemas.ts';
import { localizedTextSchema, translatableTextFields } from '../common/translations.schemas.ts';
import {
  isLiveChannel,
  LIVE_CALLS,
  LIVE_EVENTS,
  type ClientToServerEvents,
  type LiveChannelName,
  type LiveError,
  type LiveEventPayload,
  type LiveEventName,
  type LiveCallName,
} from './live.ts';

/** A channel's name the server knows (spec 2 §7); anything else is refused with `invalidChannel`. */
export const liveChannelSchema = z.custom<LiveChannelName>(isLiveChannel, { message: 'invalidChannel' });

const LIVE_ERROR_MESSAGES = ['notImplemented', 'emitTimeout', 'forbidden', 'invalidChannel', 'rateLimited', 'sessionEnded'] as const satisfies readonly LiveError['message'][];

export const liveErrorSchema = z.object({ message: z.enum(LIVE_ERROR_MESSAGES), details: z.unknown().optional() });
export const liveCommentEventSchema = z.object({ channel: liveChannelSchema, comment: commentSchema });
const count = z.number().int().nonnegative();
export const livePostCountsSchema = z.object({ postId: z.string(), Likes: count, CommentsCount: count, SharesCount: count });
export const liveCommentCountsSchema = z.object({ commentId: z.string(), Likes: count, RepliesCount: count });
export const livePostTranslatedSchema = z.object({ postId: z.string(), ...translatableTextFields, TitleLocalizations: localizedTextSchema });
export const liveUnreadSchema = z.object({ unread: count });
export const liveTypingSchema = z.object({ channel: liveChannelSchema, name: z.string(), authorId: z.string() });
export const liveChannelClosedSchema = z.object({ channel: liveChannelSchema });

/** The payload of each server event, as `ServerToClientEvents` types it. */
export const liveEventSchemas = {
  [LIVE_EVENTS.commentAdded]: liveCommentEventSchema,
  [LIVE_EVENTS.commentChanged]: liveCommentEventSchema,
  [LIVE_EVENTS.postCounts]: livePostCountsSchema,
  [LIVE_EVENTS.commentCounts]: liveCommentCountsSchema,
  [LIVE_EVENTS.postTranslated]: livePostTranslatedSchema,
  [LIVE_EVENTS.typing]: liveTypingSchema,
  [LIVE_EVENTS.notificationsUnread]: liveUnreadSchema,
  [LIVE_EVENTS.error]: liveErrorSchema,
  [LIVE_EVENTS.channelClosed]: liveChannelClosedSchema,
} satisfies { [E in LiveEventName]: z.ZodType<LiveEventPayload<E>> };

/** What each call of the client carries before its acknowledgement, as `ClientToServerEvents` types it. */
export const liveCallSchemas = {
  [LIVE_CALLS.join]: liveChannelSchema,
  [LIVE_CALLS.leave]: liveChannelSchema,
  [LIVE_CALLS.typing]: liveChannelSchema,
} satisfies { [C in LiveCallName]: z.ZodType<Parameters<ClientToServerEvents[C]>[0]> };
