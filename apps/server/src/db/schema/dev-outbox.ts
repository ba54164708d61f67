import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages the development e-mail and SMS adapters "sent": read by developers and tests, never in production. */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dev_outbox_to_idx').on(table.to, table.createdAt)],
);
