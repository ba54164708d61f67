import { DATA_EXPORT_STATUSES } from '@arya/core';
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A copy of a member's data (GDPR art. 15 and 20): prepared in the background, offered for 24 hours. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Where the archive is in file storage (`exports/{userId}/{id}.zip`). */
    path: text('path'),
    bytes: bigint('bytes', { mode: 'number' }),
    error: text('error'),
  },
  (table) => [
    // One copy in preparation at a time.
    uniqueIndex('data_exports_pending_idx').on(table.userId).where(sql`${table.status} = 'pending'`),
    // The member's copies, newest first.
    index('data_exports_user_idx').on(table.userId, sql`${table.requestedAt} desc`, sql`${table.id} desc`),
    // The hourly sweep of expired archives.
    index('data_exports_expiry_idx').on(table.expiresAt).where(sql`${table.status} = 'ready'`),
  ],
);
