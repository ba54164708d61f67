import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Who follows whom (the FollowingUsers of spec 2 §3): one row per pair; the counts live on users. */
export const follows = pgTable(
  'follows',
  {
    followerId: text('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followedId: text('followed_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.followedId] }),
    // A member's followers, and the members one follows, newest first (keyset pages).
    index('follows_followers_idx').on(table.followedId, sql`${table.createdAt} desc`, sql`${table.followerId} desc`),
    index('follows_following_idx').on(table.followerId, sql`${table.createdAt} desc`, sql`${table.followedId} desc`),
  ],
);

/**
 * Addresses a member used before (spec: "the old alias keeps redirecting"): kept for that member,
 * so nobody else can take an address that links to them.
 */
export const retiredAliases = pgTable('retired_aliases', {
  aliasLower: text('alias_lower').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
});
