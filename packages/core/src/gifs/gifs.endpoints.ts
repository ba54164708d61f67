import { defineEndpoint } from '../common/endpoint.ts';
import { gifSearchPageSchema, gifSearchQuerySchema } from './gifs.schemas.ts';

export const searchGifsEndpoint = defineEndpoint({
  name: 'searchGifs',
  method: 'GET',
  path: '/api/v1/gifs/search',
  summary: 'Search GIFs',
  access: 'verified',
  description: 'Searches GIFs through the server, so the provider key stays secret',
  tags: ['gifs'],
  query: gifSearchQuerySchema,
  response: gifSearchPageSchema,
  errors: ['GIF_SEARCH_FAILED'],
});
