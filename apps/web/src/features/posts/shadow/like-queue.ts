import { likePostRoute, parsePostId, unlikePostRoute, type LikeState, type Post } from '@arya/core';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { updatePostShadow } from './post-shadow.ts';

interface Queue {
  /** What the member wants now (their last click). */
  wanted: boolean;
  /** The state before the first click of this series, restored if the server cannot be reached. */
  before: LikeState;
}

/** At most one request per post in flight; clicks meanwhile only change what is wanted. */
const queues = new Map<string, Queue>();

const likesAfter = (likes: number, from: boolean, to: boolean) => Math.max(0, likes + (to === from ? 0 : to ? 1 : -1));

/**
 * Toggles the member's like at once on every copy of the post, then brings the server to the last
 * wanted state: double clicks and a slow network send at most one request at a time and never
 * drift the count (the server's count is taken, offset by a click still pending).
 */
export function toggleLike(client: QueryClient, post: Post, onFailure: () => void): void {
  const key = parsePostId(post._id);
  if (!key) return;
  const wanted = !post.Liked;
  updatePostShadow(client, post._id, { Liked: wanted, ReactionsCount: { Likes: likesAfter(post.ReactionsCount.Likes, post.Liked, wanted) } });
  const running = queues.get(post._id);
  if (running) {
    running.wanted = wanted;
    return;
  }
  const queue: Queue = { wanted, before: { Liked: post.Liked, Likes: post.ReactionsCount.Likes } };
  queues.set(post._id, queue);
  void (async () => {
    try {
      let answer: LikeState | null = null;
      while (answer === null || answer.Liked !== queue.wanted) {
        const route = queue.wanted ? likePostRoute : unlikePostRoute;
        answer = await callApi(route, { params: { authorId: key.authorId, postId: key.postId } });
      }
      updatePostShadow(client, post._id, { Liked: answer.Liked, ReactionsCount: { Likes: answer.Likes } });
    } catch {
      updatePostShadow(client, post._id, { Liked: queue.before.Liked, ReactionsCount: { Likes: queue.before.Likes } });
      onFailure();
    } finally {
      queues.delete(post._id);
    }
  })();
}
