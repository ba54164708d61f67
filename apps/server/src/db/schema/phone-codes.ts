import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The verification code in force for one member and one number. Keyed by both, so a code, its tries
 * and its expiry belong to the member who asked: another member asking for the same number, or
 * typing wrong codes for it, never touches this one. Only an HMAC of the code is kept.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong codes typed so far; the code is used up at PHONE_CODE_MAX_ATTEMPTS. */
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.phoneNumber] })],
);
