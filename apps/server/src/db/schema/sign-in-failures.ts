import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Consecutive failed sign-ins per account (keyed by the normalised e-mail, existing or not, so the
 * answers never tell which accounts exist). A success or a password reset clears the row.
 */
export const signInFailures = pgTable('sign_in_failures', {
  email: text('email').primaryKey(),
  /** Attempts since the last success; each attempt counts when it starts, so parallel guesses cannot slip through. */
  failures: integer('failures').notNull().default(0),
  /** No new attempt before this instant. */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
