import { ASSET_TYPES, findInstrument, IDEA_TERMS, type AssetType, type IdeaOutcome, type IdeaTerm, type OutcomeLevels } from '@arya/core';
import type { Transaction } from '../../db/client.ts';
import { ideaOutcomes, type StoredFinancialData } from '../../db/schema/index.ts';

type OutcomeRow = typeof ideaOutcomes.$inferSelect;
type Levels = NonNullable<StoredFinancialData['levels']>;

/**
 * Starts measuring a market idea just published, in its publication's transaction: its levels
 * frozen as published, matched to an instrument of the catalogue by its ticker. With no market
 * prices here, or no instrument matching, it stays pending and says why.
 */
export async function startIdeaOutcome(tx: Transaction, key: { authorId: string; id: string }, levels: Levels, publishedAt: Date, measured: boolean): Promise<void> {
  const instrument = findInstrument(levels.instrument);
  const assetType = (instrument?.assetType ?? (ASSET_TYPES.includes(levels.assetType as AssetType) ? levels.assetType : 'forex')) as AssetType;
  const frozen: OutcomeLevels = {
    sell: levels.sell,
    entryType: levels.entryType === 'conditional' ? 'conditional' : 'market',
    entry: levels.entry,
    stopLoss: levels.stopLoss,
    breakEven: levels.breakEven ?? null,
    takeProfits: levels.takeProfits,
    publishedAt: publishedAt.getTime(),
    expiresAt: Date.parse(levels.expirationDate),
    assetType,
    symbol: instrument?.symbol ?? levels.instrument,
  };
  const pendingReason = !instrument ? 'unknown_instrument' : measured ? null : 'no_provider';
  await tx
    .insert(ideaOutcomes)
    .values({
      postAuthorId: key.authorId,
      postId: key.id,
      symbol: instrument?.symbol ?? null,
      assetType,
      term: (IDEA_TERMS.includes(levels.term as IdeaTerm) ? levels.term : 'short') as IdeaTerm,
      levels: frozen,
      publishedAt,
      expiresAt: new Date(frozen.expiresAt),
      stop: frozen.stopLoss,
      checkedUntil: publishedAt,
      pendingReason,
      nextCheckAt: pendingReason ? null : publishedAt,
    })
    .onConflictDoNothing();
}

/**
 * An outcome as the idea's card shows it. Pending (with why) until prices were first read; a
 * reader the idea is locked for gets the state and the result in R, not one price, the instrument,
 * the timeline or the move (they would give its levels away).
 */
export function toOutcomeDto(row: OutcomeRow, locked: boolean): IdeaOutcome {
  const pending = row.pendingReason ?? (row.checkedAt === null ? 'waiting_prices' : null);
  return {
    State: pending ? 'pending' : row.state,
    PendingReason: pending,
    // Locked: its instrument is hidden with its levels.
    Instrument: locked ? null : row.symbol,
    // Locked: no timeline either. Its times, put against the market's chart, would point at the levels.
    Steps: (locked ? [] : row.steps).map((step) => ({
      Kind: step.kind,
      At: new Date(step.at).toISOString(),
      Price: step.price,
      Target: step.target ?? null,
      SameCandleAsTarget: step.sameCandleAsTarget ?? false,
      Gap: step.gap ?? false,
    })),
    R: row.r,
    // The move in pips or percent would give the distances between the levels away: R only.
    Move: row.move && !locked ? { Unit: row.move.unit, Value: row.move.value } : null,
    // Locked: no times either (when it resolved is when the price met a level).
    CheckedAt: locked ? null : (row.checkedAt?.toISOString() ?? null),
    ResolvedAt: locked ? null : (row.resolvedAt?.toISOString() ?? null),
  };
}
