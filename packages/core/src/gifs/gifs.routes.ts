import { defineRoute } from '../common/endpoint.ts';
import type { gifSearchPageSchema, gifSearchQuerySchema } from './gifs.schemas.ts';

export const searchGifsRoute = defineRoute<{ query: typeof gifSearchQuerySchema; response: typeof gifSearchPageSchema }>('GET', '/api/v1/gifs/search');
