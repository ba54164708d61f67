import { likeCommentEndpoint, likePostEndpoint, likeReplyEndpoint, unlikeCommentEndpoint, unlikePostEndpoint, unlikeReplyEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import type { LivePublisher } from '../../plugins/app/live/live-publisher.ts';
import { commentIdOf } from '../../shared/post-views/comment-keys.ts';
import { likeComment, likePost, type LikeDone } from './reactions.service.ts';

export async function reactionsRoutes(app: FastifyInstance, { db, live }: { db: Database; live: LivePublisher }) {
  const postLiked = async (postId: string, done: LikeDone) => {
    await Promise.all([live.postCountsChanged(postId), live.unreadChanged(done.notified)]);
    return done.state;
  };
  const commentLiked = async (commentId: string, done: LikeDone) => {
    await Promise.all([live.commentCountsChanged(commentId), live.unreadChanged(done.notified)]);
    return done.state;
  };
  const post = (params: { authorId: string; postId: string }) => ({ authorId: params.authorId, id: params.postId });
  const postId = (params: { authorId: string; postId: string }) => `${params.authorId}/${params.postId}`;
  registerEndpoint(app, likePostEndpoint, async ({ user, params, fail }) => postLiked(postId(params), await likePost(db, user, post(params), true, fail)));
  registerEndpoint(app, unlikePostEndpoint, async ({ user, params, fail }) => postLiked(postId(params), await likePost(db, user, post(params), false, fail)));
  const comment = (params: { authorId: string; postId: string; commentId: string }) => ({ postAuthorId: params.authorId, postId: params.postId, id: params.commentId, parentId: null });
  const reply = (params: { authorId: string; postId: string; commentId: string; replyId: string }) => ({ postAuthorId: params.authorId, postId: params.postId, id: params.replyId, parentId: params.commentId });
  registerEndpoint(app, likeCommentEndpoint, async ({ user, params, fail }) => commentLiked(commentIdOf(comment(params)), await likeComment(db, user, comment(params), true, fail)));
  registerEndpoint(app, unlikeCommentEndpoint, async ({ user, params, fail }) => commentLiked(commentIdOf(comment(params)), await likeComment(db, user, comment(params), false, fail)));
  registerEndpoint(app, likeReplyEndpoint, async ({ user, params, fail }) => commentLiked(commentIdOf(reply(params)), await likeComment(db, user, reply(params), true, fail)));
  registerEndpoint(app, unlikeReplyEndpoint, async ({ user, params, fail }) => commentLiked(commentIdOf(reply(params)), await likeComment(db, user, reply(params), false, fail)));
}
