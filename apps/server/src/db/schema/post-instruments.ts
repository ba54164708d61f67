import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';

/**
 * The instruments a post names with $cashtags (issue 28): in its text and, for an idea, its title
 * (core's findCashtags), a share in its own text. Written in the post's own transaction when it is
 * published and when it is edited; kept when it is deleted (lists and counts leave deleted posts
 * out). `created_at` is the post's creation date, so an instrument's posts are read newest first
 * from this table's index, in the feeds' order. A market idea names its instrument through its
 * outcome (idea_outcomes.symbol), not here.
 */
export const postInstruments = pgTable(
  'post_instruments',
  {
    postAuthorId: text('post_author_id').notNull(),
    postId: text('post_id').notNull(),
    /** The instrument's symbol in the catalogue (instruments.symbol). */
    symbol: text('symbol').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.postAuthorId, table.postId, table.symbol] }),
    foreignKey({ columns: [table.postAuthorId, table.postId], foreignColumns: [posts.authorId, posts.id] }).onDelete('cascade'),
    // An instrument's posts, newest first (keyset pages in the feeds' order), and its last 90 days.
    index('post_instruments_symbol_idx').on(table.symbol, sql`${table.createdAt} desc`, sql`${table.postAuthorId} desc`, sql`${table.postId} desc`),
  ],
);
