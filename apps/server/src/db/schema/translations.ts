import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
export const translationCharges = pgTable('translation_charges', {
  sourceKey: text('source_key').primaryKey(),
  month: text('month').notNull(),
  characters: integer('characters').notNull(),
  chargedAt: timestamp('charged_at', { withTimezone: true }).notNull().defaultNow(),
});
