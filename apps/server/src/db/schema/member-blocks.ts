import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Who blocks whom: the pair no longer see or reach each other anywhere (feeds, threads, search,
 * suggestions, profiles, notifications, live channels). One row per pair and direction.
 */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    // Who blocks a member (read with the session, so their content is hidden from the blocked one).
    index('member_blocks_blocked_idx').on(table.blockedId, table.blockerId),
    // The members one blocks, newest first (keyset pages of the settings list).
    index('member_blocks_list_idx').on(table.blockerId, sql`${table.createdAt} desc`, sql`${table.blockedId} desc`),
    check('member_blocks_not_self', sql`${table.blockerId} <> ${table.blockedId}`),
  ],
);
