import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** How long a process counts on its own before adding its requests to the shared counters. */
const DEFAULT_FLUSH_EVERY_MS = 1000;

interface Counter {
  /** The shared count (every process) as of this process's last flush. */
  shared: number;
  /** Requests counted here and being written by the flush under way. */
  flushing: number;
  /** Requests counted here since. */
  pending: number;
  resetAt: number;
  windowMs: number;
}

interface FlushedRow {
  key: string;
  count: number;
  ttl: number;
}

export interface PostgresRateLimitStoreOptions {
  flushEveryMs?: number;
}

/**
 * A store of @fastify/rate-limit kept in PostgreSQL, so that several server processes behind one
 * proxy share each client's counter. A request never waits for the database: each process counts
 * in memory and adds its counts to the shared ones once a second, in one statement for all clients,
 * learning the other processes' counts in the same round trip (old counters are deleted by a job:
 * rate-limit-counters-sweep.ts). The price is that a client may get
 * what the other processes let through during one second beyond its limit.
 */
export function postgresRateLimitStore(db: Database, { flushEveryMs = DEFAULT_FLUSH_EVERY_MS }: PostgresRateLimitStoreOptions = {}) {
  const counters = new Map<string, Counter>();
  let flushTimer: NodeJS.Timeout | undefined;
  let flushes: Promise<void> = Promise.resolve();

  function scheduleFlush() {
    if (flushTimer) return;
    flushTimer = setTimeout(() => {
      flushTimer = undefined;
      void flush();
    }, flushEveryMs);
    flushTimer.unref();
  }

  /** Adds this process's counts to the shared counters and reads them back. */
  function flush(): Promise<void> {
    flushes = flushes.then(writeCounts);
    return flushes;
  }

  /** Never rejects: a failed write is logged and its counts stay with this process. */
  async function writeCounts() {
    const now = Date.now();
    const byWindow = new Map<number, { k: string; n: number }[]>();
    for (const [key, counter] of counters) {
      if (counter.pending === 0) {
        if (counter.resetAt <= now) counters.delete(key);
        continue;
      }
      counter.flushing = counter.pending;
      counter.pending = 0;
      const batch = byWindow.get(counter.windowMs) ?? [];
      batch.push({ k: key, n: counter.flushing });
      byWindow.set(counter.windowMs, batch);
    }
    for (const [windowMs, batch] of byWindow) {
      try {
        const rows = await addCounts(windowMs, batch);
        const readAt = Date.now();
        for (const row of rows) {
          const counter = counters.get(row.key);
          if (!counter) continue;
          counter.shared = row.count;
          counter.flushing = 0;
          counter.resetAt = readAt + row.ttl;
        }
      } catch (error) {
        // Fail open like the plugin's skipOnError: these requests stay counted in this process only.
        console.error('rate limit counters could not be written', error);
        for (const { k } of batch) {
          const counter = counters.get(k);
          if (counter) {
            counter.shared += counter.flushing;
            counter.flushing = 0;
          }
        }
      }
    }
  }

  async function addCounts(windowMs: number, batch: { k: string; n: number }[]): Promise<FlushedRow[]> {
    const window = sql`(${windowMs}::int * interval '1 millisecond')`;
    const result = await db.execute(sql`
      insert into rate_limit_counters as c (key, count, window_start, window_ms)
      select t.k, t.n, now(), ${windowMs}::int from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as t(k text, n int)
      on conflict (key) do update set
        count = case when c.window_start + ${window} <= now() then excluded.count else c.count + excluded.count end,
        window_start = case when c.window_start + ${window} <= now() then now() else c.window_start end,
        window_ms = ${windowMs}::int
      returning c.key, c.count, greatest(0, ceil(extract(epoch from (c.window_start + ${window} - now())) * 1000))::int as ttl`);
    return (result as unknown as { rows: FlushedRow[] }).rows;
  }

  function count(key: string, windowMs: number) {
    const now = Date.now();
    let counter = counters.get(key);
    if (!counter || counter.resetAt <= now) {
      counter = { shared: 0, flushing: 0, pending: 0, resetAt: now + windowMs, windowMs };
      counters.set(key, counter);
    }
    counter.pending += 1;
    scheduleFlush();
    return { current: counter.shared + counter.flushing + counter.pending, ttl: counter.resetAt - now };
  }

  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    /** Writes the counts of this process now (tests; a clean shutdown). */
    static flush = flush;

    /** The plugin constructs the store with its options; a route's own limit gets a prefixed child. */
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      callback(null, count(`${this.prefix}${key}`, timeWindow));
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // At run time the plugin passes its merged settings, the route being under `routeInfo`.
      const route = (routeOptions as { routeInfo?: typeof routeOptions }).routeInfo ?? routeOptions;
      return new PostgresRateLimitStore(undefined, `${this.prefix}${String(route.method)} ${route.url}:`);
    }
  };
}
