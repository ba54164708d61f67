import { randomBytes } from 'node:crypto';
import { COMMENTS_PAGE_SIZE, REPLIES_PAGE_SIZE_MAX, uploadTokenOf, uploadUrl, type CommentsPage, type RepliesPage, type ValidCommentInput } from '@arya/core';
import { isForeignKeyViolation } from '../../db/errors.ts';
import type { Database } from '../../db/client.ts';
import type { StoredImage } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { SessionUser } from '../../plugins/app/auth/index.ts';
import { mayReadPost } from '../posts/feed/filter.ts';
import type { CommentViews } from '../../plugins/app/live/live-publisher.ts';
import { findOwnUploads } from '../uploads/uploads.repository.ts';
import { viewerId, viewerOf, VISITOR, type Viewer } from '../viewer/viewer.ts';
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
export interface ReplyParams extends CommentParams {
  replyId: string;
}

/** The post of a thread, if the viewer may read it. */
async function readablePost(db: Database, params: PostParams, viewer: Viewer) {
  const post = await repository.findPostForComments(db, { authorId: params.authorId, id: params.postId });
  if (!post || !mayReadPost(post, viewer)) throw new AppError('POST_NOT_FOUND', 'This post does not exist');
  return post;
}

/** A thread: a post's comments (parent null) or a comment's replies. */
async function listThread(db: Database, user: SessionUser | null, params: PostParams, parentId: string | null, query: { limit?: number; cursor?: string }, defaultLimit: number) {
  const viewer = viewerOf(user);
  await readablePost(db, params, viewer);
  if (parentId !== null) await liveParent(db, viewer, params, parentId, { allowDeleted: true });
  const thread = { postAuthorId: params.authorId, postId: params.postId, parentId };
  const page = await repository.findThreadPage(db, thread, { limit: query.limit ?? defaultLimit, cursor: query.cursor }, viewerId(viewer));
  return { items: page.items.map((row) => toCommentDto(row, viewer)), nextCursor: page.nextCursor };
}

/** A post's comments, newest first, in pages of 7 (spec 2 §4); deleted ones stay, flagged. */
export function listComments(db: Database, user: SessionUser | null, params: PostParams, query: { limit?: number; cursor?: string }): Promise<CommentsPage> {
  return listThread(db, user, params, null, query, COMMENTS_PAGE_SIZE);
}

/** A comment's replies, newest first, all at once (spec 2 §9: replies per page 0). */
export function listReplies(db: Database, user: SessionUser | null, params: CommentParams, query: { limit?: number; cursor?: string }): Promise<RepliesPage> {
  return listThread(db, user, params, params.commentId, query, REPLIES_PAGE_SIZE_MAX);
}

/** The comment replies hang from: a comment (not a reply) of this post; deleted ones take no new reply. */
async function liveParent(db: Database, viewer: Viewer, params: PostParams, commentId: string, { allowDeleted = false } = {}) {
  const parent = await repository.findComment(db, { postAuthorId: params.authorId, postId: params.postId, id: commentId }, viewerId(viewer));
  if (!parent || parent.comment.parentId !== null) throw new AppError('COMMENT_NOT_FOUND', 'This comment does not exist');
  if (parent.comment.isDeleted && !allowDeleted) throw new AppError('COMMENT_DELETED', 'This comment was deleted');
  return parent;
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

async function addToThread(db: Database, user: SessionUser, params: PostParams, parentId: string | null, input: ValidCommentInput, now: Date): Promise<ThreadAddition> {
  const viewer = viewerOf(user);
  const post = await readablePost(db, params, viewer);
  if (post.isDeleted) throw new AppError('POST_DELETED', 'This post was deleted');
  if (parentId !== null) await liveParent(db, viewer, params, parentId);
  const [text, image] = [storedText(input), await storedImage(db, user.id, input)];
  const key = { postAuthorId: params.authorId, postId: params.postId, id: randomBytes(12).toString('base64url') };
  let inserted: Awaited<ReturnType<typeof repository.insertComment>>;
  try {
    inserted = await repository.insertComment(db, { ...key, parentId, authorId: user.id, text, image, creationDate: now });
  } catch (error) {
    // The comment refers to the member's profile (users row), made by POST /api/v1/me/bootstrap.
    if (isForeignKeyViolation(error)) throw new AppError('PROFILE_NOT_FOUND', 'This member has no profile yet');
    throw error;
  }
  if (!inserted) throw parentId === null ? new AppError('POST_DELETED', 'This post was deleted') : new AppError('COMMENT_DELETED', 'This comment was deleted');
  return { ...(await readComment(db, viewer, key)), notified: inserted.notified };
}

/** A new comment or reply, and whose notifications changed with it. */
export interface ThreadAddition extends CommentViews {
  notified: string | null;
}

export function createComment(db: Database, user: SessionUser, params: PostParams, input: ValidCommentInput, now = new Date()): Promise<ThreadAddition> {
  return addToThread(db, user, params, null, input, now);
}

export function createReply(db: Database, user: SessionUser, params: CommentParams, input: ValidCommentInput, now = new Date()): Promise<ThreadAddition> {
  return addToThread(db, user, params, params.commentId, input, now);
}

async function readComment(db: Database, viewer: Viewer, key: repository.CommentKey): Promise<CommentViews> {
  const row = await repository.findComment(db, key, viewerId(viewer));
  if (!row) throw new AppError('COMMENT_NOT_FOUND', 'This comment does not exist');
  return { comment: toCommentDto(row, viewer), forVisitors: toCommentDto(row, VISITOR) };
}

/** The member's own live comment (parent null) or reply (parent: its comment). */
async function ownItem(db: Database, user: SessionUser, params: PostParams, id: string, parentId: string | null): Promise<repository.CommentKey> {
  const key = { postAuthorId: params.authorId, postId: params.postId, id };
  const row = await repository.findComment(db, key, user.id);
  if (!row || row.comment.parentId !== parentId) throw new AppError('COMMENT_NOT_FOUND', 'This comment does not exist');
  if (row.comment.authorId !== user.id) throw new AppError('NOT_COMMENT_AUTHOR', 'Only the author can change this comment');
  if (row.comment.isDeleted) throw new AppError('COMMENT_DELETED', 'This comment was deleted');
  return key;
}

async function editItem(db: Database, user: SessionUser, key: repository.CommentKey, input: ValidCommentInput): Promise<CommentViews> {
  const [text, image] = [storedText(input), await storedImage(db, user.id, input)];
  if (!(await repository.updateCommentContent(db, key, { text, image, editedBy: user.id, editedAt: new Date() }))) {
    throw new AppError('COMMENT_DELETED', 'This comment was deleted');
  }
  return readComment(db, viewerOf(user), key);
}

async function deleteItem(db: Database, user: SessionUser, key: repository.CommentKey): Promise<CommentViews> {
  if (!(await repository.softDeleteComment(db, key, user.id, new Date()))) throw new AppError('COMMENT_DELETED', 'This comment was deleted');
  return readComment(db, viewerOf(user), key);
}

export async function updateComment(db: Database, user: SessionUser, params: CommentParams, input: ValidCommentInput): Promise<CommentViews> {
  return editItem(db, user, await ownItem(db, user, params, params.commentId, null), input);
}

export async function deleteComment(db: Database, user: SessionUser, params: CommentParams): Promise<CommentViews> {
  return deleteItem(db, user, await ownItem(db, user, params, params.commentId, null));
}

export async function updateReply(db: Database, user: SessionUser, params: ReplyParams, input: ValidCommentInput): Promise<CommentViews> {
  return editItem(db, user, await ownItem(db, user, params, params.replyId, params.commentId), input);
}

export async function deleteReply(db: Database, user: SessionUser, params: ReplyParams): Promise<CommentViews> {
  return deleteItem(db, user, await ownItem(db, user, params, params.replyId, params.commentId));
}
