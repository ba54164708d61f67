import { PREMIUM_PLAN_IDS, SUBSCRIPTION_SOURCES, SUBSCRIPTION_STATUSES } from '@arya/core';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A member's subscription: paid for (Stripe, or the development payment adapter) or granted by
 * staff. The member's ActiveSubscriptionName and ActiveSubscriptionUntil follow the active one.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The plan paid for; null for a staff grant. */
    plan: text('plan', { enum: PREMIUM_PLAN_IDS }),
    tier: text('tier', { enum: ['GOLD', 'INFINITE'] }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    /** Cancelled by the member: premium stays until the end of the period paid for, then it ends. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    source: text('source', { enum: SUBSCRIPTION_SOURCES }).notNull(),
    /** The payment provider's ids (Stripe's sub_… and cus_…). */
    providerSubscriptionId: text('provider_subscription_id'),
    providerCustomerId: text('provider_customer_id'),
    /** Staff who granted or revoked it. */
    grantedBy: text('granted_by'),
    revokedBy: text('revoked_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_user_idx').on(table.userId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    uniqueIndex('subscriptions_provider_idx').on(table.providerSubscriptionId).where(sql`${table.providerSubscriptionId} is not null`),
  ],
);
