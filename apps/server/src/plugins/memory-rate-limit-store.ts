import type { FastifyRateLimitStore } from '@fastify/rate-limit';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Past this many counters, the ones whose window is over are dropped, once a second at most. */
const SWEEP_ABOVE = 10_000;
const SWEEP_INTERVAL_MS = 1000;
/** Never more counters than this (many addresses at once): the first counted go first, as in LocalStore's LRU. */
const MAX_COUNTERS = 100_000;

/**
 * The one-process store of @fastify/rate-limit (PGlite), as its own LocalStore counts (fixed windows
 * per key), except that every instance made by one call shares the counters: the API's limiter
 * constructs its own, and the socket handshake counts against the same address in another.
 */
export function memoryRateLimitStore() {
  const counters = new Map<string, { count: number; resetAt: number }>();
  let sweptAt = 0;

  function count(key: string, windowMs: number) {
    const now = Date.now();
    // A sweep reads every counter: never on every request of a busy server, whatever its size.
    if (counters.size > SWEEP_ABOVE && now - sweptAt >= SWEEP_INTERVAL_MS) {
      sweptAt = now;
      for (const [stale, counter] of counters) if (counter.resetAt <= now) counters.delete(stale);
    }
    // Bounded at all times: the first counted go first, as in LocalStore's LRU (a step of the Map's order).
    while (counters.size >= MAX_COUNTERS) counters.delete(counters.keys().next().value as string);
    let counter = counters.get(key);
    if (!counter || counter.resetAt <= now) {
      counter = { count: 0, resetAt: now + windowMs };
      counters.set(key, counter);
    }
    counter.count += 1;
    return { current: counter.count, ttl: counter.resetAt - now };
  }

  return class MemoryRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      callback(null, count(`${this.prefix}${key}`, timeWindow));
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const route = (routeOptions as { routeInfo?: typeof routeOptions }).routeInfo ?? routeOptions;
      return new MemoryRateLimitStore(undefined, `${this.prefix}${String(route.method)} ${route.url}:`);
    }
  };
}
