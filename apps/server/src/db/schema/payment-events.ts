import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Payment provider notifications already handled: a replayed one changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
