import { z } from 'zod';
import { keysetPageSchema, keysetQuerySchema } from '../common/keyset.ts';
import { publicUserSchema } from '../users/public-user.ts';
import { RELATIONS_PAGE_SIZE_MAX } from './relations.constants.ts';

/** After a block, mute or their undo: how the member now stands with the other one. */
export const relationStateSchema = z.object({
  /** The member blocks the other one. */
  Blocking: z.boolean(),
  /** The member mutes the other one. */
  Muting: z.boolean(),
});
export type RelationState = z.infer<typeof relationStateSchema>;

export const relationsQuerySchema = keysetQuerySchema(RELATIONS_PAGE_SIZE_MAX);

/** One member of the settings list, with when they were blocked or muted. */
export const relationEntrySchema = z.object({
  user: publicUserSchema,
  since: z.string(),
});
export type RelationEntry = z.infer<typeof relationEntrySchema>;

export const relationsPageSchema = keysetPageSchema(relationEntrySchema);
export type RelationsPage = z.infer<typeof relationsPageSchema>;
