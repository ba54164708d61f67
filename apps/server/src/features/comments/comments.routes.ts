import { createCommentEndpoint, deleteCommentEndpoint, listCommentsEndpoint, updateCommentEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { createComment, deleteComment, listComments, updateComment } from './comments.service.ts';

export async function commentsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  registerEndpoint(app, listCommentsEndpoint, ({ user, params, query }) => listComments(db, user, params, query));
  registerEndpoint(app, createCommentEndpoint, ({ user, params, body }) => createComment(db, user, params, body));
  registerEndpoint(app, updateCommentEndpoint, ({ user, params, body }) => updateComment(db, user, params, body));
  registerEndpoint(app, deleteCommentEndpoint, ({ user, params }) => deleteComment(db, user, params));
}
