import { z } from 'zod';
import { OUTCOME_STATES, OUTCOME_STEP_KINDS } from './outcome.ts';

/** Why an idea's outcome is not measured (yet): no market prices here, an instrument we cannot price, or prices not read yet. */
/**
 * Why an outcome is not measured yet: no market prices here; a ticker no instrument matches; an
 * instrument the market prices here do not cover (asked again when they change); prices not read yet.
 */
export const OUTCOME_PENDING_REASONS = ['no_provider', 'unknown_instrument', 'unsupported_instrument', 'waiting_prices'] as const;
export type OutcomePendingReason = (typeof OUTCOME_PENDING_REASONS)[number];

/** One step of an idea's outcome, as the card's timeline shows it. */
export const outcomeStepSchema = z.object({
  Kind: z.enum(OUTCOME_STEP_KINDS),
  /** When (ISO): the candle it happened in; the end of validity for an expiry. */
  At: z.string(),
  /** The price it happened at: null for an expiry with nothing filled, and for a reader the idea's levels are locked for. */
  Price: z.number().nullable(),
  /** Which take profit (1 to 3), for a take profit. */
  Target: z.number().int().nullable(),
  /** A stop counted first in a candle that also touched a take profit. */
  SameCandleAsTarget: z.boolean(),
  /** At the open of a candle that jumped past the level. */
  Gap: z.boolean(),
});
export type OutcomeStepDto = z.infer<typeof outcomeStepSchema>;

/**
 * A market idea's outcome (issue 28), measured from publication on the levels published:
 * `pending` until its instrument's prices are read (with why), then waiting for its entry, open,
 * closed, or expired. R and the move (pips or percent) once it is over. A reader the idea is locked
 * for gets the state and the result but no price.
 */
export const ideaOutcomeSchema = z.object({
  State: z.enum(['pending', ...OUTCOME_STATES]),
  PendingReason: z.enum(OUTCOME_PENDING_REASONS).nullable(),
  /** The instrument it is measured on (our symbol, e.g. EURUSD), null when none matched the ticker. */
  Instrument: z.string().nullable(),
  Steps: z.array(outcomeStepSchema),
  R: z.number().nullable(),
  Move: z.object({ Unit: z.enum(['pips', 'percent']), Value: z.number() }).nullable(),
  /** When it was last measured (ISO), null before the first time. */
  CheckedAt: z.string().nullable(),
  ResolvedAt: z.string().nullable(),
});
export type IdeaOutcome = z.infer<typeof ideaOutcomeSchema>;
