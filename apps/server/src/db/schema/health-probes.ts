import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The health check's write probe: each check writes its row again (a logged write, like a
 * member's), so a database that still answers reads but can no longer write is seen as degraded.
 */
export const healthProbes = pgTable('health_probes', {
  id: text('id').primaryKey(),
  probedAt: timestamp('probed_at', { withTimezone: true }).notNull(),
});
