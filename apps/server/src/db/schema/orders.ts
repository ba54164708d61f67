import { CURRENCY, ORDER_STATUSES, PREMIUM_PLAN_IDS, SUBSCRIPTION_SOURCES } from '@arya/core';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { subscriptions } from './subscriptions.ts';
import { users } from './users.ts';

/** A checkout: pending while the member pays, paid once the payment provider says so. */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: PREMIUM_PLAN_IDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default(CURRENCY),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    source: text('source', { enum: SUBSCRIPTION_SOURCES }).notNull(),
    /** The payment provider's checkout session id (Stripe's cs_…). */
    providerCheckoutId: text('provider_checkout_id'),
    subscriptionId: text('subscription_id').references(() => subscriptions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_user_idx').on(table.userId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    uniqueIndex('orders_provider_checkout_idx').on(table.providerCheckoutId).where(sql`${table.providerCheckoutId} is not null`),
  ],
);
