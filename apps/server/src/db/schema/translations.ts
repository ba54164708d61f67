import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Characters sent to the translation provider each month (UTC, `2026-11`), against the operator's
 * monthly budget; and when the provider last said its own quota was used up.
 */
export const translationUsage = pgTable('translation_usage', {
  month: text('month').primaryKey(),
  characters: integer('characters').notNull().default(0),
  quotaExceededAt: timestamp('quota_exceeded_at', { withTimezone: true }),
});

/**
 * One charge per text version translated (`post:author/id:hash`): a job run again after a crash
 * finds its charge and does not count the characters twice.
 */
export const translationCharges = pgTable(
  'translation_charges',
  {
    sourceKey: text('source_key').primaryKey(),
    month: text('month').notNull(),
    characters: integer('characters').notNull(),
    chargedAt: timestamp('charged_at', { withTimezone: true }).notNull().defaultNow(),
    /** The author whose daily share it counts in, and the day (UTC, `2026-11-29`); null for internal news (the editors' texts count in the month only). */
    memberId: text('member_id'),
    day: text('day'),
  },
  (table) => [index('translation_charges_month_idx').on(table.month)],
);

/**
 * Characters translated per author and day (UTC): one member's texts may use at most their daily
 * share of the month's budget (TRANSLATION_MEMBER_DAILY_CHARACTERS), so nobody can spend it for
 * everyone. Days before yesterday are deleted by the sweep.
 */
export const translationMemberUsage = pgTable(
  'translation_member_usage',
  {
    memberId: text('member_id').notNull(),
    day: text('day').notNull(),
    characters: integer('characters').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.day] })],
);
