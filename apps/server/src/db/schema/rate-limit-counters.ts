import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters of the API rate limit when several server processes share a PostgreSQL server
 * (one process on PGlite counts in memory). Created UNLOGGED by its migration: counters are
 * written on every request and are worth nothing after a crash.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  /** The window's length: the sweep deletes a counter once its window is over (a minute for the API, a day for reports). */
  windowMs: integer('window_ms').notNull().default(3_600_000),
});
