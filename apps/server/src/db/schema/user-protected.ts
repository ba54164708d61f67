import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** What the member may read but only the server writes: plan, role, platforms, phone, servers. */
export const userProtected = pgTable('user_protected', {
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
  products: text('products').array().notNull().default([]),
  role: text('role'),
  privileges: text('privileges').array().notNull().default([]),
  allowedAdminLangs: text('allowed_admin_langs').array().notNull().default([]),
  adminLang: text('admin_lang'),
  adminOptions: jsonb('admin_options').$type<Record<string, unknown>>().notNull().default({}),
  ivtSender: boolean('ivt_sender').notNull().default(false),
  isMuted: boolean('is_muted').notNull().default(false),
  shopId: text('shop_id'),
  referrer: text('referrer'),
});
