import { createPostEndpoint, deletePostEndpoint, getPostEndpoint, listPostsEndpoint, updatePostEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { createPost, deletePost, getPost, listPosts, updatePost } from './posts.service.ts';

export async function postsRoutes(app: FastifyInstance, { db, config }: { db: Database; config: AppConfig }) {
  registerEndpoint(app, listPostsEndpoint, ({ user, query }) => listPosts(db, user, query));
  registerEndpoint(app, getPostEndpoint, ({ user, params }) => getPost(db, user, params.authorId, params.postId));
  registerEndpoint(app, createPostEndpoint, ({ user, body }) => createPost(db, config, user, body));
  registerEndpoint(app, updatePostEndpoint, ({ user, params, body }) => updatePost(db, config, user, params, body));
  registerEndpoint(app, deletePostEndpoint, ({ user, params }) => deletePost(db, user, params));
}
