import { z } from 'zod';
import { keysetPageSchema, keysetQuerySchema } from '../common/keyset.ts';
import { CONSENT_KINDS, CONSENT_VERSION, CONSENTS_PAGE_SIZE_MAX } from './consent.constants.ts';

/**
 * PUT /api/v1/consents: the browser's choice on analytics cookies, for the version it was shown.
 * `consentId` is the id the browser's consent cookie carries (a new one is made when it has none).
 */
export const recordConsentInputSchema = z.object({
  analytics: z.boolean(),
  version: z.literal(CONSENT_VERSION),
  consentId: z.uuid().optional(),
});
export type RecordConsentInput = z.infer<typeof recordConsentInputSchema>;

export const recordedConsentSchema = z.object({
  consentId: z.uuid(),
  decidedAt: z.string(),
  /** When the choice will be asked again (six months). */
  expiresAt: z.string(),
});
export type RecordedConsent = z.infer<typeof recordedConsentSchema>;

export const consentsQuerySchema = keysetQuerySchema(CONSENTS_PAGE_SIZE_MAX);

/** One consent given or refused (analytics) or accepted (terms, privacy policy), with its version. */
export const consentRecordSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  version: z.string(),
  granted: z.boolean(),
  decidedAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** GET /api/v1/me/consents: the member's consent records, newest first, a keyset page at a time. */
export const consentsPageSchema = keysetPageSchema(consentRecordSchema);
export type ConsentsPage = z.infer<typeof consentsPageSchema>;
