import { z } from 'zod';
import { keysetQuerySchema, nextCursorSchema } from '../common/keyset.ts';
import { publicUserSchema } from '../users/public-user.ts';
import { text } from '../common/text.ts';
import { ALIAS_MAX_LENGTH, FOLLOWS_PAGE_SIZE_MAX, TRUST_SCORE_MAX, USER_SEARCH_MAX_LENGTH, USERS_BY_IDS_MAX } from './people.constants.ts';

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
