import { likeCommentEndpoint, likePostEndpoint, likeReplyEndpoint, unlikeCommentEndpoint, unlikePostEndpoint, unlikeReplyEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { likeComment, likePost } from './reactions.service.ts';

export async function reactionsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  registerEndpoint(app, likePostEndpoint, ({ user, params }) => likePost(db, user, { authorId: params.authorId, id: params.postId }, true));
  registerEndpoint(app, unlikePostEndpoint, ({ user, params }) => likePost(db, user, { authorId: params.authorId, id: params.postId }, false));
  const comment = (params: { authorId: string; postId: string; commentId: string }) => ({ postAuthorId: params.authorId, postId: params.postId, id: params.commentId, parentId: null });
  const reply = (params: { authorId: string; postId: string; commentId: string; replyId: string }) => ({ postAuthorId: params.authorId, postId: params.postId, id: params.replyId, parentId: params.commentId });
  registerEndpoint(app, likeCommentEndpoint, ({ user, params }) => likeComment(db, user, comment(params), true));
  registerEndpoint(app, unlikeCommentEndpoint, ({ user, params }) => likeComment(db, user, comment(params), false));
  registerEndpoint(app, likeReplyEndpoint, ({ user, params }) => likeComment(db, user, reply(params), true));
  registerEndpoint(app, unlikeReplyEndpoint, ({ user, params }) => likeComment(db, user, reply(params), false));
}
