import { likePostEndpoint, unlikePostEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { likePost } from './reactions.service.ts';

export async function reactionsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  registerEndpoint(app, likePostEndpoint, ({ user, params }) => likePost(db, user, { authorId: params.authorId, id: params.postId }, true));
  registerEndpoint(app, unlikePostEndpoint, ({ user, params }) => likePost(db, user, { authorId: params.authorId, id: params.postId }, false));
}
