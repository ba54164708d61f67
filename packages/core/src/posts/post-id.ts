/** A post's `_id` is `authorId/postId` (spec 2 §3); a share link may carry comment and reply ids after it. */
export function composePostId(authorId: string, postId: string): string {
  return `${authorId}/${postId}`;
}

/** The ids a post's `_id` holds: its author and the post. */
export interface PostKey {
  authorId: string;
  postId: string;
}

export function parsePostId(id: string): PostKey | null {
  const [authorId, postId, ...rest] = id.split('/');
  if (!authorId || !postId || rest.length > 0) return null;
  return { authorId, postId };
}

/** The address of a post page, as copied by "copy link" (without the language prefix). */
export function postPath(id: string): string {
  return `/post/${id}`;
}

/** A comment's `_id` is `authorId/postId/commentId` (the post's author), a reply's adds `/replyId` (spec 2 §3). */
export function composeCommentId(postAuthorId: string, postId: string, commentId: string, replyId?: string | null): string {
  return [postAuthorId, postId, commentId, ...(replyId ? [replyId] : [])].join('/');
}

/** The ids a comment's or a reply's `_id` holds: the post it is under, its comment, and the reply (null for a comment). */
export interface CommentKey {
  authorId: string;
  postId: string;
  commentId: string;
  replyId: string | null;
}

/** Reads a comment's `authorId/postId/commentId` or a reply's `…/replyId`; null for anything else. */
export function parseCommentId(id: string): CommentKey | null {
  const [authorId, postId, commentId, replyId, ...rest] = id.split('/');
  if (!authorId || !postId || !commentId || replyId === '' || rest.length > 0) return null;
  return { authorId, postId, commentId, replyId: replyId ?? null };
}

/** The `_id` of the post a comment or reply is under. */
export const postIdOfComment = (key: CommentKey) => composePostId(key.authorId, key.postId);

/** The `_id` of a comment, or of the comment a reply answers. */
export const parentCommentIdOf = (key: CommentKey) => composeCommentId(key.authorId, key.postId, key.commentId);

/**
 * Spec 2 §4: a member shares an original once; their share's post id is made from the original's
 * author and post ids (member ids never hold a '-', so two originals never make the same id), and
 * "a post whose _id contains share is a share" (spec 2 §3).
 */
export function shareIdOf(originalAuthorId: string, originalPostId: string): string {
  return `share-${originalAuthorId}-${originalPostId}`;
}
