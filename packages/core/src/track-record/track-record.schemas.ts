import { z } from 'zod';
import { text } from '../common/text.ts';
import { ASSET_TYPES, IDEA_TERMS } from '../ideas/ideas.constants.ts';
import { DEFAULT_TRACK_RECORD_PERIOD, TRACK_RECORD_PERIODS } from './track-record.constants.ts';

/**
 * A member's track record (issue 28), computed from the stored outcomes of their market ideas only,
 * as the "how outcomes are measured" page says (its last section, "A member's track record"):
 *
 * - Counted: the member's market ideas whose outcome is stored and whose ticker matched an
 *   instrument (an idea "pending" for an unknown instrument is not counted), published within the
 *   period (by publication date: the last 30 or 90 days, or all time). A deleted idea still counts
 *   (its outcome stays), and so does an idea for Premium members (its levels are never given here).
 * - Published: every idea counted. Resolved: those over with a result in R (closed, or expired
 *   while open). Open: those not over yet (waiting for their entry, or open), but for one on an
 *   instrument no market prices here cover. An idea that expired without being entered, or that
 *   cannot be measured, counts in Published only: it has no result.
 * - Wins: resolved with R > 0; Losses: R < 0; Breakeven: R = 0.
 * - WinRate: Wins / Resolved (0 to 1, 4 decimals), null when nothing is resolved.
 * - TotalR: the sum of the resolved ideas' R; AverageR: their mean; both rounded to 2 decimals,
 *   AverageR null when nothing is resolved (TotalR is then 0).
 * - Best and Worst: the resolved idea with the highest and the lowest R (ties: the earlier
 *   published), null when nothing is resolved.
 */
export const trackRecordQuerySchema = z.object({ period: z.enum(TRACK_RECORD_PERIODS).default(DEFAULT_TRACK_RECORD_PERIOD) });
export type TrackRecordQuery = z.output<typeof trackRecordQuerySchema>;

export const trackRecordParamsSchema = z.object({ userId: text({ min: 1, max: 100 }) });

/**
 * The best or worst idea: its post's API id (`authorId/postId`) and result, never its levels.
 * Deleted: the idea was deleted (it still counts). Locked: the reader may not read the idea (an
 * idea for Premium members, read by a member without a subscription or a visitor): its link leads
 * to the locked card.
 */
export const trackRecordIdeaSchema = z.object({
  PostId: z.string(),
  R: z.number(),
  Deleted: z.boolean(),
  Locked: z.boolean(),
});
export type TrackRecordIdea = z.infer<typeof trackRecordIdeaSchema>;

/** The figures of one group of resolved ideas (an asset type, a term), defined as the record's; a group is listed once one of its ideas is resolved. */
const groupFigures = {
  Resolved: z.number().int(),
  Wins: z.number().int(),
  WinRate: z.number().nullable(),
  TotalR: z.number(),
  AverageR: z.number().nullable(),
};

export const trackRecordSchema = z.object({
  Period: z.enum(TRACK_RECORD_PERIODS),
  Published: z.number().int(),
  Resolved: z.number().int(),
  Open: z.number().int(),
  Wins: z.number().int(),
  Losses: z.number().int(),
  Breakeven: z.number().int(),
  WinRate: z.number().nullable(),
  AverageR: z.number().nullable(),
  TotalR: z.number(),
  Best: trackRecordIdeaSchema.nullable(),
  Worst: trackRecordIdeaSchema.nullable(),
  /** One entry per asset type with at least one idea resolved, in the catalogue's order (forex, stocks, ETFs, crypto, indices, commodities). */
  ByAssetType: z.array(z.object({ AssetType: z.enum(ASSET_TYPES), ...groupFigures })),
  /** One entry per term with at least one idea resolved: short, mid, long. */
  ByTerm: z.array(z.object({ Term: z.enum(IDEA_TERMS), ...groupFigures })),
});
export type TrackRecord = z.infer<typeof trackRecordSchema>;
