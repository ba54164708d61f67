import { REPORT_CATEGORIES } from '@arya/core';
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { moderationCases } from './moderation-cases.ts';
import { users } from './users.ts';

/**
 * A notice (DSA art. 16): who reported what, in which category, citing which law, with what words.
 * Members report with their account; visitors with an e-mail address (illegal content only).
 */
export const reports = pgTable(
  'reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    /** Null for a visitor's notice (and once a reporter's account is erased). */
    reporterId: text('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reporterEmail: text('reporter_email'),
    category: text('category', { enum: REPORT_CATEGORIES }).notNull(),
    /** Illegal content: the law the reporter says it breaks. */
    law: text('law'),
    comment: text('comment'),
    language: text('language', { enum: ['fr', 'en'] }).notNull(),
    status: text('status', { enum: ['open', 'actioned', 'dismissed'] }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a visitor was e-mailed the outcome (each once, whatever the retries of the job sending them). */
    outcomeSentAt: timestamp('outcome_sent_at', { withTimezone: true }),
  },
  (table) => [
    // One open report per member and item, and per e-mail address and item for visitors.
    uniqueIndex('reports_open_member_idx').on(table.caseId, table.reporterId).where(sql`${table.status} = 'open' and ${table.reporterId} is not null`),
    uniqueIndex('reports_open_email_idx').on(table.caseId, sql`lower(${table.reporterEmail})`).where(sql`${table.status} = 'open' and ${table.reporterId} is null`),
    // A member's reports, newest first (keyset pages).
    index('reports_reporter_idx').on(table.reporterId, sql`${table.createdAt} desc`, sql`${table.id} desc`).where(sql`${table.reporterId} is not null`),
    index('reports_case_idx').on(table.caseId, table.createdAt),
  ],
);
