import { composeCommentId } from '@arya/core';

/** The API id of a comment or reply key. */
export const commentIdOf = (key: CommentKey) =>
  key.parentId ? composeCommentId(key.postAuthorId, key.postId, key.parentId, key.id) : composeCommentId(key.postAuthorId, key.postId, key.id);

export interface CommentKey {
  postAuthorId: string;
  postId: string;
  id: string;
  /** The comment of a reply; null for a comment. */
  parentId: string | null;
}
