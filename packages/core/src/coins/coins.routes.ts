import { defineRoute } from '../common/endpoint.ts';
import type { coinEntriesPageSchema, coinEntriesQuerySchema } from './coins.schemas.ts';

export const myCoinsRoute = defineRoute<{ query: typeof coinEntriesQuerySchema; response: typeof coinEntriesPageSchema }>('GET', '/api/v1/me/coins');
