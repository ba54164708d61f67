import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Who mutes whom: the muted member's posts, comments and notifications disappear for the muter only;
 * the muted member is not told and sees nothing change.
 */
export const memberMutes = pgTable(
  'member_mutes',
  {
    muterId: text('muter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mutedId: text('muted_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.muterId, table.mutedId] }),
    index('member_mutes_muted_idx').on(table.mutedId, table.muterId),
    // The members one mutes, newest first (keyset pages of the settings list).
    index('member_mutes_list_idx').on(table.muterId, sql`${table.createdAt} desc`, sql`${table.mutedId} desc`),
    check('member_mutes_not_self', sql`${table.muterId} <> ${table.mutedId}`),
  ],
);
