import { createPostEndpoint, deletePostEndpoint, getPostEndpoint, listPostsEndpoint, sharePostEndpoint, updatePostEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import type { LivePublisher } from '../../plugins/app/live/live-publisher.ts';
import { createPost, deletePost, getPost, listPosts, sharePost, updatePost, type PostsDependencies } from './posts.service.ts';

export async function postsRoutes(app: FastifyInstance, deps: PostsDependencies & { live: LivePublisher }) {
  const { db, live } = deps;
  registerEndpoint(app, listPostsEndpoint, ({ user, query, fail }) => listPosts(db, user, query, fail));
  registerEndpoint(app, getPostEndpoint, ({ user, params, fail }) => getPost(db, user, params.authorId, params.postId, fail));
  registerEndpoint(app, createPostEndpoint, ({ user, body, fail }) => createPost(deps, user, body, fail));
  registerEndpoint(app, updatePostEndpoint, ({ user, params, body, fail }) => updatePost(deps, user, params, body, fail));
  registerEndpoint(app, deletePostEndpoint, async ({ user, params, fail }) => {
    const { post, sharedPostId } = await deletePost(db, user, params, fail);
    if (sharedPostId) await live.postCountsChanged(sharedPostId);
    return post;
  });
  registerEndpoint(app, sharePostEndpoint, async ({ user, params, body, fail }) => {
    const { share, originalId, notified } = await sharePost(deps, user, params, body, fail);
    await Promise.all([live.postCountsChanged(originalId), live.unreadChanged(notified)]);
    return share;
  });
}
