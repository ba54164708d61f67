import type { LikeState, Post } from '@arya/core/contract';
import { likePostRoute, unlikePostRoute } from '@arya/core/routes';
import { parsePostId } from '@arya/core/rules';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { postKeys } from '../queries.ts';
import { updatePostShadow } from './post-shadow.ts';

interface Queue {
  /** What the member wants now (their last click). */
  wanted: boolean;
  /** The state before the first click of this series, restored if the server cannot be reached. */
  before: LikeState;
  /** Called once the series is settled (the clicks' own `onSettled`). */
  settled: (() => void)[];
}

/** At most one request per item in flight; clicks meanwhile only change what is wanted. */
const queues = new Map<string, Queue>();

const likesAfter = (likes: number, from: boolean, to: boolean) => Math.max(0, likes + (to === from ? 0 : to ? 1 : -1));

export interface LikeTarget {
  /** The item's API id (post, comment or reply): one queue per item. */
  id: string;
  /** What the member sees now. */
  state: LikeState;
  /** Sets or removes the like on the server; answers the state after. */
  send: (like: boolean) => Promise<LikeState>;
  /** Shows a state on every copy of the item. */
  show: (state: LikeState) => void;
  onFailure: () => void;
  /** Called once the server holds the last wanted state (or could not be reached). */
  onSettled?: () => void;
}

/**
 * Toggles the member's like at once, then brings the server to the last wanted state: double
 * clicks and a slow network send at most one request at a time and never drift the count (the
 * server's count is taken once nothing is pending).
 */
export function toggleLike({ id, state, send, show, onFailure, onSettled }: LikeTarget): void {
  const wanted = !state.Liked;
  show({ Liked: wanted, Likes: likesAfter(state.Likes, state.Liked, wanted) });
  const running = queues.get(id);
  if (running) {
    running.wanted = wanted;
    if (onSettled) running.settled.push(onSettled);
    return;
  }
  const queue: Queue = { wanted, before: state, settled: onSettled ? [onSettled] : [] };
  queues.set(id, queue);
  void (async () => {
    try {
      let answer: LikeState | null = null;
      while (answer === null || answer.Liked !== queue.wanted) answer = await send(queue.wanted);
      show(answer);
    } catch {
      show(queue.before);
      onFailure();
    } finally {
      queues.delete(id);
      for (const settled of queue.settled) settled();
    }
  })();
}

/**
 * Likes once the reads of `keys` already under way are out of the way: asked before the like, they
 * would answer the item unliked after it shows liked (a channel's catch-up read as a like is made).
 * They are cancelled (their data stays as it was) and asked again once the like is settled, so what
 * they were fetching still comes. With no read under way, likes at once.
 */
export function likeAfterReads(client: QueryClient, keys: readonly QueryKey[], like: (onSettled?: () => void) => void): void {
  const reading = keys.filter((queryKey) => client.isFetching({ queryKey, exact: true }) > 0);
  if (reading.length === 0) {
    like();
    return;
  }
  void Promise.all(reading.map((queryKey) => client.cancelQueries({ queryKey, exact: true }))).then(() =>
    like(() => {
      for (const queryKey of reading) void client.refetchQueries({ queryKey, exact: true, type: 'active' });
    }),
  );
}

/** A post's like, shown on every cached copy of the post. */
export function togglePostLike(client: QueryClient, post: Post, onFailure: () => void): void {
  const key = parsePostId(post._id);
  if (!key) return;
  likeAfterReads(client, [postKeys.one(post._id)], (onSettled) =>
    toggleLike({
      id: post._id,
      state: { Liked: post.Liked, Likes: post.ReactionsCount.Likes },
      send: (like) => callApi(like ? likePostRoute : unlikePostRoute, { params: { authorId: key.authorId, postId: key.postId } }),
      show: (state) => updatePostShadow(client, post._id, { Liked: state.Liked, ReactionsCount: { Likes: state.Likes } }),
      onFailure,
      ...(onSettled ? { onSettled } : {}),
    }),
  );
}
