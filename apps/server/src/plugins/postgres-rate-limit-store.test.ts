import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';
import { postgresRateLimitStore } from './postgres-rate-limit-store.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const WINDOW_MS = 60_000;

function incr(store: { incr: (key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, window: number, max: number) => void }, key: string) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error || !result ? reject(error ?? new Error('no result')) : resolve(result)), WINDOW_MS, 10),
  );
}

describe('postgresRateLimitStore', () => {
  it('shares one counter between the stores of two server processes', async () => {
    const [First, Second] = [postgresRateLimitStore(database.db), postgresRateLimitStore(database.db)];
    const [first, second] = [new First(), new Second()];
    expect((await incr(first, '203.0.113.5')).current).toBe(1);
    expect((await incr(second, '203.0.113.5')).current).toBe(2);
    const third = await incr(first, '203.0.113.5');
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(WINDOW_MS - 5_000);
    expect(third.ttl).toBeLessThanOrEqual(WINDOW_MS);
    expect((await incr(second, '203.0.113.6')).current).toBe(1);
  });

  it('starts a new window once the old one is over', async () => {
    const Store = postgresRateLimitStore(database.db);
    const store = new Store();
    await incr(store, '198.51.100.9');
    await incr(store, '198.51.100.9');
    await database.db
      .update(rateLimitCounters)
      .set({ windowStart: sql`now() - interval '2 minutes'` })
      .where(eq(rateLimitCounters.key, '198.51.100.9'));
    expect(await incr(store, '198.51.100.9')).toMatchObject({ current: 1 });
  });
});
