import { createPostEndpoint, deletePostEndpoint, getPostEndpoint, listPostsEndpoint, updatePostEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { createPost, deletePost, getPost, listPosts, updatePost, type PostsDependencies } from './posts.service.ts';

export async function postsRoutes(app: FastifyInstance, deps: PostsDependencies) {
  const { db } = deps;
  registerEndpoint(app, listPostsEndpoint, ({ user, query }) => listPosts(db, user, query));
  registerEndpoint(app, getPostEndpoint, ({ user, params }) => getPost(db, user, params.authorId, params.postId));
  registerEndpoint(app, createPostEndpoint, ({ user, body }) => createPost(deps, user, body));
  registerEndpoint(app, updatePostEndpoint, ({ user, params, body }) => updatePost(deps, user, params, body));
  registerEndpoint(app, deletePostEndpoint, ({ user, params }) => deletePost(db, user, params));
}
