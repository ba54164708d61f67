import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Uploads refused per member and hour (not an image, too large): past a few, uploads are refused outright. */
export const uploadRefusals = pgTable(
  'upload_refusals',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hourBucket: integer('hour_bucket').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.hourBucket] })],
);
