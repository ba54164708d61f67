import { z } from 'zod';
import { text } from '../common/text.ts';
import { LICENCE_PRODUCT_CODES } from '../users/users.constants.ts';
import { BROKER_IDS, LICENCE_STATUSES, MT4_ACCOUNT_ID_PATTERN, SOFTWARE_EDITIONS } from './licences.constants.ts';

// Messages are keys of the web's `errors` namespace.
const ACCOUNT_ID_INVALID = 'licence_account_id_invalid';
const BROKER_REQUIRED = 'licence_broker_required';

/** Spec 1 §3 licence: licenseId, product, broker, accountID; its status and dates besides. */
export const licenceSchema = z.object({
  licenseId: z.string(),
  product: z.enum(LICENCE_PRODUCT_CODES),
  broker: z.enum(BROKER_IDS).nullable(),
  accountID: z.string().nullable(),
  /** A revoked licence is shown for the record: it can no longer be changed nor install anything. */
  status: z.enum(LICENCE_STATUSES),
  expiresAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Licence = z.infer<typeof licenceSchema>;

/** A signed address that downloads one installer for `SOFTWARE_LINK_VALIDITY_HOURS`, for its member only. */
export const softwareLinkSchema = z.object({ software: z.enum(SOFTWARE_EDITIONS), url: z.string() });
export type SoftwareLink = z.infer<typeof softwareLinkSchema>;

/** Spec 1 §7 getLicenses: the member's licences, the links of the software they own, when those expire, their product codes. */
export const licencesAnswerSchema = z.object({
  licenses: z.array(licenceSchema),
  softwareLinks: z.array(softwareLinkSchema),
  /** When every link of `softwareLinks` stops working; null without links. */
  softwareLinksExpiry: z.string().nullable(),
  /** The distinct product codes of the member's active licences. */
  products: z.array(z.enum(LICENCE_PRODUCT_CODES)),
});
export type LicencesAnswer = z.infer<typeof licencesAnswerSchema>;

/** What the member sets on a licence: the broker and the MT4 account number (the licence form). */
export const licenceAccountInputSchema = z.object({
  broker: text({ max: 40 }).pipe(z.enum(BROKER_IDS, { message: BROKER_REQUIRED })),
  account_id: text({ trim: true, max: 40 }).regex(MT4_ACCOUNT_ID_PATTERN, ACCOUNT_ID_INVALID),
});
export type LicenceAccountInput = z.input<typeof licenceAccountInputSchema>;
export type ValidLicenceAccountInput = z.output<typeof licenceAccountInputSchema>;

/** Spec 1 §7 PUT /api/v2/license/{licenceId}, form-encoded: wp_id (the member's shop id), account_id, broker. */
export const licenceUpdateInputSchema = licenceAccountInputSchema.extend({
  wp_id: text({ trim: true, max: 20 }).regex(/^\d+$/),
});
export type LicenceUpdateInput = z.input<typeof licenceUpdateInputSchema>;
export type ValidLicenceUpdateInput = z.output<typeof licenceUpdateInputSchema>;

export const licenceIdParamsSchema = z.object({ licenceId: text({ max: 100 }).min(1) });

export const softwareParamsSchema = z.object({ software: text({ max: 40 }).pipe(z.enum(SOFTWARE_EDITIONS)) });
/**
 * A download link's expiry (seconds since 1970) and signature. Both are optional here: a link
 * that lacks one is answered like any link that does not verify (SOFTWARE_LINK_EXPIRED).
 */
export const softwareDownloadQuerySchema = z.object({
  expires: text({ max: 20 }).optional(),
  signature: text({ max: 200 }).optional(),
});

/** The installer itself (application/octet-stream, as an attachment). */
export const softwareFileSchema = z.string().describe('The installer, application/octet-stream');

/**
 * Where a browser that followed a download link that does not work is sent: the licences page says
 * why (the query names the error code) and offers fresh links.
 */
export const DOWNLOAD_PROBLEM_QUERY = 'download';
