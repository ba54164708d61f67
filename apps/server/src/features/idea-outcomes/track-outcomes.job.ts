import { advanceOutcome, isFinalOutcome } from '@arya/core';
import type { Database } from '../../db/client.ts';
import type { JobType } from '../../jobs/job-queue.ts';
import type { LivePublisher } from '../../plugins/app/live/live-publisher.ts';
import { CANDLE_INTERVAL_MS, MarketPricesError, type CandleInterval, type MarketPrices, type PricedInstrument } from '../../providers/market-prices/index.ts';
import { notifyOutcomeSteps } from '../../shared/idea-outcomes/notify-outcome.ts';
import { dueOutcomes, outcomeOf, postpone, pricedInstruments, saveOutcome, type OutcomeRow } from './outcomes.repository.ts';

/** Ideas are measured on 5-minute candles. */
export const OUTCOME_INTERVAL: CandleInterval = '5min';
const INTERVAL_MS = CANDLE_INTERVAL_MS[OUTCOME_INTERVAL];
/** An idea still moving is measured again this long after (the job itself runs every minute). */
export const OUTCOME_CHECK_EVERY_MS = 5 * 60 * 1000;
/** Outcomes read per run. */
const OUTCOMES_PER_RUN = 200;
/**
 * Instruments asked for per run: one call each (ideas on one instrument share it). Twelve Data's
 * free plan starts 8 calls a minute, the job runs every minute; the adapter queues any beyond.
 */
const INSTRUMENTS_PER_RUN = 8;
/** Candles asked for at once (5-minute ones: about 860): an idea further behind catches up run after run. */
const MAX_RANGE_MS = 3 * 24 * 60 * 60 * 1000;
/** After a failure of the provider, when to try again. */
const RETRY_AFTER_UNAVAILABLE_MS = 5 * 60 * 1000;
const RETRY_AFTER_REFUSED_MS = 60 * 60 * 1000;

export interface TrackOutcomesDependencies {
  db: Database;
  marketPrices: MarketPrices;
  /** Tells the members notified of a step that their unread count changed (none in tests that do not listen). */
  live?: Pick<LivePublisher, 'unreadChanged'>;
  log: { warn(object: unknown, message: string): void };
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
  // The longest waiting instruments first; the others wait for the next run.
  const measured = [...bySymbol.keys()].slice(0, INSTRUMENTS_PER_RUN);
  const priced = await pricedInstruments(deps.db, measured);
  for (const symbol of measured) await measure(deps, bySymbol.get(symbol)!, priced.get(symbol) ?? null, at);
  return measured.reduce((sum, symbol) => sum + bySymbol.get(symbol)!.length, 0);
}

async function measure(deps: TrackOutcomesDependencies, rows: OutcomeRow[], instrument: PricedInstrument | null, at: Date) {
  if (!instrument || !deps.marketPrices.supports(instrument)) {
    await postpone(deps.db, rows, null, 'unknown_instrument');
    return;
  }
  // Closed candles only: up to the start of the current one.
  const closedUntil = Math.floor(at.getTime() / INTERVAL_MS) * INTERVAL_MS;
  const from = Math.min(...rows.map((row) => row.checkedUntil.getTime()));
  const coveredUntil = Math.min(closedUntil, from + MAX_RANGE_MS);
  let candles;
  try {
    candles = coveredUntil > from ? await deps.marketPrices.candles({ instrument, interval: OUTCOME_INTERVAL, from: new Date(from), to: new Date(coveredUntil) }) : [];
  } catch (error) {
    if (!(error instanceof MarketPricesError)) throw error;
    deps.log.warn({ symbol: instrument.symbol, kind: error.kind }, 'market prices could not be read: the ideas on this instrument wait');
    if (error.kind === 'unknown_instrument') return postpone(deps.db, rows, null, 'unknown_instrument');
    const wait = error.kind === 'rate_limited' ? Math.max(60_000, error.retryAfterMs ?? 60_000) : error.kind === 'refused' ? RETRY_AFTER_REFUSED_MS : RETRY_AFTER_UNAVAILABLE_MS;
    return postpone(deps.db, rows, new Date(at.getTime() + wait));
  }
  for (const row of rows) {
    const outcome = advanceOutcome(row.levels, outcomeOf(row), candles, coveredUntil);
    const final = isFinalOutcome(outcome.state);
    // Behind (a long catch-up): measured again at the next run.
    const behind = coveredUntil < closedUntil;
    const saved = await saveOutcome(deps.db, row, outcome, {
      checkedAt: at,
      nextCheckAt: final ? null : behind ? at : new Date(Math.min(at.getTime() + OUTCOME_CHECK_EVERY_MS, Math.max(at.getTime(), row.expiresAt.getTime()))),
      resolvedAt: final ? at : null,
    });
    // Stored once (a run repeated stores nothing): its author and commenters are told of the new steps.
    if (saved && outcome.steps.length > row.steps.length) {
      const notified = await notifyOutcomeSteps(deps.db, row, outcome.steps.slice(row.steps.length), at);
      await Promise.all(notified.map((id) => deps.live?.unreadChanged(id)));
    }
  }
}
