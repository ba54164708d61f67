import { z } from 'zod';
import { keysetPageSchema, keysetQuerySchema } from '../common/keyset.ts';
import { COIN_REASONS } from '../onboarding/onboarding.constants.ts';
import { COIN_ENTRIES_PAGE_SIZE_MAX } from './coins.constants.ts';

export const coinEntriesQuerySchema = keysetQuerySchema(COIN_ENTRIES_PAGE_SIZE_MAX);

/** One line of the member's coins ledger: why, how many (signed), when. */
export const coinEntrySchema = z.object({
  id: z.string(),
  reason: z.enum(COIN_REASONS),
  /** Signed: a credit is positive, a debit (none exists yet) negative. */
  amount: z.number().int(),
  createdAt: z.string(),
  /** The wheel's prize while the member has not verified a phone number: held, not yet spendable. */
  locked: z.boolean(),
  /** A staff grant's note (why it was given). */
  note: z.string().nullable(),
  /** A referral's referred member, by the name they show. */
  referredName: z.string().nullable(),
});
export type CoinEntry = z.infer<typeof coinEntrySchema>;

/**
 * GET /api/v1/me/coins: the member's balance (available, locked until a phone number is verified)
 * and one keyset page of their ledger, newest first.
 */
export const coinEntriesPageSchema = keysetPageSchema(coinEntrySchema).extend({
  balance: z.object({ available: z.number().int(), locked: z.number().int() }),
});
export type CoinEntriesPage = z.infer<typeof coinEntriesPageSchema>;
