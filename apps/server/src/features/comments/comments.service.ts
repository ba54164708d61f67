import { randomBytes } from 'node:crypto';
import { COMMENTS_PAGE_SIZE, uploadTokenOf, uploadUrl, type Comment, type CommentsPage, type ValidCommentInput } from '@arya/core';
import type { Database } from '../../db/client.ts';
import { cursorFromQuery, keysetPage, type KeysetKey } from '../../db/keyset.ts';
import type { StoredImage } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { mayReadPost } from '../posts/feed/filter.ts';
import { findOwnUploads } from '../uploads/uploads.repository.ts';
import { viewerId, viewerOf, type Viewer } from '../viewer/viewer.ts';
import { sanitizeCommentHtml } from './comment-html.ts';
import { toCommentDto } from './comment.dto.ts';
import * as repository from './comments.repository.ts';

export interface PostParams {
  authorId: string;
  postId: string;
}
export interface CommentParams extends PostParams {
  commentId: string;
}

const commentKeyOf = (row: repository.CommentRow): KeysetKey => ({ at: row.cursorDate, ids: [row.comment.id] });

/** The post of a thread, if the viewer may read it. */
async function readablePost(db: Database, params: PostParams, viewer: Viewer) {
  const post = await repository.findPostForComments(db, { authorId: params.authorId, id: params.postId });
  if (!post || !mayReadPost(post, viewer)) throw new AppError('POST_NOT_FOUND', 'This post does not exist');
  return post;
}

/** A post's comments, newest first, in pages of 7 (spec 2 §4); deleted ones stay, flagged. */
export async function listComments(db: Database, user: SessionUser | null, params: PostParams, query: { limit?: number; cursor?: string }): Promise<CommentsPage> {
  const viewer = viewerOf(user);
  await readablePost(db, params, viewer);
  const limit = query.limit ?? COMMENTS_PAGE_SIZE;
  const cursor = cursorFromQuery(query.cursor, 1);
  const rows = await repository.findThreadPage(db, { postAuthorId: params.authorId, postId: params.postId, parentId: null }, { limit: limit + 1, cursor, viewerId: viewerId(viewer) });
  const page = keysetPage(rows, limit, commentKeyOf);
  return { comments: page.rows.map((row) => toCommentDto(row, viewer)), nextCursor: page.nextCursor };
}

/** The text as stored: sanitized HTML, which must still say something. */
function storedText(input: ValidCommentInput): string {
  const html = sanitizeCommentHtml(input.text);
  if (!html) throw new AppError('TEXT_LENGTH', 'Write something');
  return html;
}

/** An attached image must be one of the member's uploads (sizes from the upload record). */
async function storedImage(db: Database, userId: string, input: ValidCommentInput): Promise<StoredImage | null> {
  if (!input.image) return null;
  const token = uploadTokenOf(input.image.url);
  const [upload] = token ? await findOwnUploads(db, userId, [token]) : [];
  if (!upload) throw new AppError('INVALID_ATTACHMENT', 'Attach an image you uploaded');
  return { url: uploadUrl(upload.token), width: upload.width, height: upload.height };
}

const isMissingProfile = (error: unknown) => (error as { code?: string; cause?: { code?: string } })?.code === '23503' || (error as { cause?: { code?: string } })?.cause?.code === '23503';

export async function createComment(db: Database, user: SessionUser, params: PostParams, input: ValidCommentInput, now = new Date()): Promise<Comment> {
  const viewer = viewerOf(user);
  const post = await readablePost(db, params, viewer);
  if (post.isDeleted) throw new AppError('POST_DELETED', 'This post was deleted');
  const [text, image] = [storedText(input), await storedImage(db, user.id, input)];
  const key = { postAuthorId: params.authorId, postId: params.postId, id: randomBytes(12).toString('base64url') };
  let inserted: boolean;
  try {
    inserted = await repository.insertComment(db, { ...key, parentId: null, authorId: user.id, text, image, creationDate: now });
  } catch (error) {
    // The comment refers to the member's profile (users row), made by POST /api/v1/me/bootstrap.
    if (isMissingProfile(error)) throw new AppError('PROFILE_NOT_FOUND', 'This member has no profile yet');
    throw error;
  }
  if (!inserted) throw new AppError('POST_DELETED', 'This post was deleted');
  return readComment(db, viewer, key);
}

async function readComment(db: Database, viewer: Viewer, key: repository.CommentKey): Promise<Comment> {
  const row = await repository.findComment(db, key, viewerId(viewer));
  if (!row) throw new AppError('COMMENT_NOT_FOUND', 'This comment does not exist');
  return toCommentDto(row, viewer);
}

/** The member's own live comment of a post they may read. */
async function ownComment(db: Database, user: SessionUser, params: CommentParams): Promise<repository.CommentKey> {
  const key = { postAuthorId: params.authorId, postId: params.postId, id: params.commentId };
  const row = await repository.findComment(db, key, user.id);
  if (!row || row.comment.parentId !== null) throw new AppError('COMMENT_NOT_FOUND', 'This comment does not exist');
  if (row.comment.authorId !== user.id) throw new AppError('NOT_COMMENT_AUTHOR', 'Only the author can change this comment');
  if (row.comment.isDeleted) throw new AppError('COMMENT_DELETED', 'This comment was deleted');
  return key;
}

export async function updateComment(db: Database, user: SessionUser, params: CommentParams, input: ValidCommentInput): Promise<Comment> {
  const key = await ownComment(db, user, params);
  const [text, image] = [storedText(input), await storedImage(db, user.id, input)];
  if (!(await repository.updateCommentContent(db, key, { text, image, editedBy: user.id, editedAt: new Date() }))) {
    throw new AppError('COMMENT_DELETED', 'This comment was deleted');
  }
  return readComment(db, viewerOf(user), key);
}

export async function deleteComment(db: Database, user: SessionUser, params: CommentParams): Promise<Comment> {
  const key = await ownComment(db, user, params);
  if (!(await repository.softDeleteComment(db, key, user.id, new Date()))) throw new AppError('COMMENT_DELETED', 'This comment was deleted');
  return readComment(db, viewerOf(user), key);
}
