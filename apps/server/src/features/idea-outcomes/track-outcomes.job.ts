import { advanceOutcome, isFinalOutcome, type Outcome } from '@arya/core';
import type { Database } from '../../db/client.ts';
import type { JobType } from '../../jobs/job-queue.ts';
import type { LivePublisher } from '../../plugins/app/live/live-publisher.ts';
import { CANDLE_INTERVAL_MS, MarketPricesError, type CandleInterval, type MarketPrices, type PricedInstrument } from '../../providers/market-prices/index.ts';
import { notifyOutcomeSteps } from '../../shared/idea-outcomes/notify-outcome.ts';
import { dueOutcomes, outcomeOf, postpone, pricedInstruments, saveOutcome, type OutcomeRow } from './outcomes.repository.ts';

/** Ideas are measured on 5-minute candles (core's resolver is told their length). */
export const OUTCOME_INTERVAL: CandleInterval = '5min';
const INTERVAL_MS = CANDLE_INTERVAL_MS[OUTCOME_INTERVAL];
/**
 * How long after a candle ends it is asked for: a provider publishes its last candle a little after
 * it closes, and a candle asked for too early, answered missing, would be skipped for good.
 */
export const OUTCOME_SETTLE_MS = 2 * 60 * 1000;
/** An idea still moving is measured again this long after (the job itself runs every minute). */
export const OUTCOME_CHECK_EVERY_MS = 5 * 60 * 1000;
/** Outcomes read per run. */
const OUTCOMES_PER_RUN = 200;
/**
 * Instruments asked for per run whose calls are scarce (Twelve Data's free plan: 8 calls a minute;
 * the job runs every minute, and the adapter queues any beyond), and of the others (Binance, the
 * simulator): one call each, ideas on one instrument sharing it.
 */
export const LIMITED_INSTRUMENTS_PER_RUN = 8;
const OTHER_INSTRUMENTS_PER_RUN = 32;
/** Candles asked for at once (5-minute ones: about 860): an idea further behind catches up run after run. */
const MAX_RANGE_MS = 3 * 24 * 60 * 60 * 1000;
/**
 * How far before publication a conditional idea not measured yet looks for the last price (core's
 * resolver takes a gap past the entry from it): past a weekend and a holiday.
 */
const PRICE_BEFORE_LOOKBACK_MS = 3 * 24 * 60 * 60 * 1000;
/** After a failure of the provider, when to try again. */
const RETRY_AFTER_UNAVAILABLE_MS = 5 * 60 * 1000;
const RETRY_AFTER_REFUSED_MS = 60 * 60 * 1000;

export interface TrackOutcomesDependencies {
  db: Database;
  marketPrices: MarketPrices;
  /** Tells the members notified of a step that their unread count changed (none in tests that do not listen). */
  live?: Pick<LivePublisher, 'unreadChanged'>;
  log: { warn(object: unknown, message: string): void; error(object: unknown, message: string): void };
  now?: () => Date;
}

/**
 * Measures the market ideas due, every minute, one process for all: their instrument's candles
 * since the last measure (one call per instrument, whatever the number of ideas on it), taken into
 * account by core's resolver (ideas/outcome.ts), stored if nobody stored them meanwhile. Safe to
 * run twice or late: a measure starts where the stored one ended, and candles already counted are
 * skipped.
 */
export function trackOutcomesJob(deps: TrackOutcomesDependencies): JobType {
  const now = deps.now ?? (() => new Date());
  return {
    name: 'idea-outcomes.track',
    cron: '* * * * *',
    retries: 1,
    retryDelaySeconds: 30,
    expireInSeconds: 5 * 60,
    async run() {
      await trackDueOutcomes(deps, now());
    },
  };
}

/** Measures the outcomes due at `at` (of these instruments only, when given: the development time machine). */
export async function trackDueOutcomes(deps: TrackOutcomesDependencies, at: Date, symbols?: readonly string[]): Promise<number> {
  const due = await dueOutcomes(deps.db, at, OUTCOMES_PER_RUN, symbols);
  const bySymbol = new Map<string, OutcomeRow[]>();
  for (const row of due) {
    if (!row.symbol) continue;
    const group = bySymbol.get(row.symbol) ?? [];
    group.push(row);
    bySymbol.set(row.symbol, group);
  }
  const priced = await pricedInstruments(deps.db, [...bySymbol.keys()]);
  let measured = 0;
  for (const symbol of takenThisRun(deps.marketPrices, [...bySymbol.keys()], priced)) {
    const rows = bySymbol.get(symbol)!;
    const instrument = priced.get(symbol) ?? null;
    try {
      await measure(deps, rows, instrument, at);
    } catch (error) {
      // One instrument's failure (a bug, the database) never holds the others back: it waits.
      deps.log.error({ err: error, symbol }, 'the ideas on this instrument could not be measured: they wait');
      await postpone(deps.db, rows, new Date(at.getTime() + RETRY_AFTER_UNAVAILABLE_MS));
    }
    measured += rows.length;
  }
  return measured;
}

/**
 * The instruments measured this run, the longest waiting first: at most LIMITED_INSTRUMENTS_PER_RUN
 * whose calls are scarce and OTHER_INSTRUMENTS_PER_RUN others (those no provider answers cost no
 * call); the rest wait for the next run.
 */
function takenThisRun(marketPrices: MarketPrices, symbols: string[], priced: Map<string, PricedInstrument>): string[] {
  let limited = 0;
  let others = 0;
  return symbols.filter((symbol) => {
    const instrument = priced.get(symbol);
    if (instrument && marketPrices.limited(instrument)) return limited++ < LIMITED_INSTRUMENTS_PER_RUN;
    return others++ < OTHER_INSTRUMENTS_PER_RUN;
  });
}

async function measure(deps: TrackOutcomesDependencies, rows: OutcomeRow[], instrument: PricedInstrument | null, at: Date) {
  // Not in the catalogue any more, or no provider here covers it.
  if (!instrument) return putAside(deps, rows, 'unknown_instrument', at);
  if (!deps.marketPrices.supports(instrument)) return putAside(deps, rows, 'unsupported_instrument', at);
  // Closed candles only, settled: up to the start of the candle under way a moment ago.
  const closedUntil = Math.floor((at.getTime() - OUTCOME_SETTLE_MS) / INTERVAL_MS) * INTERVAL_MS;
  const from = Math.min(...rows.map((row) => row.checkedUntil.getTime()));
  const coveredUntil = Math.min(closedUntil, from + MAX_RANGE_MS);
  // A conditional idea not measured yet needs the last price before its publication.
  const askedFrom = Math.min(from, ...rows.filter(needsPriceBefore).map((row) => row.checkedUntil.getTime() - PRICE_BEFORE_LOOKBACK_MS));
  let candles;
  try {
    candles = coveredUntil > from ? await deps.marketPrices.candles({ instrument, interval: OUTCOME_INTERVAL, from: new Date(askedFrom), to: new Date(coveredUntil) }) : [];
  } catch (error) {
    if (!(error instanceof MarketPricesError)) throw error;
    deps.log.warn({ symbol: instrument.symbol, kind: error.kind }, 'market prices could not be read: the ideas on this instrument wait');
    if (error.kind === 'unknown_instrument') return putAside(deps, rows, 'unsupported_instrument', at);
    const wait = error.kind === 'rate_limited' ? Math.max(60_000, error.retryAfterMs ?? 60_000) : error.kind === 'refused' ? RETRY_AFTER_REFUSED_MS : RETRY_AFTER_UNAVAILABLE_MS;
    return postpone(deps.db, rows, new Date(at.getTime() + wait));
  }
  // Behind (a long catch-up): measured again at the next run.
  const behind = coveredUntil < closedUntil;
  for (const row of rows) await store(deps, row, advanceOutcome(row.levels, outcomeOf(row), candles, coveredUntil, INTERVAL_MS), at, behind);
}

/**
 * Stores a measure and tells of its new steps, in one transaction (a crash between them would lose
 * the notifications); stored once (a run repeated stores nothing, and tells nobody twice).
 */
async function store(deps: TrackOutcomesDependencies, row: OutcomeRow, outcome: Outcome, at: Date, behind: boolean): Promise<void> {
  const final = isFinalOutcome(outcome.state);
  const notified = await deps.db.transaction(async (tx) => {
    const saved = await saveOutcome(tx, row, outcome, {
      checkedAt: at,
      nextCheckAt: final ? null : behind ? at : new Date(Math.min(at.getTime() + OUTCOME_CHECK_EVERY_MS, Math.max(at.getTime(), row.expiresAt.getTime()))),
      resolvedAt: final ? at : null,
    });
    return saved && outcome.steps.length > row.steps.length ? notifyOutcomeSteps(tx, row, outcome.steps.slice(row.steps.length), at) : [];
  });
  await Promise.all(notified.map((id) => deps.live?.unreadChanged(id)));
}

/** A conditional idea no price was seen for yet (runs before its first candle closed count for nothing). */
const needsPriceBefore = (row: OutcomeRow) => row.levels.entryType === 'conditional' && row.state === 'waiting_entry' && row.steps.length === 0 && row.lastPrice === null;

/**
 * Rows that cannot be measured here: one never measured is pending, saying why, until the market
 * prices change (the next start asks again); one already measured keeps what it showed and is asked
 * again later, never turned back into "pending", and once its validity is over it expires on what
 * was seen (unfilled, or closed at the last price seen), so that nothing stays open for ever.
 */
async function putAside(deps: TrackOutcomesDependencies, rows: OutcomeRow[], reason: 'unknown_instrument' | 'unsupported_instrument', at: Date): Promise<void> {
  await postpone(deps.db, rows.filter((row) => row.checkedAt === null), null, reason);
  const measured = rows.filter((row) => row.checkedAt !== null);
  for (const row of measured.filter((item) => item.expiresAt <= at)) await store(deps, row, advanceOutcome(row.levels, outcomeOf(row), [], row.expiresAt.getTime()), at, false);
  await postpone(deps.db, measured.filter((row) => row.expiresAt > at), new Date(at.getTime() + RETRY_AFTER_REFUSED_MS));
}
