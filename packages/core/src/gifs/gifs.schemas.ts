import { z } from 'zod';
import { text } from '../common/text.ts';
import { GIF_DEFAULT_SEARCH } from './gifs.constants.ts';

export const gifResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  previewUrl: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type GifResult = z.infer<typeof gifResultSchema>;

export const gifSearchQuerySchema = z.object({
  q: text({ trim: true, max: 100 }).default(GIF_DEFAULT_SEARCH),
  offset: z.coerce.number().int().min(0).max(4999).default(0),
});

export const gifSearchPageSchema = z.object({ gifs: z.array(gifResultSchema), nextOffset: z.number().int().nullable() });
