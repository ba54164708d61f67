import { defineRoute } from '../common/endpoint.ts';
import type { postParamsSchema } from '../posts/posts.schemas.ts';
import type { likeStateSchema } from '../reactions/reactions.schemas.ts';
import type { commentInputSchema, commentParamsSchema, commentSchema, commentsPageSchema, commentsQuerySchema, repliesPageSchema, repliesQuerySchema, replyParamsSchema } from './comments.schemas.ts';

const COMMENTS = '/api/v1/posts/:authorId/:postId/comments';

export const listCommentsRoute = defineRoute<{ params: typeof postParamsSchema; query: typeof commentsQuerySchema; response: typeof commentsPageSchema }>('GET', COMMENTS);
export const createCommentRoute = defineRoute<{ params: typeof postParamsSchema; body: typeof commentInputSchema; response: typeof commentSchema }>('POST', COMMENTS);
export const updateCommentRoute = defineRoute<{ params: typeof commentParamsSchema; body: typeof commentInputSchema; response: typeof commentSchema }>('PUT', `${COMMENTS}/:commentId`);
export const deleteCommentRoute = defineRoute<{ params: typeof commentParamsSchema; response: typeof commentSchema }>('DELETE', `${COMMENTS}/:commentId`);

const REPLIES = `${COMMENTS}/:commentId/replies`;

export const listRepliesRoute = defineRoute<{ params: typeof commentParamsSchema; query: typeof repliesQuerySchema; response: typeof repliesPageSchema }>('GET', REPLIES);
export const createReplyRoute = defineRoute<{ params: typeof commentParamsSchema; body: typeof commentInputSchema; response: typeof commentSchema }>('POST', REPLIES);
export const updateReplyRoute = defineRoute<{ params: typeof replyParamsSchema; body: typeof commentInputSchema; response: typeof commentSchema }>('PUT', `${REPLIES}/:replyId`);
export const deleteReplyRoute = defineRoute<{ params: typeof replyParamsSchema; response: typeof commentSchema }>('DELETE', `${REPLIES}/:replyId`);

export const likeCommentRoute = defineRoute<{ params: typeof commentParamsSchema; response: typeof likeStateSchema }>('PUT', `${COMMENTS}/:commentId/like`);
export const unlikeCommentRoute = defineRoute<{ params: typeof commentParamsSchema; response: typeof likeStateSchema }>('DELETE', `${COMMENTS}/:commentId/like`);
export const likeReplyRoute = defineRoute<{ params: typeof replyParamsSchema; response: typeof likeStateSchema }>('PUT', `${REPLIES}/:replyId/like`);
export const unlikeReplyRoute = defineRoute<{ params: typeof replyParamsSchema; response: typeof likeStateSchema }>('DELETE', `${REPLIES}/:replyId/like`);
