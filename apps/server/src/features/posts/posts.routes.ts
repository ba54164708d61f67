import { createPostEndpoint, deletePostEndpoint, getPostEndpoint, listPostsEndpoint, sharePostEndpoint, updatePostEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import type { LivePublisher } from '../../plugins/app/live/live-publisher.ts';
import { createPost, deletePost, getPost, listPosts, sharePost, updatePost, type PostsDependencies } from './posts.service.ts';

export async function postsRoutes(app: FastifyInstance, deps: PostsDependencies & { live: LivePublisher }) {
  const { db, live } = deps;
  registerEndpoint(app, listPostsEndpoint, ({ user, query }) => listPosts(db, user, query));
  registerEndpoint(app, getPostEndpoint, ({ user, params }) => getPost(db, user, params.authorId, params.postId));
  registerEndpoint(app, createPostEndpoint, ({ user, body }) => createPost(deps, user, body));
  registerEndpoint(app, updatePostEndpoint, ({ user, params, body }) => updatePost(deps, user, params, body));
  registerEndpoint(app, deletePostEndpoint, async ({ user, params }) => {
    const { post, sharedPostId } = await deletePost(db, user, params);
    if (sharedPostId) await live.postCountsChanged(sharedPostId);
    return post;
  });
  registerEndpoint(app, sharePostEndpoint, async ({ user, params, body }) => {
    const { share, originalId, notified } = await sharePost(db, user, params, body);
    await Promise.all([live.postCountsChanged(originalId), live.unreadChanged(notified)]);
    return share;
  });
}
