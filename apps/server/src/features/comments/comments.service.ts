import { randomBytes } from 'node:crypto';
import {
  COMMENTS_PAGE_SIZE,
  REPLIES_PAGE_SIZE_MAX,
  uploadTokenOf,
  uploadUrl,
  type CommentsPage,
  type createCommentEndpoint,
  type createReplyEndpoint,
  type deleteCommentEndpoint,
  type deleteReplyEndpoint,
  type listCommentsEndpoint,
  type listRepliesEndpoint,
  type RepliesPage,
  type updateCommentEndpoint,
  type updateReplyEndpoint,
  type ValidCommentInput,
} from '@arya/core';
import { isForeignKeyViolation } from '../../db/errors.ts';
import type { Database } from '../../db/client.ts';
import type { StoredImage } from '../../db/schema/index.ts';
import type { Fail, FailOf } from '../../http/fail.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { mayReadPost } from '../../shared/post-views/filter.ts';
import type { CommentViews } from '../../plugins/app/live/live-publisher.ts';
import { findOwnUploads } from '../../shared/owned-uploads.ts';
import { findPostForComments } from '../../shared/post-audience.ts';
import { excludedAuthors, isBlockedWith, seesHiddenMember, viewerAccess, viewerId, viewerOf, VISITOR, type Viewer } from '../../shared/viewer.ts';
import { sanitizeCommentHtml } from '../../shared/text/comment-html.ts';
import { toCommentDto } from './comment.dto.ts';
import * as repository from './comments.repository.ts';
import type { QueueTranslation } from '../../shared/translations/queue.ts';

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
async function readablePost(db: Database, params: PostParams, viewer: Viewer, fail: Fail<'POST_NOT_FOUND'>) {
  const post = await findPostForComments(db, { authorId: params.authorId, id: params.postId });
  if (!post || !mayReadPost(post, viewer)) return fail('POST_NOT_FOUND', 'This post does not exist');
  return post;
}

/** A thread: a post's comments (parent null) or a comment's replies (a deleted comment's replies are still listed). */
async function listThread(
  db: Database,
  user: SessionUser | null,
  params: PostParams,
  parent: { id: string; fail: Fail<'COMMENT_NOT_FOUND'> } | null,
  query: { limit?: number; cursor?: string },
  defaultLimit: number,
  fail: Fail<'POST_NOT_FOUND'>,
) {
  const viewer = viewerOf(user);
  await readablePost(db, params, viewer, fail);
  if (parent !== null) await parentComment(db, viewer, params, parent.id, parent.fail);
  const parentId = parent?.id ?? null;
  const thread = { postAuthorId: params.authorId, postId: params.postId, parentId };
  const page = await repository.findThreadPage(db, thread, { limit: query.limit ?? defaultLimit, cursor: query.cursor }, viewerId(viewer), excludedAuthors(viewer), viewerAccess(viewer)?.staff ?? false);
  return { items: page.items.map((row) => toCommentDto(row, viewer)), nextCursor: page.nextCursor };
}

/** A post's comments, newest first, in pages of 7 (spec 2 §4); deleted ones stay, flagged. */
export function listComments(
  db: Database,
  user: SessionUser | null,
  params: PostParams,
  query: { limit?: number; cursor?: string },
  fail: FailOf<typeof listCommentsEndpoint>,
): Promise<CommentsPage> {
  return listThread(db, user, params, null, query, COMMENTS_PAGE_SIZE, fail);
}

/** A comment's replies, newest first, all at once (spec 2 §9: replies per page 0). */
export function listReplies(
  db: Database,
  user: SessionUser | null,
  params: CommentParams,
  query: { limit?: number; cursor?: string },
  fail: FailOf<typeof listRepliesEndpoint>,
): Promise<RepliesPage> {
  return listThread(db, user, params, { id: params.commentId, fail }, query, REPLIES_PAGE_SIZE_MAX, fail);
}

/** The comment replies hang from: a comment (not a reply) of this post. */
async function parentComment(db: Database, viewer: Viewer, params: PostParams, commentId: string, fail: Fail<'COMMENT_NOT_FOUND'>) {
  const parent = await repository.findComment(db, { postAuthorId: params.authorId, postId: params.postId, id: commentId }, viewerId(viewer));
  // A comment by a member blocked either way does not exist for the viewer (nor do its replies).
  if (!parent || parent.comment.parentId !== null || isBlockedWith(viewer, parent.comment.authorId) || (parent.author.hidden && !seesHiddenMember(viewer, parent.comment.authorId))) return fail('COMMENT_NOT_FOUND', 'This comment does not exist');
  return parent;
}

/** The comment a new reply hangs from: deleted ones take no new reply. */
async function liveParent(db: Database, viewer: Viewer, params: PostParams, commentId: string, fail: Fail<'COMMENT_NOT_FOUND' | 'COMMENT_DELETED'>) {
  const parent = await parentComment(db, viewer, params, commentId, fail);
  if (parent.comment.isDeleted) fail('COMMENT_DELETED', 'This comment was deleted');
  return parent;
}

/** The text as stored: sanitized HTML, which must still say something. */
function storedText(input: ValidCommentInput, fail: Fail<'TEXT_LENGTH'>): string {
  const html = sanitizeCommentHtml(input.text);
  return html || fail('TEXT_LENGTH', 'Write something');
}

/** An attached image must be one of the member's uploads (sizes from the upload record). */
async function storedImage(db: Database, userId: string, input: ValidCommentInput, fail: Fail<'INVALID_ATTACHMENT'>): Promise<StoredImage | null> {
  if (!input.image) return null;
  const token = uploadTokenOf(input.image.url);
  const [upload] = token ? await findOwnUploads(db, userId, [token]) : [];
  if (!upload) return fail('INVALID_ATTACHMENT', 'Attach an image you uploaded');
  return { url: uploadUrl(upload.token), width: upload.width, height: upload.height };
}

/** What adding to a thread may answer, whichever the thread; a reply's parent adds its own codes. */
type AdditionFail = Fail<'POST_NOT_FOUND' | 'POST_DELETED' | 'TEXT_LENGTH' | 'INVALID_ATTACHMENT' | 'PROFILE_NOT_FOUND'>;

/** What writing comments needs: the database, and the translation queue (a no-op without a provider). */
export interface CommentsDependencies {
  db: Database;
  queueTranslation: QueueTranslation;
}

async function addToThread(
  { db, queueTranslation }: CommentsDependencies,
  user: SessionUser,
  params: PostParams,
  parent: { id: string; fail: Fail<'COMMENT_NOT_FOUND' | 'COMMENT_DELETED'> } | null,
  input: ValidCommentInput,
  now: Date,
  fail: AdditionFail,
): Promise<ThreadAddition> {
  const viewer = viewerOf(user);
  const post = await readablePost(db, params, viewer, fail);
  if (post.isDeleted) fail('POST_DELETED', 'This post was deleted');
  if (parent !== null) await liveParent(db, viewer, params, parent.id, parent.fail);
  const parentId = parent?.id ?? null;
  const [text, image] = [storedText(input, fail), await storedImage(db, user.id, input, fail)];
  const key = { postAuthorId: params.authorId, postId: params.postId, id: randomBytes(12).toString('base64url') };
  let inserted: Awaited<ReturnType<typeof repository.insertComment>>;
  try {
    inserted = await repository.insertComment(db, { ...key, parentId, authorId: user.id, text, image, creationDate: now }, queueTranslation);
  } catch (error) {
    // The comment refers to the member's profile (users row), made by POST /api/v1/me/bootstrap.
    if (isForeignKeyViolation(error)) fail('PROFILE_NOT_FOUND', 'This member has no profile yet');
    throw error;
  }
  if (!inserted) return parent === null ? fail('POST_DELETED', 'This post was deleted') : parent.fail('COMMENT_DELETED', 'This comment was deleted');
  return { ...(await writtenComment(db, viewer, key)), notified: inserted.notified };
}

/** A new comment or reply, and whose notifications changed with it. */
export interface ThreadAddition extends CommentViews {
  notified: string | null;
}

export function createComment(
  deps: CommentsDependencies,
  user: SessionUser,
  params: PostParams,
  input: ValidCommentInput,
  fail: FailOf<typeof createCommentEndpoint>,
  now = new Date(),
): Promise<ThreadAddition> {
  return addToThread(deps, user, params, null, input, now, fail);
}

export function createReply(
  deps: CommentsDependencies,
  user: SessionUser,
  params: CommentParams,
  input: ValidCommentInput,
  fail: FailOf<typeof createReplyEndpoint>,
  now = new Date(),
): Promise<ThreadAddition> {
  return addToThread(deps, user, params, { id: params.commentId, fail }, input, now, fail);
}

/**
 * A comment or reply the member has just written, edited or deleted. It is always there (comments
 * are only soft-deleted), so its absence is a bug, not an answer the endpoint declares.
 */
export async function writtenComment(db: Database, viewer: Viewer, key: repository.CommentKey): Promise<CommentViews> {
  const row = await repository.findComment(db, key, viewerId(viewer));
  if (!row) throw new Error(`The comment ${key.postAuthorId}/${key.postId}/${key.id} was not found right after it was written`);
  return { comment: toCommentDto(row, viewer), forVisitors: toCommentDto(row, VISITOR) };
}

/** The member's own live comment (parent null) or reply (parent: its comment). */
async function ownItem(
  db: Database,
  user: SessionUser,
  params: PostParams,
  id: string,
  parentId: string | null,
  fail: Fail<'COMMENT_NOT_FOUND' | 'NOT_COMMENT_AUTHOR' | 'COMMENT_DELETED'>,
): Promise<repository.CommentKey> {
  const key = { postAuthorId: params.authorId, postId: params.postId, id };
  const row = await repository.findComment(db, key, user.id);
  if (!row || row.comment.parentId !== parentId) return fail('COMMENT_NOT_FOUND', 'This comment does not exist');
  if (row.comment.authorId !== user.id) fail('NOT_COMMENT_AUTHOR', 'Only the author can change this comment');
  if (row.comment.isDeleted) fail('COMMENT_DELETED', 'This comment was deleted');
  return key;
}

async function editItem(
  { db, queueTranslation }: CommentsDependencies,
  user: SessionUser,
  key: repository.CommentKey,
  input: ValidCommentInput,
  fail: Fail<'TEXT_LENGTH' | 'INVALID_ATTACHMENT' | 'COMMENT_DELETED'>,
): Promise<CommentViews> {
  const [text, image] = [storedText(input, fail), await storedImage(db, user.id, input, fail)];
  if (!(await repository.updateCommentContent(db, key, { text, image, editedBy: user.id, editedAt: new Date() }, queueTranslation))) fail('COMMENT_DELETED', 'This comment was deleted');
  return writtenComment(db, viewerOf(user), key);
}

async function deleteItem(db: Database, user: SessionUser, key: repository.CommentKey, fail: Fail<'COMMENT_DELETED'>): Promise<CommentViews> {
  if (!(await repository.softDeleteComment(db, key, user.id, new Date()))) fail('COMMENT_DELETED', 'This comment was deleted');
  return writtenComment(db, viewerOf(user), key);
}

export async function updateComment(deps: CommentsDependencies, user: SessionUser, params: CommentParams, input: ValidCommentInput, fail: FailOf<typeof updateCommentEndpoint>): Promise<CommentViews> {
  return editItem(deps, user, await ownItem(deps.db, user, params, params.commentId, null, fail), input, fail);
}

export async function deleteComment(db: Database, user: SessionUser, params: CommentParams, fail: FailOf<typeof deleteCommentEndpoint>): Promise<CommentViews> {
  return deleteItem(db, user, await ownItem(db, user, params, params.commentId, null, fail), fail);
}

export async function updateReply(deps: CommentsDependencies, user: SessionUser, params: ReplyParams, input: ValidCommentInput, fail: FailOf<typeof updateReplyEndpoint>): Promise<CommentViews> {
  return editItem(deps, user, await ownItem(deps.db, user, params, params.replyId, params.commentId, fail), input, fail);
}

export async function deleteReply(db: Database, user: SessionUser, params: ReplyParams, fail: FailOf<typeof deleteReplyEndpoint>): Promise<CommentViews> {
  return deleteItem(db, user, await ownItem(db, user, params, params.replyId, params.commentId, fail), fail);
}
