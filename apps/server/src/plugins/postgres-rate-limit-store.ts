import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Counters older than this are deleted now and then (a window is at most a few minutes). */
const STALE_AFTER_MS = 60 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * A store of @fastify/rate-limit kept in PostgreSQL, so that several server processes behind one
 * proxy share each client's counter: one upsert per request, on an unlogged table.
 */
export function postgresRateLimitStore(db: Database) {
  const sweeper = setInterval(() => {
    db.delete(rateLimitCounters)
      .where(lt(rateLimitCounters.windowStart, new Date(Date.now() - STALE_AFTER_MS)))
      .catch((error: unknown) => console.error('rate limit counters could not be swept', error));
  }, SWEEP_EVERY_MS);
  sweeper.unref();

  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    /** The plugin constructs the store with its options; a route's own limit gets a prefixed child. */
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const window = sql`(${timeWindow}::int * interval '1 millisecond')`;
      const expired = sql`${rateLimitCounters.windowStart} + ${window} <= now()`;
      db.insert(rateLimitCounters)
        .values({ key: `${this.prefix}${key}`, count: 1, windowStart: sql`now()` })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
            windowStart: sql`case when ${expired} then now() else ${rateLimitCounters.windowStart} end`,
          },
        })
        .returning({
          count: rateLimitCounters.count,
          ttl: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.windowStart} + ${window} - now())) * 1000))::int`,
        })
        .then(([row]) => callback(null, { current: row?.count ?? 1, ttl: row?.ttl ?? timeWindow }), (error: Error) => callback(error));
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // At run time the plugin passes its merged settings, the route being under `routeInfo`.
      const route = (routeOptions as { routeInfo?: typeof routeOptions }).routeInfo ?? routeOptions;
      return new PostgresRateLimitStore(undefined, `${this.prefix}${String(route.method)} ${route.url}:`);
    }
  };
}
