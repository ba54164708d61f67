import { defineEndpoint } from '../common/endpoint.ts';
import { audioUploadResultSchema } from '../ideas/ideas.schemas.ts';
import { favoriteNewsSchema, internalNewsSchema, newNewsCountSchema, newsInputSchema, newsListQuerySchema, newsPageSchema, newsParamsSchema } from './news.schemas.ts';

export const listNewsEndpoint = defineEndpoint({
  name: 'listNews',
  method: 'GET',
  path: '/api/v1/internal-news',
  summary: 'List internal news (back office)',
  access: 'staff',
  description: 'The back-office list of internal news, newest first, deleted ones included',
  tags: ['internal-news'],
  query: newsListQuerySchema,
  response: newsPageSchema,
});

export const createNewsEndpoint = defineEndpoint({
  name: 'createNews',
  method: 'POST',
  path: '/api/v1/internal-news',
  summary: 'Publish an internal news item',
  access: 'staff',
  description: 'Publishes an internal news item (and the feed post that carries it) for the given plan and language pairs',
  tags: ['internal-news'],
  body: newsInputSchema,
  response: internalNewsSchema,
  errors: ['INVALID_ATTACHMENT', 'PROFILE_NOT_FOUND'],
});

export const deleteNewsEndpoint = defineEndpoint({
  name: 'deleteNews',
  method: 'DELETE',
  path: '/api/v1/internal-news/:newsId',
  summary: 'Delete an internal news item',
  access: 'staff',
  description: 'Soft-deletes a news item: AvailableFor cleared, IsFavorite false, who and when recorded; its post stays, shown as deleted',
  tags: ['internal-news'],
  params: newsParamsSchema,
  response: internalNewsSchema,
  errors: ['NEWS_NOT_FOUND', 'NEWS_DELETED'],
});

export const uploadDocumentEndpoint = defineEndpoint({
  name: 'uploadDocument',
  method: 'POST',
  path: '/api/v1/uploads/documents',
  summary: 'Upload a news PDF',
  access: 'staff',
  description: 'Uploads a PDF for a news item (multipart field "file")',
  tags: ['uploads'],
  response: audioUploadResultSchema,
  errors: ['UNSUPPORTED_DOCUMENT', 'FILE_TOO_LARGE', 'UPLOAD_QUOTA_EXCEEDED', 'PROFILE_NOT_FOUND'],
});

export const addFavoriteNewsEndpoint = defineEndpoint({
  name: 'addFavoriteNews',
  method: 'PUT',
  path: '/api/v1/me/favorite-news/:newsId',
  summary: 'Add a news item to my favourites',
  access: 'verified',
  description: 'Adds a news item to my favourites (favoriteIdeas)',
  tags: ['internal-news'],
  params: newsParamsSchema,
  response: favoriteNewsSchema,
  errors: ['NEWS_NOT_FOUND', 'NEWS_DELETED'],
});

export const removeFavoriteNewsEndpoint = defineEndpoint({
  name: 'removeFavoriteNews',
  method: 'DELETE',
  path: '/api/v1/me/favorite-news/:newsId',
  summary: 'Remove a news item from my favourites',
  access: 'member',
  description: 'Takes a news item out of my favourites (the list is gone once empty)',
  tags: ['internal-news'],
  params: newsParamsSchema,
  response: favoriteNewsSchema,
});

export const getNewNewsCountEndpoint = defineEndpoint({
  name: 'getNewNewsCount',
  method: 'GET',
  path: '/api/v1/me/news/new-count',
  summary: 'Count news since my last fetch',
  access: 'member',
  description: 'How many news I may read were published since my last stored fetch (10 when none is stored)',
  tags: ['internal-news'],
  response: newNewsCountSchema,
});

export const markNewsFetchedEndpoint = defineEndpoint({
  name: 'markNewsFetched',
  method: 'POST',
  path: '/api/v1/me/news/fetched',
  summary: 'Mark news fetched',
  access: 'member',
  description: 'Stores now as my last news fetch (the count starts again from 0)',
  tags: ['internal-news'],
  response: newNewsCountSchema,
});
