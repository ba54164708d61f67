import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** What the member may read but only the server writes: plan, role, platforms, phone, servers. */
export const userProtected = pgTable(
  'user_protected',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number'),
    platforms: text('platforms').array().notNull().default([]),
    lifetimeSubscriptionName: text('lifetime_subscription_name', { enum: ['SILVER', 'GOLD', 'INFINITE'] })
      .notNull()
      .default('SILVER'),
    activeSubscriptionName: text('active_subscription_name', { enum: ['SILVER', 'GOLD', 'INFINITE'] }),
    activeSubscriptionUntil: timestamp('active_subscription_until', { withTimezone: true }),
    canReadNewsUntil: timestamp('can_read_news_until', { withTimezone: true }),
    servers: jsonb('servers').$type<{ type: string; name?: string }[]>().notNull().default([]),
    role: text('role'),
    privileges: text('privileges').array().notNull().default([]),
    allowedAdminLangs: text('allowed_admin_langs').array().notNull().default([]),
    adminLang: text('admin_lang'),
    adminOptions: jsonb('admin_options').$type<Record<string, unknown>>().notNull().default({}),
    ivtSender: boolean('ivt_sender').notNull().default(false),
    /**
     * The spec's IsMuted, with an end: until then the member reads but writes nothing social (403
     * MEMBER_MUTED). 'infinity' for good; null or past: not muted. Set by moderation.
     */
    mutedUntil: timestamp('muted_until', { withTimezone: true }),
    /** Until then the member cannot sign in and their sessions are refused; 'infinity' for good. */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    /** The member's id at the shop (wp_id of licence updates), given at their first shop call. */
    shopId: text('shop_id'),
    /** The member who referred this one (their sign-up came through a referral link). */
    referrer: text('referrer'),
  },
  (table) => [
    index('user_protected_referrer_idx').on(table.referrer, table.userId).where(sql`${table.referrer} is not null`),
    uniqueIndex('user_protected_shop_id_idx').on(table.shopId).where(sql`${table.shopId} is not null`),
  ],
);

/** Shop customer ids (the wp_id of licence updates): numbers, as the shop's own user ids are. */
export const shopCustomerIds = pgSequence('shop_customer_ids', { startWith: 100000 });
