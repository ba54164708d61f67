import { MODERATION_ACTIONS, MODERATION_REASONS, NOTICE_SOURCES, REPORT_ITEM_KINDS } from '@arya/core';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { moderationCases } from './moderation-cases.ts';
import { users } from './users.ts';

/** What a decision acted on, as it was then (the item may be edited, removed or erased later). */
export interface DecisionItemSnapshot {
  kind: (typeof REPORT_ITEM_KINDS)[number];
  excerpt: string;
  date: string | null;
  imagesCount: number;
}

/**
 * A moderation decision (DSA art. 17): who decided what, when, why and for how long, on what
 * item. The member's history and strikes; never changed but for its delivery and being overruled.
 */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    caseId: bigint('case_id', { mode: 'number' }).references(() => moderationCases.id, { onDelete: 'set null' }),
    memberId: text('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Staff who decided; kept when that account goes (the record outlives it). */
    moderatorId: text('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: MODERATION_ACTIONS }).notNull(),
    itemKind: text('item_kind', { enum: REPORT_ITEM_KINDS }),
    itemId: text('item_id'),
    reason: text('reason', { enum: MODERATION_REASONS }).notNull(),
    law: text('law'),
    /** The facts, in the moderator's words, for the member. */
    statement: text('statement').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    /** The end of a mute or suspension. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    basedOnNotice: boolean('based_on_notice').notNull().default(false),
    noticeSource: text('notice_source', { enum: NOTICE_SOURCES }).notNull(),
    automated: boolean('automated').notNull().default(false),
    itemSnapshot: jsonb('item_snapshot').$type<DecisionItemSnapshot>(),
    /** Until when it can be contested (six months). */
    appealUntil: timestamp('appeal_until', { withTimezone: true }).notNull(),
    overruledAt: timestamp('overruled_at', { withTimezone: true }),
    overruledByDecisionId: bigint('overruled_by_decision_id', { mode: 'number' }).references((): AnyPgColumn => moderationDecisions.id),
    memberNotifiedAt: timestamp('member_notified_at', { withTimezone: true }),
    emailSentAt: timestamp('email_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A member's history, newest first (keyset pages), read by staff and by the member.
    index('moderation_decisions_member_idx').on(table.memberId, sql`${table.createdAt} desc`, sql`${table.id} desc`),
    index('moderation_decisions_case_idx').on(table.caseId),
  ],
);
