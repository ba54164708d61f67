import { defineRoute } from '../common/endpoint.ts';
import type { postParamsSchema } from '../posts/posts.schemas.ts';
import type { likeStateSchema } from './reactions.schemas.ts';

/** Liking is idempotent: PUT sets my like, DELETE removes it; the answer is the state after. */
export const likePostRoute = defineRoute<{ params: typeof postParamsSchema; response: typeof likeStateSchema }>('PUT', '/api/v1/posts/:authorId/:postId/like');
export const unlikePostRoute = defineRoute<{ params: typeof postParamsSchema; response: typeof likeStateSchema }>('DELETE', '/api/v1/posts/:authorId/:postId/like');
