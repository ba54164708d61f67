import {
  createCommentEndpoint,
  createReplyEndpoint,
  deleteCommentEndpoint,
  deleteReplyEndpoint,
  listCommentsEndpoint,
  listRepliesEndpoint,
  updateCommentEndpoint,
  parentCommentIdOf,
  parseCommentId,
  postIdOfComment,
  updateReplyEndpoint,
  type Comment,
} from '@arya/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import type { CommentViews, LivePublisher } from '../../plugins/app/live/live-publisher.ts';
import { createComment, createReply, deleteComment, deleteReply, listComments, listReplies, updateComment, updateReply, type CommentsDependencies, type ThreadAddition } from './comments.service.ts';

/** The count a new or deleted item changes: its post's comments, or its comment's replies. */
const countsOf = (live: LivePublisher, item: Comment) => {
  const key = parseCommentId(item._id);
  if (!key) throw new Error(`Not a comment or reply id: ${item._id}`);
  return key.replyId === null ? live.postCountsChanged(postIdOfComment(key)) : live.commentCountsChanged(parentCommentIdOf(key));
};

export async function commentsRoutes(app: FastifyInstance, deps: CommentsDependencies & { live: LivePublisher }) {
  const { db, live } = deps;
  const added = async ({ notified, ...views }: ThreadAddition) => {
    // The comment's event first, then the counts it changed (awaited: the request's queries stay fixed).
    await live.commentAdded(views);
    await Promise.all([countsOf(live, views.comment), live.unreadChanged(notified)]);
    return views.comment;
  };
  const changed = async (views: CommentViews, counted: boolean) => {
    await live.commentChanged(views);
    if (counted) await countsOf(live, views.comment);
    return views.comment;
  };
  registerEndpoint(app, listCommentsEndpoint, ({ user, params, query, fail }) => listComments(db, user, params, query, fail));
  registerEndpoint(app, createCommentEndpoint, async ({ user, params, body, fail }) => added(await createComment(deps, user, params, body, fail)));
  registerEndpoint(app, updateCommentEndpoint, async ({ user, params, body, fail }) => changed(await updateComment(deps, user, params, body, fail), false));
  registerEndpoint(app, deleteCommentEndpoint, async ({ user, params, fail }) => changed(await deleteComment(db, user, params, fail), true));
  registerEndpoint(app, listRepliesEndpoint, ({ user, params, query, fail }) => listReplies(db, user, params, query, fail));
  registerEndpoint(app, createReplyEndpoint, async ({ user, params, body, fail }) => added(await createReply(deps, user, params, body, fail)));
  registerEndpoint(app, updateReplyEndpoint, async ({ user, params, body, fail }) => changed(await updateReply(deps, user, params, body, fail), false));
  registerEndpoint(app, deleteReplyEndpoint, async ({ user, params, fail }) => changed(await deleteReply(db, user, params, fail), true));
}
