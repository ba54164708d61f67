import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const REACTION_TYPES = ['Like'] as const;

/**
 * A member's reaction to a post, comment or reply (spec 2 §3: User, Type, Date, keyed by the
 * member under the item): one per member and item. `target_id` is the item's API id
 * (`authorId/postId`, with `/commentId` and `/replyId` for comments and replies).
 */
export const reactions = pgTable(
  'reactions',
  {
    targetId: text('target_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: REACTION_TYPES }).notNull(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.targetId, table.userId] }),
    // A member's own reactions, newest first (users/{uid}/reactions).
    index('reactions_user_idx').on(table.userId, sql`${table.date} desc`),
  ],
);
