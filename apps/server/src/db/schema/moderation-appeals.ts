import { APPEAL_ROLES, APPEAL_STATUSES } from '@arya/core';
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { moderationDecisions } from './moderation-decisions.ts';
import { users } from './users.ts';

/** A member contesting a decision (DSA art. 20), decided by another staff member. */
export const moderationAppeals = pgTable(
  'moderation_appeals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    decisionId: bigint('decision_id', { mode: 'number' })
      .notNull()
      .references(() => moderationDecisions.id, { onDelete: 'cascade' }),
    appellantId: text('appellant_id').references(() => users.id, { onDelete: 'set null' }),
    role: text('role', { enum: APPEAL_ROLES }).notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: APPEAL_STATUSES }).notNull().default('pending'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    response: text('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One appeal per decision and appellant.
    uniqueIndex('moderation_appeals_once_idx').on(table.decisionId, table.appellantId),
    // The appeals queue: a status, newest first (keyset pages).
    index('moderation_appeals_queue_idx').on(table.status, sql`${table.createdAt} desc`, sql`${table.id} desc`),
  ],
);
