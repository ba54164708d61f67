import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../../src/db/client.ts';

/**
 * A fresh, migrated database for one test file, copied from the template the global setup made
 * (test/setup/template-database.ts): an in-memory PGlite started from its dump, or a new database
 * created from the template on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export async function createTestDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  const template = inject('templateDatabase');
  if (template.kind === 'pglite') return openDatabase({ kind: 'pglite', dir: null, from: template.dumpFile }, options);
  const { serverUrl } = template;
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, async (admin) => {
    await admin.query(`create database ${name} template ${template.name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() }, options);
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(serverUrl, async (admin) => {
        // Closed connections leave the server a moment later: wait for them rather than cut them.
        for (let attempt = 0; attempt < 50; attempt += 1) {
          const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await admin.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}

async function adminQuery(serverUrl: string, work: (admin: pg.Client) => Promise<void>): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}
