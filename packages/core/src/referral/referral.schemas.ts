import { z } from 'zod';
import { keysetPageSchema, keysetQuerySchema } from '../common/keyset.ts';
import { publicUserSchema } from '../users/public-user.ts';
import { REFERRAL_STATUSES, REFERRALS_PAGE_SIZE_MAX } from './referral.constants.ts';

export const referralsQuerySchema = keysetQuerySchema(REFERRALS_PAGE_SIZE_MAX);

/** A member who signed up through the link: their public card, when they joined and what they earned their referrer. */
export const referralSchema = z.object({
  member: publicUserSchema.pick({ _id: true, DisplayName: true, Alias: true, PictureDate: true, Verified: true }),
  joinedAt: z.string(),
  /** Pending until the member verifies a phone number; then credited. */
  status: z.enum(REFERRAL_STATUSES),
  /** The coins credited for them (0 once the cap was reached), null while pending. */
  coins: z.number().int().nullable(),
});
export type Referral = z.infer<typeof referralSchema>;

/**
 * GET /api/v1/me/referrals: the member's code (their link is built from it), the coins their
 * referrals earned so far, how many members they referred, and one keyset page of those members,
 * newest first.
 */
export const referralsPageSchema = keysetPageSchema(referralSchema).extend({
  code: z.string(),
  coinsEarned: z.number().int(),
  referredCount: z.number().int(),
});
export type ReferralsPage = z.infer<typeof referralsPageSchema>;
