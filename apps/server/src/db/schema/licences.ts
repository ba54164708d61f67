import { LICENCE_PRODUCT_CODES, LICENCE_STATUSES } from '@arya/core';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A software licence: an MT4 trading account at a broker, tied to one product. */
export const licences = pgTable(
  'licences',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    product: text('product', { enum: LICENCE_PRODUCT_CODES }).notNull(),
    /** One of core's BROKERS ids, once the member has set it. */
    broker: text('broker'),
    /** The MT4 account number, once the member has set it. */
    accountId: text('account_id'),
    status: text('status', { enum: LICENCE_STATUSES }).notNull().default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    grantedBy: text('granted_by'),
    revokedBy: text('revoked_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('licences_user_idx').on(table.userId, table.createdAt, table.id)],
);
