import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/test-database.ts';
import type { DatabaseHandle } from './client.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('named statements', () => {
  it('are planned once per connection, not again for every call (generic plans), on either database', async () => {
    // Several at once, so the PostgreSQL pool opens more than one connection.
    const answers = await Promise.all(Array.from({ length: 4 }, () => handle.db.execute(sql`show plan_cache_mode`)));
    for (const answer of answers) expect((answer as { rows: unknown[] }).rows).toEqual([{ plan_cache_mode: 'force_generic_plan' }]);
  });

  it('never start parallel workers nor compile plans (a page is a short index read; both cost more than they save)', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => handle.db.execute(sql`select current_setting('max_parallel_workers_per_gather') as workers, current_setting('jit') as jit`)));
    for (const answer of answers) expect((answer as { rows: unknown[] }).rows).toEqual([{ workers: '0', jit: 'off' }]);
  });
});
