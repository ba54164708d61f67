import { z } from 'zod';
import { text } from '../common/text.ts';
import { languageSchema } from '../users/users.schemas.ts';
import {
  ALIAS_MAX_LENGTH,
  ALIAS_MIN_LENGTH,
  ALIAS_PATTERN,
  DEFAULT_COUNTRY,
  PROFILE_DESCRIPTION_MAX_LENGTH,
  PROFILE_FIELD_MAX_LENGTH,
  PROFILE_JOB_MAX_LENGTH,
  PROFILE_NAME_MAX_LENGTH,
  PROFILE_POSTAL_CODE_MAX_LENGTH,
} from './people.constants.ts';
import { isValidInternationalPhone, toE164, withoutWhitespace } from './phone.ts';

/*
 * The profile form's schema, in a module of its own: it carries the phone numbering plan
 * (libphonenumber-js), which only the profile page and the server need, never the first screen.
 */

// Messages are keys of the web's `errors` namespace (the form shows them under their field).

/** Spec 1 §5: 6 to 100 letters, digits or hyphens. */
export const aliasSchema = text({ trim: true, min: ALIAS_MIN_LENGTH, max: ALIAS_MAX_LENGTH, tooShort: 'ALIAS_TOO_SHORT', tooLong: 'ALIAS_TOO_LONG' }).regex(
  ALIAS_PATTERN,
  'ALIAS_INVALID_CHARACTERS',
);

/** An optional field of the form: trimmed, empty meaning "none". */
const optionalText = (max: number) => text({ trim: true, max, tooLong: 'tooLong' });

/** Spec 1 §5: an international number; whitespace removed; empty for none. */
export const phoneFieldSchema = text({ max: 40, tooLong: 'invalid_phone' })
  .transform(withoutWhitespace)
  .refine((phone) => phone === '' || isValidInternationalPhone(phone), 'invalid_phone')
  .transform((phone) => (phone === '' ? '' : toE164(phone)));

/** The profile form (spec 1 §2), shared by the page and the server. */
export const profileInputSchema = z.object({
  firstName: text({ trim: true, min: 1, max: PROFILE_NAME_MAX_LENGTH, tooShort: 'required', tooLong: 'tooLong' }),
  lastName: optionalText(PROFILE_NAME_MAX_LENGTH),
  /**
   * Read only, and optional: the number changes through the phone dialog, once its code is entered.
   * Sent, it must be the member's number (as earlier clients send it back); another is refused.
   */
  phone: phoneFieldSchema.optional(),
  organization: optionalText(PROFILE_FIELD_MAX_LENGTH),
  language: languageSchema,
  address: optionalText(PROFILE_FIELD_MAX_LENGTH),
  postalCode: optionalText(PROFILE_POSTAL_CODE_MAX_LENGTH),
  country: text({ max: 2, tooLong: 'COUNTRY_INVALID' })
    .regex(/^[A-Z]{2}$/, 'COUNTRY_INVALID')
    .default(DEFAULT_COUNTRY),
  city: optionalText(PROFILE_FIELD_MAX_LENGTH),
  job: optionalText(PROFILE_JOB_MAX_LENGTH),
  biography: optionalText(PROFILE_DESCRIPTION_MAX_LENGTH),
  isPublic: z.boolean(),
  /** Empty keeps the member's address as it is (the system alias when none was chosen). */
  alias: z.union([z.literal(''), aliasSchema]),
});
export type ProfileInput = z.input<typeof profileInputSchema>;
export type ValidProfileInput = z.output<typeof profileInputSchema>;
