import { defineRoute } from '../common/endpoint.ts';
import type { postParamsSchema, postSchema, postsPageSchema } from '../posts/posts.schemas.ts';
import type { audioUploadResultSchema, ideaInputSchema, ideasQuerySchema } from './ideas.schemas.ts';

export const listIdeasRoute = defineRoute<{ query: typeof ideasQuerySchema; response: typeof postsPageSchema }>('GET', '/api/v1/ideas');
export const createIdeaRoute = defineRoute<{ body: typeof ideaInputSchema; response: typeof postSchema }>('POST', '/api/v1/ideas');
export const updateIdeaRoute = defineRoute<{ params: typeof postParamsSchema; body: typeof ideaInputSchema; response: typeof postSchema }>(
  'PUT',
  '/api/v1/ideas/:authorId/:postId',
);
/** A coach's recording (webm), or staff's news audio (mpeg): multipart field "file". */
export const uploadAudioRoute = defineRoute<{ response: typeof audioUploadResultSchema }>('POST', '/api/v1/uploads/audio');
