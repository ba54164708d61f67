import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Files members uploaded, one row per `user-assets/{uid}/{hourBucket}/{slot}`. The unique slot per
 * user and hour is the upload quota: a slot is taken by inserting its row, so concurrent uploads
 * (even on several server processes) never share one.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hourBucket: integer('hour_bucket').notNull(),
    slot: integer('slot').notNull(),
    path: text('path').notNull().unique(),
    /** The unguessable part of the file's address (`/files/uploads/{token}`); the path is never served. */
    token: text('token').notNull().unique(),
    /** Only in posts that were deleted (or edited away): served to nobody but the uploader. */
    withdrawn: boolean('withdrawn').notNull().default(false),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('uploads_user_slot_unique').on(table.userId, table.hourBucket, table.slot), index('uploads_user_idx').on(table.userId, table.createdAt)],
);
