import { defineRoute } from '../common/endpoint.ts';
import type { postInputSchema, postParamsSchema, postSchema, postsPageSchema, postsQuerySchema, shareInputSchema } from './posts.schemas.ts';

export const listPostsRoute = defineRoute<{ query: typeof postsQuerySchema; response: typeof postsPageSchema }>('GET', '/api/v1/posts');
export const getPostRoute = defineRoute<{ params: typeof postParamsSchema; response: typeof postSchema }>('GET', '/api/v1/posts/:authorId/:postId');
export const createPostRoute = defineRoute<{ body: typeof postInputSchema; response: typeof postSchema }>('POST', '/api/v1/posts');
export const updatePostRoute = defineRoute<{ params: typeof postParamsSchema; body: typeof postInputSchema; response: typeof postSchema }>(
  'PUT',
  '/api/v1/posts/:authorId/:postId',
);
export const deletePostRoute = defineRoute<{ params: typeof postParamsSchema; response: typeof postSchema }>('DELETE', '/api/v1/posts/:authorId/:postId');
/** Shares the post named by the path (the answer is the member's new share). */
export const sharePostRoute = defineRoute<{ params: typeof postParamsSchema; body: typeof shareInputSchema; response: typeof postSchema }>(
  'POST',
  '/api/v1/posts/:authorId/:postId/shares',
);
