import { defineEndpoint } from '../common/endpoint.ts';
import { postsPageSchema } from '../posts/posts.schemas.ts';
import { instrumentPageSchema, instrumentParamsSchema, instrumentPostsQuerySchema, instrumentSearchQuerySchema, instrumentsSchema } from './instruments.schemas.ts';

export const searchInstrumentsEndpoint = defineEndpoint({
  name: 'searchInstruments',
  method: 'GET',
  path: '/api/v1/instruments',
  summary: 'Search instruments',
  access: 'public',
  description: "Instruments matching a symbol, a way of writing it (EUR/USD, $BTC) or a name, best first: the writers' $ autocomplete and the idea writer's picker",
  tags: ['ideas'],
  query: instrumentSearchQuerySchema,
  response: instrumentsSchema,
});

export const getInstrumentEndpoint = defineEndpoint({
  name: 'getInstrument',
  method: 'GET',
  path: '/api/v1/instruments/:symbol',
  summary: "An instrument's page",
  access: 'visitor',
  description: 'An instrument (by symbol or any way of writing it), its ideas and posts counted, and the members who post about it most over 90 days',
  tags: ['ideas'],
  params: instrumentParamsSchema,
  response: instrumentPageSchema,
  errors: ['INSTRUMENT_NOT_FOUND'],
});

export const listInstrumentPostsEndpoint = defineEndpoint({
  name: 'listInstrumentPosts',
  method: 'GET',
  path: '/api/v1/instruments/:symbol/posts',
  summary: "An instrument's ideas or posts",
  access: 'visitor',
  description: 'The market ideas on an instrument with their outcomes (kind=ideas), or the posts naming it with a $cashtag (kind=posts), newest first, keyset pages, as the reader may read them',
  tags: ['ideas'],
  params: instrumentParamsSchema,
  query: instrumentPostsQuerySchema,
  response: postsPageSchema,
  errors: ['INSTRUMENT_NOT_FOUND'],
});
