import { INSTRUMENTS, type Outcome } from '@arya/core';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ideaOutcomes, instruments } from '../../db/schema/index.ts';
import type { PricedInstrument } from '../../providers/market-prices/index.ts';

export type OutcomeRow = typeof ideaOutcomes.$inferSelect;

/** Writes core's instrument catalogue into its table (every start: new instruments come, changed ones are updated). */
export async function syncInstruments(db: Database): Promise<void> {
  await db
    .insert(instruments)
    .values(
      INSTRUMENTS.map((instrument) => ({
        symbol: instrument.symbol,
        name: instrument.name,
        nameFr: instrument.nameFr ?? null,
        assetType: instrument.assetType,
        decimals: instrument.decimals,
        aliases: [...instrument.aliases],
        twelveDataSymbol: instrument.twelveDataSymbol,
        binanceSymbol: instrument.binanceSymbol,
        referencePrice: instrument.referencePrice,
      })),
    )
    .onConflictDoUpdate({
      target: instruments.symbol,
      set: {
        name: sql`excluded.name`,
        nameFr: sql`excluded.name_fr`,
        assetType: sql`excluded.asset_type`,
        decimals: sql`excluded.decimals`,
        aliases: sql`excluded.aliases`,
        twelveDataSymbol: sql`excluded.twelve_data_symbol`,
        binanceSymbol: sql`excluded.binance_symbol`,
        referencePrice: sql`excluded.reference_price`,
      },
    });
}

/**
 * At each start with market prices: ideas published while none were configured are measured (their
 * candles are still there), and those on an instrument the providers did not cover are asked about
 * again (the providers may have changed); these keep saying why until measured.
 */
export async function measureWaitingForProvider(db: Database, now: Date): Promise<void> {
  await db.update(ideaOutcomes).set({ pendingReason: null, nextCheckAt: now }).where(eq(ideaOutcomes.pendingReason, 'no_provider'));
  await db.update(ideaOutcomes).set({ nextCheckAt: now }).where(eq(ideaOutcomes.pendingReason, 'unsupported_instrument'));
}

/** The outcomes due for a measure (of these instruments only, when given), the longest waiting first. */
export function dueOutcomes(db: Database, now: Date, limit: number, symbols?: readonly string[]): Promise<OutcomeRow[]> {
  return db
    .select()
    .from(ideaOutcomes)
    .where(and(lte(ideaOutcomes.nextCheckAt, now), symbols ? inArray(ideaOutcomes.symbol, [...symbols]) : undefined))
    .orderBy(asc(ideaOutcomes.nextCheckAt))
    .limit(limit);
}

/** The instruments of these symbols, as the providers ask for them. */
export async function pricedInstruments(db: Database, symbols: string[]): Promise<Map<string, PricedInstrument>> {
  if (symbols.length === 0) return new Map();
  const rows = await db.select().from(instruments).where(inArray(instruments.symbol, symbols));
  return new Map(
    rows.map((row) => [
      row.symbol,
      { symbol: row.symbol, assetType: row.assetType, decimals: row.decimals, twelveDataSymbol: row.twelveDataSymbol, binanceSymbol: row.binanceSymbol, referencePrice: row.referencePrice },
    ]),
  );
}

/** The measured state of a row, as core's resolver takes it. */
export function outcomeOf(row: OutcomeRow): Outcome {
  return {
    state: row.state,
    steps: row.steps,
    fillPrice: row.fillPrice,
    stop: row.stop,
    targetsHit: row.targetsHit,
    lastPrice: row.lastPrice,
    checkedUntil: row.checkedUntil.getTime(),
    r: row.r,
    move: row.move,
  };
}

/**
 * Stores a measure, if the row is still where it was read (a run repeated or running beside
 * another stores it once): answers whether it was stored.
 */
export async function saveOutcome(db: Database, row: OutcomeRow, outcome: Outcome, at: { checkedAt: Date; nextCheckAt: Date | null; resolvedAt: Date | null }): Promise<boolean> {
  const saved = await db
    .update(ideaOutcomes)
    .set({
      state: outcome.state,
      steps: outcome.steps,
      fillPrice: outcome.fillPrice,
      stop: outcome.stop,
      targetsHit: outcome.targetsHit,
      lastPrice: outcome.lastPrice,
      checkedUntil: new Date(outcome.checkedUntil),
      r: outcome.r,
      move: outcome.move,
      pendingReason: null,
      checkedAt: at.checkedAt,
      nextCheckAt: at.nextCheckAt,
      resolvedAt: at.resolvedAt,
    })
    .where(and(eq(ideaOutcomes.postAuthorId, row.postAuthorId), eq(ideaOutcomes.postId, row.postId), eq(ideaOutcomes.checkedUntil, row.checkedUntil)))
    .returning({ postId: ideaOutcomes.postId });
  return saved.length > 0;
}

/** Puts rows off: asked again at `nextCheckAt` (null: never, with why). */
export async function postpone(db: Database, rows: OutcomeRow[], nextCheckAt: Date | null, pendingReason: OutcomeRow['pendingReason'] = null): Promise<void> {
  for (const row of rows) {
    await db
      .update(ideaOutcomes)
      .set({ nextCheckAt, ...(pendingReason ? { pendingReason } : {}) })
      .where(and(eq(ideaOutcomes.postAuthorId, row.postAuthorId), eq(ideaOutcomes.postId, row.postId), eq(ideaOutcomes.checkedUntil, row.checkedUntil)));
  }
}
