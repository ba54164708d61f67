import { z } from 'zod';
import { keysetQuerySchema } from '../common/keyset.ts';
import { text } from '../common/text.ts';
import { ASSET_TYPES } from '../ideas/ideas.constants.ts';
import { FEED_PAGE_SIZE_MAX } from '../posts/posts.constants.ts';
import { postAuthorSchema } from '../posts/posts.schemas.ts';
import { INSTRUMENT_SEARCH_MAX_RESULTS } from './instruments.ts';

/** An instrument ideas are measured on and $cashtags link to (issue 28). */
export const instrumentSchema = z.object({
  /** Our symbol: EURUSD, XAUUSD, BTCUSD, CAC40, AAPL, MC.PA. */
  Symbol: z.string(),
  Name: z.string(),
  /** Its French name where it differs ("Or" for gold), else null. */
  NameFr: z.string().nullable(),
  AssetType: z.enum(ASSET_TYPES),
  /** The decimals of its quotes. */
  Decimals: z.number().int(),
});
export type InstrumentDto = z.infer<typeof instrumentSchema>;

/** Instruments matching what a member types (the writers' `$` autocomplete, the idea writer's picker). */
export const instrumentSearchQuerySchema = z.object({
  q: text({ min: 1, max: 40 }),
  limit: z.coerce.number().int().min(1).max(INSTRUMENT_SEARCH_MAX_RESULTS).optional(),
});
export const instrumentsSchema = z.object({ items: z.array(instrumentSchema) });

export const instrumentParamsSchema = z.object({ symbol: text({ min: 1, max: 20 }) });

/** An instrument's page: the instrument, how much it is talked about, and who talks about it most (the last 90 days). */
export const instrumentPageSchema = z.object({
  Instrument: instrumentSchema,
  /** Its market ideas the reader may read, counted up to INSTRUMENT_COUNT_CAP (a locked one is not named here). */
  IdeasCount: z.number().int(),
  /** Posts naming it with a $cashtag that the reader may read, counted up to INSTRUMENT_COUNT_CAP. */
  PostsCount: z.number().int(),
  TopMembers: z.array(postAuthorSchema.extend({ PostsCount: z.number().int() })),
});
export type InstrumentPage = z.infer<typeof instrumentPageSchema>;

/** What an instrument's page lists: its ideas (with their outcomes), or the posts naming it. */
export const INSTRUMENT_POST_KINDS = ['ideas', 'posts'] as const;
export const instrumentPostsQuerySchema = keysetQuerySchema(FEED_PAGE_SIZE_MAX).extend({ kind: z.enum(INSTRUMENT_POST_KINDS).default('ideas') });
export type InstrumentPostsQuery = z.output<typeof instrumentPostsQuerySchema>;
