import { z } from 'zod';
import { keysetQuerySchema } from '../common/keyset.ts';
import { text } from '../common/text.ts';
import { languageSchema } from '../users/users.schemas.ts';

/** Spec 1 §7: GET /api/server-management/token returns a token (the member's bearer for the shop and licence contracts). */
export const memberTokenSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type MemberTokenAnswer = z.infer<typeof memberTokenSchema>;

/** Spec 1 §7 GET /users/me: the member's id at the shop (the wp_id of licence updates). */
export const shopUserSchema = z.object({ id: z.string() });

/** Billing details as the shop keeps them; empty strings where nothing is kept yet. */
export const billingInformationSchema = z.object({
  line1: z.string(),
  postale_code: z.string(),
  country: z.string(),
  city: z.string(),
  company: z.string(),
});
export type BillingInformation = z.infer<typeof billingInformationSchema>;

/**
 * Spec 1 §7 PUT /billinginformations. Fields may arrive empty (the form sends what it has); the
 * service refuses details missing one of line1, postale_code, country, city (BILLING_DETAILS_INCOMPLETE).
 */
export const billingInformationInputSchema = z.object({
  line1: text({ trim: true, max: 200, tooLong: 'tooLong' }),
  postale_code: text({ trim: true, max: 20, tooLong: 'tooLong' }),
  country: z.union([z.literal(''), text({ max: 2 }).regex(/^[A-Z]{2}$/, 'COUNTRY_INVALID')]),
  city: text({ trim: true, max: 200, tooLong: 'tooLong' }),
  company: text({ trim: true, max: 200, tooLong: 'tooLong' }).optional(),
  /** The language of the member's invoices. */
  locale: languageSchema.optional(),
});
export type BillingInformationInput = z.input<typeof billingInformationInputSchema>;

/** The lists of the shop contract come newest first, a keyset page at a time. */
export const SHOP_LIST_PAGE_SIZE = 20;
export const shopListQuerySchema = keysetQuerySchema(50);

/** The base path of our shop service (spec 1 §7 "shop service"): /users/me, /invoices… live under it. */
export const SHOP_API_BASE = '/api/shop';
