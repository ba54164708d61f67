import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every consent given or refused (CNIL: the proof of a choice), and every acceptance of the terms:
 * by a browser (`consent_id`, the id its consent cookie carries) and, when known, by a member.
 * Part of the member's data export.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consentId: uuid('consent_id'),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['analytics', 'terms', 'privacy'] }).notNull(),
    version: text('version').notNull(),
    granted: boolean('granted').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the choice must be asked again (analytics: six months); null for the terms. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    index('consent_records_user_idx').on(table.userId, sql`${table.createdAt} desc`).where(sql`${table.userId} is not null`),
    index('consent_records_consent_idx').on(table.consentId, sql`${table.createdAt} desc`).where(sql`${table.consentId} is not null`),
  ],
);
