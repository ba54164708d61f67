import { defineRoute } from '../common/endpoint.ts';
import type { audioUploadResultSchema } from '../ideas/ideas.schemas.ts';
import type {
  favoriteNewsSchema,
  internalNewsSchema,
  newNewsCountSchema,
  newsInputSchema,
  newsListQuerySchema,
  newsPageSchema,
  newsParamsSchema,
} from './news.schemas.ts';

export const listNewsRoute = defineRoute<{ query: typeof newsListQuerySchema; response: typeof newsPageSchema }>('GET', '/api/v1/internal-news');
export const createNewsRoute = defineRoute<{ body: typeof newsInputSchema; response: typeof internalNewsSchema }>('POST', '/api/v1/internal-news');
export const deleteNewsRoute = defineRoute<{ params: typeof newsParamsSchema; response: typeof internalNewsSchema }>('DELETE', '/api/v1/internal-news/:newsId');
/** A PDF for a news item (staff): multipart field "file". */
export const uploadDocumentRoute = defineRoute<{ response: typeof audioUploadResultSchema }>('POST', '/api/v1/uploads/documents');
export const addFavoriteNewsRoute = defineRoute<{ params: typeof newsParamsSchema; response: typeof favoriteNewsSchema }>('PUT', '/api/v1/me/favorite-news/:newsId');
export const removeFavoriteNewsRoute = defineRoute<{ params: typeof newsParamsSchema; response: typeof favoriteNewsSchema }>(
  'DELETE',
  '/api/v1/me/favorite-news/:newsId',
);
export const getNewNewsCountRoute = defineRoute<{ response: typeof newNewsCountSchema }>('GET', '/api/v1/me/news/new-count');
/** Stores "now" as the member's last news fetch: the count starts again from 0. */
export const markNewsFetchedRoute = defineRoute<{ response: typeof newNewsCountSchema }>('POST', '/api/v1/me/news/fetched');
