import { defineEndpoint } from '../common/endpoint.ts';
import { searchGifsRoute } from './gifs.routes.ts';
import { gifSearchPageSchema, gifSearchQuerySchema } from './gifs.schemas.ts';

export const searchGifsEndpoint = defineEndpoint(searchGifsRoute, {
  access: 'verified',
  summary: 'Searches GIFs through the server, so the provider key stays secret',
  tags: ['gifs'],
  query: gifSearchQuerySchema,
  response: gifSearchPageSchema,
  errors: ['GIF_SEARCH_FAILED'],
});
