import { NOTIFICATION_TYPES } from '@arya/core';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A member's notifications (spec 2 §3: id, dateTime, read, type, targetId, authorIds, objectIds).
 * One row per type and target: a new author joins it (latest first), makes it unread and brings it
 * to the top. The id lists keep the latest NOTIFICATION_KEPT_IDS; `authors_count` counts them all.
 */
export const notifications = pgTable(
  'notifications',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    targetId: text('target_id').notNull(),
    authorIds: jsonb('author_ids').$type<string[]>().notNull(),
    authorsCount: integer('authors_count').notNull().default(1),
    objectIds: jsonb('object_ids').$type<string[]>().notNull().default([]),
    dateTime: timestamp('date_time', { withTimezone: true }).notNull(),
    read: boolean('read').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.id] }),
    unique('notifications_group_unique').on(table.userId, table.type, table.targetId),
    // The member's list, newest first (keyset pages).
    index('notifications_list_idx').on(table.userId, sql`${table.dateTime} desc`, sql`${table.id} desc`),
    // The header badge counts unread ones only.
    index('notifications_unread_idx').on(table.userId).where(sql`not ${table.read}`),
  ],
);
