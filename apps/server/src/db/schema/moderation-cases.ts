import { REPORT_ITEM_KINDS } from '@arya/core';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * What the moderation queue holds: one open case per reported item (a post, comment, reply or
 * member), however many reports it gets; decided or dismissed cases stay as the item's history.
 */
export const moderationCases = pgTable(
  'moderation_cases',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    itemKind: text('item_kind', { enum: REPORT_ITEM_KINDS }).notNull(),
    /** The item's API id (`authorId/postId[/commentId[/replyId]]`), or the member's id. */
    itemId: text('item_id').notNull(),
    /** The member the case is about: the item's author, or the member reported. */
    memberId: text('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['open', 'decided', 'dismissed'] }).notNull().default('open'),
    reportsCount: integer('reports_count').notNull().default(0),
    firstReportedAt: timestamp('first_reported_at', { withTimezone: true }).notNull().defaultNow(),
    lastReportedAt: timestamp('last_reported_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    // Reports of one item gather in its one open case.
    uniqueIndex('moderation_cases_open_item_idx').on(table.itemKind, table.itemId).where(sql`${table.status} = 'open'`),
    // The queue: a status, last reported first (keyset pages).
    index('moderation_cases_queue_idx').on(table.status, sql`${table.lastReportedAt} desc`, sql`${table.id} desc`),
    // A member's history of cases.
    index('moderation_cases_member_idx').on(table.memberId, sql`${table.firstReportedAt} desc`, sql`${table.id} desc`),
  ],
);
