import type { Comment, CommentsPage, RepliesPage } from '@arya/core/contract';
import { LIVE_EVENTS, liveChannel, parseCommentId, parsePostId, TYPING_INDICATOR_MS, type LiveChannelName, type LiveTyping } from '@arya/core/rules';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isFromPage } from '../../app/query-client.ts';
import { followChannel, type LiveHandlers } from '../live/live-socket.ts';
import { postKeys } from '../posts/queries.ts';
import { shadowTranslation, updatePostShadow } from '../posts/shadow/post-shadow.ts';
import { commentKeys, patchComment, postIdOf } from './queries.ts';

/** A remote change keeps what only this reader knows: their own like. */
const keepOwnLike = (incoming: Comment) => (current: Comment) => ({ ...incoming, Liked: current.Liked });

/** Adds a comment others wrote at the top of a post's list, unless it is there already (spec 2 §4). */
function addComment(client: QueryClient, postId: string, comment: Comment) {
  client.setQueryData<InfiniteData<CommentsPage>>(commentKeys.list(postId), (data) => {
    if (!data || data.pages.some((page) => page.items.some((item) => item._id === comment._id))) return data;
    const [first, ...rest] = data.pages;
    return first ? { ...data, pages: [{ ...first, items: [comment, ...first.items] }, ...rest] } : data;
  });
}

function addReply(client: QueryClient, commentId: string, reply: Comment) {
  client.setQueryData<RepliesPage>(commentKeys.replies(postIdOf(commentId), commentId), (data) =>
    !data || data.items.some((item) => item._id === reply._id) ? data : { ...data, items: [reply, ...data.items] },
  );
}

const commonHandlers = (client: QueryClient, channel: LiveChannelName): LiveHandlers => ({
  [LIVE_EVENTS.commentChanged]: (event) => {
    if (event.channel === channel) patchComment(client, event.comment._id, keepOwnLike(event.comment));
  },
  [LIVE_EVENTS.commentCounts]: (counts) =>
    patchComment(client, counts.commentId, (item) => ({ ...item, ReactionsCount: { Likes: counts.Likes }, RepliesCount: counts.RepliesCount })),
});

/** Who is writing in a channel now (others only), gone a few seconds after their last keystroke. */
function useTyping(channel: LiveChannelName | null, enabled: boolean): [string | null, (typing: LiveTyping) => void] {
  const [typing, setTyping] = useState<{ name: string; at: number } | null>(null);
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTyping(null), TYPING_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [typing]);
  return [enabled ? (typing?.name ?? null) : null, (event) => event.channel === channel && setTyping({ name: event.name, at: Date.now() })];
}

/**
 * How old what the page holds may be when its channel is joined before it is read again: the page
 * the server drew, or one kept while the socket was away, is; a thread the member just opened (read
 * a moment before its join) is not asked twice.
 */
export const CATCH_UP_AFTER_MS = 1000;

/**
 * Reads again, once joined, those of the thread's queries read before the join (less a moment), or
 * still as the server rendered them (dated when the page was hydrated, but older): events sent
 * meanwhile were not received. A live event applied meanwhile dates the query anew (its list then
 * waits for the next reconnection to be read again).
 */
export function catchUp(client: QueryClient, keys: readonly (readonly unknown[])[]) {
  return (askedAt: number) => {
    for (const queryKey of keys) {
      void client.refetchQueries({
        queryKey,
        exact: true,
        type: 'active',
        predicate: (query) => query.state.dataUpdatedAt > 0 && (isFromPage(query) || query.state.dataUpdatedAt < askedAt - CATCH_UP_AFTER_MS),
      });
    }
  };
}

/** Follows a post's channel while its comments show: others' comments, counts and typing arrive live. */
export function useLivePost(postId: string): { typing: string | null; channel: LiveChannelName | null } {
  const client = useQueryClient();
  const key = parsePostId(postId);
  const channel = key && liveChannel.post(key);
  const [typing, onTyping] = useTyping(channel, true);
  useEffect(
    () =>
      channel
        ? followChannel(
            channel,
            {
              ...commonHandlers(client, channel),
              [LIVE_EVENTS.commentAdded]: (event) => {
                if (event.channel === channel) addComment(client, postId, event.comment);
              },
              [LIVE_EVENTS.postCounts]: (counts) => {
                if (counts.postId === postId) updatePostShadow(client, postId, { ReactionsCount: { Likes: counts.Likes }, CommentsCount: counts.CommentsCount, SharesCount: counts.SharesCount });
              },
              [LIVE_EVENTS.postTranslated]: (translated) => {
                if (translated.postId === postId) shadowTranslation(client, translated);
              },
              [LIVE_EVENTS.typing]: onTyping,
            },
            { onJoined: catchUp(client, [commentKeys.list(postId), postKeys.one(postId)]) },
          )
        : undefined,
    // onTyping only sets state; following again for it would leave and join on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [channel, client, postId],
  );
  return { typing, channel };
}

/** Follows a comment's channel while its replies show. */
export function useLiveReplies(commentId: string, enabled: boolean): void {
  const client = useQueryClient();
  const key = parseCommentId(commentId);
  const channel = key && liveChannel.comment(key);
  useEffect(() => {
    if (!enabled || !channel) return;
    return followChannel(
      channel,
      {
        ...commonHandlers(client, channel),
        [LIVE_EVENTS.commentAdded]: (event) => {
          if (event.channel === channel) addReply(client, commentId, event.comment);
        },
      },
      { onJoined: catchUp(client, [commentKeys.replies(postIdOf(commentId), commentId)]) },
    );
  }, [channel, client, commentId, enabled]);
}
