import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';

/** Spec 2 §9: GIF grid of 3 columns, gutter 6, pages of 50, resize debounce 500 ms. */
export const GIF_GRID = { columns: 3, gutter: 6, pageSize: 50, resizeDebounceMs: 500 } as const;
/** The picker's search before the member types (spec 2 §2: a fixed word). */
export const GIF_DEFAULT_SEARCH = 'trading';

export const gifResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  previewUrl: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type GifResult = z.infer<typeof gifResultSchema>;

export const searchGifsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/gifs/search',
  access: 'member',
  summary: 'Searches GIFs through the server, so the provider key stays secret',
  tags: ['gifs'],
  query: z.object({
    q: z.string().trim().max(100).default(GIF_DEFAULT_SEARCH),
    offset: z.coerce.number().int().min(0).max(4999).default(0),
  }),
  response: z.object({ gifs: z.array(gifResultSchema), nextOffset: z.number().int().nullable() }),
});
