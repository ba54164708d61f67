import { defineEndpoint } from '../common/endpoint.ts';
import { audioUploadResultSchema } from '../ideas/ideas.schemas.ts';
import {
  addFavoriteNewsRoute,
  createNewsRoute,
  deleteNewsRoute,
  getNewNewsCountRoute,
  listNewsRoute,
  markNewsFetchedRoute,
  removeFavoriteNewsRoute,
  uploadDocumentRoute,
} from './news.routes.ts';
import { favoriteNewsSchema, internalNewsSchema, newNewsCountSchema, newsInputSchema, newsListQuerySchema, newsPageSchema, newsParamsSchema } from './news.schemas.ts';

export const listNewsEndpoint = defineEndpoint(listNewsRoute, {
  access: 'staff',
  summary: 'The back-office list of internal news, newest first, deleted ones included',
  tags: ['internal-news'],
  query: newsListQuerySchema,
  response: newsPageSchema,
});

export const createNewsEndpoint = defineEndpoint(createNewsRoute, {
  access: 'staff',
  summary: 'Publishes an internal news item (and the feed post that carries it) for the given plan and language pairs',
  tags: ['internal-news'],
  body: newsInputSchema,
  response: internalNewsSchema,
  errors: ['INVALID_ATTACHMENT', 'PROFILE_NOT_FOUND'],
});

export const deleteNewsEndpoint = defineEndpoint(deleteNewsRoute, {
  access: 'staff',
  summary: 'Soft-deletes a news item: AvailableFor cleared, IsFavorite false, who and when recorded; its post stays, shown as deleted',
  tags: ['internal-news'],
  params: newsParamsSchema,
  response: internalNewsSchema,
  errors: ['NEWS_NOT_FOUND', 'NEWS_DELETED'],
});

export const uploadDocumentEndpoint = defineEndpoint(uploadDocumentRoute, {
  access: 'staff',
  summary: 'Uploads a PDF for a news item (multipart field "file")',
  tags: ['uploads'],
  response: audioUploadResultSchema,
  errors: ['UNSUPPORTED_DOCUMENT', 'FILE_TOO_LARGE', 'UPLOAD_QUOTA_EXCEEDED', 'PROFILE_NOT_FOUND'],
});

export const addFavoriteNewsEndpoint = defineEndpoint(addFavoriteNewsRoute, {
  access: 'verified',
  summary: 'Adds a news item to my favourites (favoriteIdeas)',
  tags: ['internal-news'],
  params: newsParamsSchema,
  response: favoriteNewsSchema,
  errors: ['NEWS_NOT_FOUND', 'NEWS_DELETED'],
});

export const removeFavoriteNewsEndpoint = defineEndpoint(removeFavoriteNewsRoute, {
  access: 'member',
  summary: 'Takes a news item out of my favourites (the list is gone once empty)',
  tags: ['internal-news'],
  params: newsParamsSchema,
  response: favoriteNewsSchema,
});

export const getNewNewsCountEndpoint = defineEndpoint(getNewNewsCountRoute, {
  access: 'member',
  summary: 'How many news I may read were published since my last stored fetch (10 when none is stored)',
  tags: ['internal-news'],
  response: newNewsCountSchema,
});

export const markNewsFetchedEndpoint = defineEndpoint(markNewsFetchedRoute, {
  access: 'member',
  summary: 'Stores now as my last news fetch (the count starts again from 0)',
  tags: ['internal-news'],
  response: newNewsCountSchema,
});
