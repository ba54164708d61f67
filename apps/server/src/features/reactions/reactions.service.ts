import type { LikeState } from '@arya/core';
import type { Database } from '../../db/client.ts';
import type { Fail } from '../../http/fail.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { mayReadPost } from '../../shared/post-views/filter.ts';
import { isBlockedWith, viewerOf } from '../../shared/viewer.ts';
import { setCommentLike, setPostLike, type PostKey } from './reactions.repository.ts';
import { type CommentKey } from '../../shared/post-views/comment-keys.ts';

/** The member's like after the change, and whose notifications changed with it. */
export interface LikeDone {
  state: LikeState;
  notified: string | null;
}

/** Likes or unlikes a post the member may read; a deleted post takes no more reactions. */
export async function likePost(db: Database, user: SessionUser, key: PostKey, like: boolean, fail: Fail<'POST_NOT_FOUND' | 'POST_DELETED'>): Promise<LikeDone> {
  const viewer = viewerOf(user);
  const result = await setPostLike(db, key, user.id, like, (target) => mayReadPost(target, viewer));
  if (result.outcome === 'missing') return fail('POST_NOT_FOUND', 'This post does not exist');
  if (result.outcome === 'deleted') return fail('POST_DELETED', 'This post was deleted');
  return { state: { Liked: result.liked, Likes: result.likes }, notified: result.notified };
}

/** Likes or unlikes a comment or reply of a post the member may read; a deleted one takes no more reactions. */
export async function likeComment(db: Database, user: SessionUser, key: CommentKey, like: boolean, fail: Fail<'COMMENT_NOT_FOUND' | 'COMMENT_DELETED'>): Promise<LikeDone> {
  const viewer = viewerOf(user);
  const result = await setCommentLike(db, key, user.id, like, (post, commentAuthorId) => mayReadPost(post, viewer) && (commentAuthorId === undefined || !isBlockedWith(viewer, commentAuthorId)));
  if (result.outcome === 'missing') return fail('COMMENT_NOT_FOUND', 'This comment does not exist');
  if (result.outcome === 'deleted') return fail('COMMENT_DELETED', 'This comment was deleted');
  return { state: { Liked: result.liked, Likes: result.likes }, notified: result.notified };
}
