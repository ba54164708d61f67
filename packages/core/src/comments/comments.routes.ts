import { defineRoute } from '../common/endpoint.ts';
import type { postParamsSchema } from '../posts/posts.schemas.ts';
import type { commentInputSchema, commentParamsSchema, commentSchema, commentsPageSchema, commentsQuerySchema } from './comments.schemas.ts';

const COMMENTS = '/api/v1/posts/:authorId/:postId/comments';

export const listCommentsRoute = defineRoute<{ params: typeof postParamsSchema; query: typeof commentsQuerySchema; response: typeof commentsPageSchema }>('GET', COMMENTS);
export const createCommentRoute = defineRoute<{ params: typeof postParamsSchema; body: typeof commentInputSchema; response: typeof commentSchema }>('POST', COMMENTS);
export const updateCommentRoute = defineRoute<{ params: typeof commentParamsSchema; body: typeof commentInputSchema; response: typeof commentSchema }>('PUT', `${COMMENTS}/:commentId`);
export const deleteCommentRoute = defineRoute<{ params: typeof commentParamsSchema; response: typeof commentSchema }>('DELETE', `${COMMENTS}/:commentId`);
