import type pg from 'pg';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/helpers/test-database.ts';
import { findSessionUser } from '../features/auth/sessions.repository.ts';
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
});
