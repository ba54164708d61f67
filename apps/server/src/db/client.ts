import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `dir` null keeps the database in memory; `from` starts it from a data-folder dump (tests). */
  | { kind: 'pglite'; dir: string | null; from?: Blob };

/** The embedded PGlite under `DATA_DIR/db` unless a PostgreSQL server URL is given. */
export function databaseTarget(databaseUrl: string | undefined, dataDir: string): DatabaseTarget {
  return databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dir: path.join(dataDir, 'db') };
}

export interface DatabaseOptions {
  /** Called with the SQL of every query the ORM sends (tests count queries with it). */
  onQuery?: (sql: string) => void;
}

export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  const logger = options.onQuery ? { logQuery: (query: string) => options.onQuery?.(query) } : undefined;
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection can be cut by the server (restart, failover); the pool replaces it. Without
    // a listener the pool would rethrow the error and stop the process.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost (${error.message}); the pool opens a new one when needed`));
    const db = drizzlePg({ client: pool, schema, logger });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      ping: () => pingDatabase(db as unknown as Database),
      close: () => pool.end(),
    };
  }
  // PGlite does not create missing parent folders.
  if (target.dir) mkdirSync(path.dirname(target.dir), { recursive: true });
  const client = new PGlite({ ...(target.dir ? { dataDir: target.dir } : {}), ...(target.from ? { loadDataDir: target.from } : {}) });
  await client.waitReady;
  const db = drizzlePglite({ client, schema, logger });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => pingDatabase(db as unknown as Database),
    close: () => client.close(),
  };
}

async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
