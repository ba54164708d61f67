import type { LikeState, Post } from '@arya/core/contract';
import { likePostRoute, unlikePostRoute } from '@arya/core/routes';
import { parsePostId } from '@arya/core/rules';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { updatePostShadow } from './post-shadow.ts';

interface Queue {
  /** What the member wants now (their last click). */
  wanted: boolean;
  /** The state before the first click of this series, restored if the server cannot be reached. */
  before: LikeState;
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
}

/**
 * Toggles the member's like at once, then brings the server to the last wanted state: double
 * clicks and a slow network send at most one request at a time and never drift the count (the
 * server's count is taken once nothing is pending).
 */
export function toggleLike({ id, state, send, show, onFailure }: LikeTarget): void {
  const wanted = !state.Liked;
  show({ Liked: wanted, Likes: likesAfter(state.Likes, state.Liked, wanted) });
  const running = queues.get(id);
  if (running) {
    running.wanted = wanted;
    return;
  }
  const queue: Queue = { wanted, before: state };
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
    }
  })();
}

/** A post's like, shown on every cached copy of the post. */
export function togglePostLike(client: QueryClient, post: Post, onFailure: () => void): void {
  const key = parsePostId(post._id);
  if (!key) return;
  toggleLike({
    id: post._id,
    state: { Liked: post.Liked, Likes: post.ReactionsCount.Likes },
    send: (like) => callApi(like ? likePostRoute : unlikePostRoute, { params: { authorId: key.authorId, postId: key.postId } }),
    show: (state) => updatePostShadow(client, post._id, { Liked: state.Liked, ReactionsCount: { Likes: state.Likes } }),
    onFailure,
  });
}
