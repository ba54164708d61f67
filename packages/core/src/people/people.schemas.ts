import { z } from 'zod';
import { keysetQuerySchema, nextCursorSchema } from '../common/keyset.ts';
import { languageSchema } from '../users/users.schemas.ts';
import { publicUserSchema } from '../users/public-user.ts';
import { text } from '../common/text.ts';
import {
  ALIAS_MAX_LENGTH,
  ALIAS_MIN_LENGTH,
  ALIAS_PATTERN,
  DEFAULT_COUNTRY,
  FOLLOWS_PAGE_SIZE_MAX,
  PROFILE_DESCRIPTION_MAX_LENGTH,
  PROFILE_FIELD_MAX_LENGTH,
  PROFILE_JOB_MAX_LENGTH,
  PROFILE_NAME_MAX_LENGTH,
  PROFILE_POSTAL_CODE_MAX_LENGTH,
  TRUST_SCORE_MAX,
  USER_SEARCH_MAX_LENGTH,
  USER_SEARCH_MIN_LENGTH,
  USERS_BY_IDS_MAX,
} from './people.constants.ts';
import { isValidInternationalPhone, toE164, withoutWhitespace } from './phone.ts';

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
  phone: phoneFieldSchema,
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

/**
 * getUsers (spec 2 §7): exactly one of ids, alias, userId, followingUser (the members who follow
 * that member), followedBy (the members that member follows) or search (members only). None gives
 * EMPTY_QUERY ('Empty query').
 */
export const usersQuerySchema = keysetQuerySchema(FOLLOWS_PAGE_SIZE_MAX).extend({
  ids: text({ max: 60 * USERS_BY_IDS_MAX })
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean) : undefined))
    .refine((ids) => ids === undefined || ids.length <= USERS_BY_IDS_MAX, { message: `At most ${USERS_BY_IDS_MAX} ids` }),
  alias: text({ min: 1, max: ALIAS_MAX_LENGTH }).optional(),
  userId: text({ min: 1, max: 100 }).optional(),
  followingUser: text({ min: 1, max: 100 }).optional(),
  followedBy: text({ min: 1, max: 100 }).optional(),
  search: text({ trim: true, max: USER_SEARCH_MAX_LENGTH }).optional(),
});
export type UsersQuery = z.output<typeof usersQuerySchema>;
/** The ways getUsers looks members up; a call uses exactly one. */
export const USERS_QUERY_MODES = ['ids', 'alias', 'userId', 'followingUser', 'followedBy', 'search'] as const satisfies readonly (keyof UsersQuery)[];

export const usersPageSchema = z.object({
  users: z.array(publicUserSchema),
  /** Lists of followers and following are keyset pages; other answers are complete (null). */
  nextCursor: nextCursorSchema,
});
export type UsersPage = z.infer<typeof usersPageSchema>;

/** Whether a search term is long enough to be sent (spec 2 §1: more than 2 characters). */
export function isSearchableTerm(term: string): boolean {
  return term.trim().length >= USER_SEARCH_MIN_LENGTH;
}

export const followParamsSchema = z.object({ userId: text({ min: 1, max: 100 }) });

/** After a follow or unfollow: the member's state and both counts as they are now. */
export const followStateSchema = z.object({
  Following: z.boolean(),
  /** The followed member's followers. */
  FollowersCount: z.number().int(),
  /** How many members the member follows. */
  FollowingCount: z.number().int(),
});
export type FollowState = z.infer<typeof followStateSchema>;

export const trustScoreInputSchema = z.object({ trustScore: z.number().int().min(0).max(TRUST_SCORE_MAX) });
