import { type PostsPage } from '@arya/core';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { instruments, postInstruments } from '../src/db/schema/index.ts';
import { MIGRATIONS_DIR } from '../src/paths.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Migrates as the server does (drizzle's migrator, its journal), but only through the migrations
 * whose tags sort before `until`: a database as an older server left it.
 */
async function migrateBefore(database: DatabaseHandle, until: string): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'arya-migrations-'));
  try {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((entry) => entry.tag < until);
    mkdirSync(path.join(folder, 'meta'));
    writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
    for (const { tag } of journal.entries) copyFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    await migrate(database.db as unknown as Parameters<typeof migrate>[0], { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const indexed = async ({ db }: DatabaseHandle) =>
  (await db.select().from(postInstruments)).map((row) => `${row.postAuthorId}/${row.postId} ${row.symbol} ${row.createdAt.toISOString()}`).sort();

let database: DatabaseHandle | undefined;
let t: TestApp;
let beforeUpgrade: { indexed: string[]; instruments: number };
beforeAll(async () => {
  // A database of its own, not the template's copy: it has to be migrated step by step.
  database = await openDatabase({ kind: 'pglite', dir: null });
  // Posts written on a server from before the instruments (up to 0028)…
  await migrateBefore(database, '0029');
  await database.db.execute(sql`
    insert into auth_users (id, name, email) values ('ann', 'Ann', 'ann@example.com');
    insert into users (id, display_name, default_language, system_alias) values ('ann', 'Ann', 'fr', 'ann-1');
    insert into posts (author_id, id, text, creation_date) values
      ('ann', 'eurusd', 'Long $EURUSD above the range', '2025-03-01T10:00:00Z'),
      ('ann', 'btc', 'Stacking some $BTC on this dip', '2025-03-02T10:00:00Z'),
      ('ann', 'nope', 'Nobody trades $NOPE', '2025-03-03T10:00:00Z'),
      ('ann', 'plain', 'No cashtag at all', '2025-03-04T10:00:00Z');
  `);
  // …then 0029 and 0030 in one go, as an upgrade runs them: 0030's backfill finds no instrument.
  await migrateBefore(database, '0031');
  beforeUpgrade = { indexed: await indexed(database), instruments: await database.db.$count(instruments) };
  // Then every migration left, as the server runs them at start (before any feature writes the catalogue).
  await database.migrate();
  t = await createTestApp({}, { database });
});
// The app closes its database (the database alone if the app was never built).
afterAll(() => (t ? t.close() : database?.close()));

describe('migration 0031 (the instrument catalogue, then 0030’s backfill again)', () => {
  it('starts from the bug: after 0029 and 0030, no instrument and no post indexed', () => {
    expect(beforeUpgrade).toEqual({ indexed: [], instruments: 0 });
  });

  it('indexes the posts written before, by symbol or alias, and not an unknown cashtag', async () => {
    // Dated as their posts, so they take their places in the instruments' lists.
    expect(await indexed(t.database)).toEqual(['ann/btc BTCUSD 2025-03-02T10:00:00.000Z', 'ann/eurusd EURUSD 2025-03-01T10:00:00.000Z']);
  });

  it('puts them on their instruments’ pages', async () => {
    for (const [symbol, id] of [
      ['EURUSD', 'ann/eurusd'],
      ['BTCUSD', 'ann/btc'],
    ]) {
      const response = await t.request({ method: 'GET', url: `/api/v1/instruments/${symbol}/posts?kind=posts` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<PostsPage>().posts.map((post) => post._id)).toEqual([id]);
    }
  });
});
