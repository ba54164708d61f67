import { z } from 'zod';
import { text } from '../common/text.ts';
import { isValidInternationalPhone, toE164, withoutWhitespace } from '../people/phone.ts';
import { PHONE_CODE_LENGTH } from './phone-verification.constants.ts';

/*
 * In a module of its own, like the profile schema: it carries the phone numbering plan, which the
 * first screen never needs.
 */

/** Spec 1 §5: an international number, whitespace removed, stored as E.164. Required here. */
export const verifiablePhoneSchema = text({ max: 40, tooLong: 'invalid_phone' })
  .transform(withoutWhitespace)
  .refine(isValidInternationalPhone, 'invalid_phone')
  .transform(toE164);

export const phoneCodeRequestSchema = z.object({
  phoneNumber: verifiablePhoneSchema,
  /**
   * false when the dialog opens: a code still valid for this member and number is not sent again.
   * true for "resend" and a new number: a new code is sent, within the limits.
   */
  resend: z.boolean().default(false),
});
export type PhoneCodeRequest = z.input<typeof phoneCodeRequestSchema>;

export const phoneCodeSchema = z.string().regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), 'phone_code_digits');

export const phoneVerifySchema = z.object({ phoneNumber: verifiablePhoneSchema, code: phoneCodeSchema });
export type PhoneVerifyInput = z.input<typeof phoneVerifySchema>;

export const phoneCodeSentSchema = z.object({
  phoneNumber: z.string(),
  /** When the code in force was sent and until when it works. */
  sentAt: z.string(),
  expiresAt: z.string(),
  /** false when a code sent earlier is still valid and nothing new was sent. */
  sent: z.boolean(),
});
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;
