import {
  createCommentEndpoint,
  createReplyEndpoint,
  deleteCommentEndpoint,
  deleteReplyEndpoint,
  listCommentsEndpoint,
  listRepliesEndpoint,
  updateCommentEndpoint,
  updateReplyEndpoint,
} from '@arya/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { createComment, createReply, deleteComment, deleteReply, listComments, listReplies, updateComment, updateReply } from './comments.service.ts';

export async function commentsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  registerEndpoint(app, listCommentsEndpoint, ({ user, params, query }) => listComments(db, user, params, query));
  registerEndpoint(app, createCommentEndpoint, ({ user, params, body }) => createComment(db, user, params, body));
  registerEndpoint(app, updateCommentEndpoint, ({ user, params, body }) => updateComment(db, user, params, body));
  registerEndpoint(app, deleteCommentEndpoint, ({ user, params }) => deleteComment(db, user, params));
  registerEndpoint(app, listRepliesEndpoint, ({ user, params, query }) => listReplies(db, user, params, query));
  registerEndpoint(app, createReplyEndpoint, ({ user, params, body }) => createReply(db, user, params, body));
  registerEndpoint(app, updateReplyEndpoint, ({ user, params, body }) => updateReply(db, user, params, body));
  registerEndpoint(app, deleteReplyEndpoint, ({ user, params }) => deleteReply(db, user, params));
}
