import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/helpers/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';
import { postgresRateLimitStore } from './postgres-rate-limit-store.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
afterEach(() => vi.useRealTimers());

const WINDOW_MS = 60_000;

type Store = { incr: (key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, window: number, max: number) => void };

function incr(store: Store, key: string) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error || !result ? reject(error ?? new Error('no result')) : resolve(result)), WINDOW_MS, 10),
  );
}

async function storedCount(key: string) {
  const [row] = await database.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
  return row?.count;
}

describe('postgresRateLimitStore', () => {
  it('counts in memory and shares the counts of every process through the database', async () => {
    const [First, Second] = [postgresRateLimitStore(database.db), postgresRateLimitStore(database.db)];
    const [first, second] = [new First(), new Second()];
    const key = '203.0.113.5';

    expect((await incr(first, key)).current).toBe(1);
    expect((await incr(first, key)).current).toBe(2);
    expect(await storedCount(key)).toBeUndefined();
    await First.flush();
    expect(await storedCount(key)).toBe(2);

    // The second process learns the first one's requests when it writes its own.
    expect((await incr(second, key)).current).toBe(1);
    await Second.flush();
    const third = await incr(second, key);
    expect(third.current).toBe(4);
    expect(third.ttl).toBeGreaterThan(WINDOW_MS - 5_000);
    expect(third.ttl).toBeLessThanOrEqual(WINDOW_MS);

    await Second.flush();
    expect((await incr(first, key)).current).toBe(3);
    await First.flush();
    expect((await incr(first, key)).current).toBe(6);
    expect((await incr(second, '203.0.113.6')).current).toBe(1);
  });

  it('writes itself within a second, without being asked', async () => {
    const Store = postgresRateLimitStore(database.db, { flushEveryMs: 20 });
    await incr(new Store(), '192.0.2.44');
    await vi.waitFor(async () => expect(await storedCount('192.0.2.44')).toBe(1));
  });

  it('keeps a route limit apart from the global one', async () => {
    const Store = postgresRateLimitStore(database.db);
    const global = new Store();
    const route = global.child({ routeInfo: { method: 'POST', url: '/api/v1/posts' } } as never);
    await incr(global, '192.0.2.7');
    expect((await incr(route, '192.0.2.7')).current).toBe(1);
    await Store.flush();
    expect(await storedCount('POST /api/v1/posts:192.0.2.7')).toBe(1);
  });

  it('starts a new window in the database once the old one is over', async () => {
    const Store = postgresRateLimitStore(database.db);
    await incr(new Store(), '198.51.100.9');
    await incr(new Store(), '198.51.100.9');
    await Store.flush();
    await database.db
      .update(rateLimitCounters)
      .set({ windowStart: sql`now() - interval '2 minutes'` })
      .where(eq(rateLimitCounters.key, '198.51.100.9'));
    const Later = postgresRateLimitStore(database.db);
    const later = new Later();
    await incr(later, '198.51.100.9');
    await Later.flush();
    expect(await storedCount('198.51.100.9')).toBe(1);
    expect((await incr(later, '198.51.100.9')).current).toBe(2);
  });

  it('starts a new window in memory once the old one is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const Store = postgresRateLimitStore(database.db);
    const store = new Store();
    await incr(store, '198.51.100.10');
    expect((await incr(store, '198.51.100.10')).current).toBe(2);
    vi.setSystemTime(Date.now() + WINDOW_MS + 1);
    expect((await incr(store, '198.51.100.10')).current).toBe(1);
  });

  it('goes on counting in memory when the database cannot be written', async () => {
    const failing = { execute: () => Promise.reject(new Error('connection refused')), delete: () => ({ where: () => Promise.resolve() }) };
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Store = postgresRateLimitStore(failing as never);
    const store = new Store();
    await incr(store, '192.0.2.8');
    await Store.flush();
    expect((await incr(store, '192.0.2.8')).current).toBe(2);
    expect(error).toHaveBeenCalledWith('rate limit counters could not be written', expect.any(Error));
    error.mockRestore();
  });
});
