import { DELETION_CONTENT_CHOICES } from '@arya/core';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A member's request to delete their account (GDPR art. 17): erased after the grace period unless
 * they sign in before. The row outlives the erasure (the account's tombstone stays in `users`).
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    eraseAfter: timestamp('erase_after', { withTimezone: true }).notNull(),
    contentChoice: text('content_choice', { enum: DELETION_CONTENT_CHOICES }).notNull(),
    restoredAt: timestamp('restored_at', { withTimezone: true }),
    /**
     * When the erasure began (its files and the provider's side go before its rows): from then on a
     * sign-in no longer restores the account, nor opens a session.
     */
    erasingAt: timestamp('erasing_at', { withTimezone: true }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** What staff must finish by hand (the external shop's customer). */
    erasureNotes: jsonb('erasure_notes').$type<Record<string, unknown>>(),
  },
  (table) => [
    // Erasures due, for the daily catch-up.
    index('account_deletions_due_idx').on(table.eraseAfter).where(sql`${table.erasedAt} is null and ${table.restoredAt} is null`),
  ],
);
