import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/helpers/test-database.ts';
import { findSessionUser } from '../plugins/app/auth/sessions.repository.ts';
import type { DatabaseHandle } from './client.ts';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

describe.runIf(inject('templateDatabase').kind === 'pglite')('the embedded database after its connection is opened again', () => {
  it('still runs the prepared statements (PGlite keeps one session across connections)', async () => {
    handle = await createTestDatabase({ embeddedIdleTimeoutMs: 1 });
    const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
    expect(await findSessionUser(handle.db, 'no-such-token')).toBeNull();
    await vi.waitFor(() => expect(pool.totalCount).toBe(0));
    expect(await findSessionUser(handle.db, 'no-such-token')).toBeNull();
  });

  it('answers at once after a failed query (pg drops that connection and opens the next while it closes)', async () => {
    handle = await createTestDatabase();
    const db = handle.db;
    for (let round = 0; round < 5; round += 1) {
      expect(await findSessionUser(db, 'no-such-token')).toBeNull();
      const [failed, next] = await Promise.allSettled([db.execute(sql`select 1 / 0`), findSessionUser(db, 'no-such-token')]);
      expect(failed.status).toBe('rejected');
      expect(next).toEqual({ status: 'fulfilled', value: null });
    }
  });
});
