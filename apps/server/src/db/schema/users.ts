import { COACH_VERIFIED_PREFIX } from '@arya/core';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';

/** The public part of a member's profile: what any reader of their posts or profile may see. */
export const users = pgTable(
  'users',
  {
    id: text('id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    defaultLanguage: text('default_language', { enum: ['fr', 'en'] }).notNull(),
    publicProfile: boolean('public_profile').notNull().default(true),
    pictureDate: timestamp('picture_date', { withTimezone: true }),
    verified: text('verified'),
    job: text('job'),
    description: text('description'),
    systemAlias: text('system_alias').notNull(),
    vanityAlias: text('vanity_alias'),
    vanityAliasChangedAt: timestamp('vanity_alias_changed_at', { withTimezone: true }),
    trustScore: integer('trust_score').notNull().default(0),
    postsCount: integer('posts_count').notNull().default(0),
    followersCount: integer('followers_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * While in the future, the member's posts, comments and profile are hidden from everyone but
     * staff: a suspension (until its end) or a deletion's grace period (far future until restored).
     */
    hiddenUntil: timestamp('hidden_until', { withTimezone: true }),
    /** When the account was erased: the row stays as "deleted member" (invoices and threads keep it). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * What the member search compares with: the display name and alias, lower case, without accents
     * (arya_search_key, made by migration 0011 on pg_trgm and unaccent).
     */
    searchKey: text('search_key').generatedAlwaysAs(sql`arya_search_key(display_name, vanity_alias)`),
  },
  (table) => [
    uniqueIndex('users_system_alias_idx').on(table.systemAlias),
    uniqueIndex('users_vanity_alias_lower_idx').on(sql`lower(${table.vanityAlias})`),
    // Nearest matches first (KNN), so a search reads a few index pages whatever the number of members.
    // A 512-byte signature (default 12) tells keys apart well enough to stop early: at 100,000
    // members a search went from about 20 ms to 6 ms (median) on PostgreSQL 15.
    index('users_search_key_trgm_idx').using('gist', sql`${table.searchKey} gist_trgm_ops(siglen=512)`),
    // "Who to follow": coaches first, then the most followed; read in this order and stopped at the limit.
    index('users_suggestions_idx')
      .on(sql`(${table.verified} like ${sql.raw(`'${COACH_VERIFIED_PREFIX}%'`)}) desc nulls last`, sql`${table.followersCount} desc`, sql`${table.postsCount} desc`, sql`${table.id} desc`)
      .where(sql`${table.publicProfile}`),
  ],
);
