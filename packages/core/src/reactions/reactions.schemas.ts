import { z } from 'zod';

/** Spec 2 §3: the one reaction type. */
export const REACTION_TYPE_LIKE = 'Like';

/** A member's like of an item after a like or unlike: their state and the item's count as stored. */
export const likeStateSchema = z.object({
  Liked: z.boolean(),
  Likes: z.number().int().min(0),
});
export type LikeState = z.infer<typeof likeStateSchema>;
