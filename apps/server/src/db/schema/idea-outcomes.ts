import type { AssetType, IdeaTerm, OutcomeLevels, OutcomeMove, OutcomePendingReason, OutcomeState, OutcomeStep } from '@arya/core';
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The instruments ideas are measured on and $cashtags resolve to (issue 28): core's catalogue
 * (`INSTRUMENTS`), written here at start-up (instruments.sync.ts), so queries can join on them.
 */
export const instruments = pgTable('instruments', {
  symbol: text('symbol').primaryKey(),
  name: text('name').notNull(),
  nameFr: text('name_fr'),
  assetType: text('asset_type').$type<AssetType>().notNull(),
  decimals: integer('decimals').notNull(),
  aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
  twelveDataSymbol: text('twelve_data_symbol'),
  binanceSymbol: text('binance_symbol'),
  referencePrice: doublePrecision('reference_price').notNull(),
});

/**
 * A market idea's outcome (issue 28), measured from publication against its instrument's candles.
 * Its levels are frozen when it is published: an edit of the idea does not change what is
 * measured. Written by the outcome job only (no endpoint edits or deletes it); deleting the idea
 * keeps it, so the author's track record keeps it too.
 */
export const ideaOutcomes = pgTable(
  'idea_outcomes',
  {
    postAuthorId: text('post_author_id').notNull(),
    postId: text('post_id').notNull(),
    /** The instrument matched to the idea's ticker; null when none did (the outcome stays pending). */
    symbol: text('symbol'),
    assetType: text('asset_type').$type<AssetType>().notNull(),
    term: text('term').$type<IdeaTerm>().notNull(),
    levels: jsonb('levels').$type<OutcomeLevels>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    state: text('state').$type<OutcomeState>().notNull().default('waiting_entry'),
    pendingReason: text('pending_reason').$type<OutcomePendingReason | null>(),
    steps: jsonb('steps').$type<OutcomeStep[]>().notNull().default(sql`'[]'::jsonb`),
    fillPrice: doublePrecision('fill_price'),
    stop: doublePrecision('stop').notNull(),
    targetsHit: integer('targets_hit').notNull().default(0),
    lastPrice: doublePrecision('last_price'),
    /** Candles before this instant were taken into account. */
    checkedUntil: timestamp('checked_until', { withTimezone: true }).notNull(),
    /** When the job last measured it (null before the first time). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** When the job looks at it next; null once it is over (or cannot be measured). */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    r: doublePrecision('r'),
    move: jsonb('move').$type<OutcomeMove | null>(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.postAuthorId, table.postId] }),
    index('idea_outcomes_due_idx').on(table.nextCheckAt).where(sql`${table.nextCheckAt} is not null`),
    index('idea_outcomes_author_idx').on(table.postAuthorId, table.publishedAt),
    index('idea_outcomes_symbol_idx').on(table.symbol, table.publishedAt),
  ],
);
