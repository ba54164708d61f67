import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every verification SMS asked for, sent or not: the limits per number, member, address and hour
 * count these rows (with the database clock), and they tell who asked for what when pumping is suspected.
 */
export const smsSends = pgTable(
  'sms_sends',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    ip: text('ip').notNull(),
    /** 'pending' while the provider is asked, then 'sent' or 'failed'. */
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sms_sends_phone_idx').on(table.phoneNumber, table.createdAt),
    index('sms_sends_user_idx').on(table.userId, table.createdAt),
    index('sms_sends_ip_idx').on(table.ip, table.createdAt),
    index('sms_sends_created_idx').on(table.createdAt),
  ],
);
