import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DiskFullError, fullDiskMessage } from '../disk-space.ts';
import { MIGRATIONS_DIR, PGLITE_WORKER } from '../paths.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a `db.transaction` callback gets. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: the data folder as a tar file. */
  dump?(): Promise<Buffer>;
  /** A PostgreSQL server's address (for connections of its own, e.g. LISTEN between processes); null on PGlite. */
  url: string | null;
  /** The connection pool the ORM uses (one connection on PGlite): the job queue sends its own SQL through it. */
  pool: pg.Pool;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `dir` null keeps the database in memory; `from` starts it from a data-folder dump file (tests). */
  | { kind: 'pglite'; dir: string | null; from?: string };

/** The embedded PGlite under `DATA_DIR/db` unless a PostgreSQL server URL is given. */
export function databaseTarget(databaseUrl: string | undefined, dataDir: string): DatabaseTarget {
  return databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dir: path.join(dataDir, 'db') };
}

export interface DatabaseOptions {
  /** Called with the SQL of every query the ORM sends (tests count queries with it). */
  onQuery?: (sql: string) => void;
  /** How long an idle embedded connection stays open (default: for good); tests shorten it. */
  embeddedIdleTimeoutMs?: number;
}

/**
 * One way to the database for both kinds: the `pg` driver, to a PostgreSQL server or to the
 * embedded PGlite, which runs in a worker thread behind a private Unix socket so that its work
 * never blocks the request thread.
 */
export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  const embedded = target.kind === 'pglite' ? await startEmbeddedPostgres(target) : null;
  const pool = new pg.Pool(
    embedded
      ? {
          host: embedded.socketDir,
          port: EMBEDDED_PORT,
          user: 'postgres',
          database: 'postgres',
          // PGlite runs one query at a time: one connection, so a transaction never waits for itself.
          // It is kept open: reconnecting costs a round of set-up for nothing.
          max: 1,
          idleTimeoutMillis: options.embeddedIdleTimeoutMs ?? 0,
          // PGlite is one database session whatever the connection: a new connection (after a failed
          // query, pg drops its connection) finds the named statements of the last one (db/prepared.ts),
          // which pg would prepare again ("already exists"). Cleared before the connection is used.
          onConnect: async (client: pg.ClientBase) => {
            await client.query(`DEALLOCATE ALL; SET plan_cache_mode = ${PLAN_CACHE_MODE}; SET max_parallel_workers_per_gather = 0; SET jit = off`);
          },
        }
      : { connectionString: (target as { url: string }).url, max: 10, options: `-c plan_cache_mode=${PLAN_CACHE_MODE} -c max_parallel_workers_per_gather=0 -c jit=off` },
  );
  // An idle connection can be cut by the server (restart, failover); the pool replaces it. Without
  // a listener the pool would rethrow the error and stop the process.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost (${error.message}); the pool opens a new one when needed`));
  const logger = options.onQuery ? { logQuery: (query: string) => options.onQuery?.(query) } : undefined;
  const db = drizzle({ client: pool, schema, logger }) as unknown as Database;
  return {
    db,
    kind: target.kind,
    migrate: () => migrate(db as unknown as Parameters<typeof migrate>[0], { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => pingDatabase(db),
    pool,
    url: embedded ? null : (target as { url: string }).url,
    ...(embedded ? { dump: embedded.dump } : {}),
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}

/**
 * Our hot queries are named statements (db/prepared.ts) whose best plan does not depend on their
 * values (key lookups and index scans in key order); left to choose, PostgreSQL plans them again on
 * every call with the values (custom plans), which cost more than running them (measured on the
 * feed: 4.6 ms a page with custom plans, 3.4 ms generic; one post 4.6 vs 1.9 ms). Planned once per
 * connection instead.
 */
const PLAN_CACHE_MODE = 'force_generic_plan';
/*
 * No parallel workers and no JIT: every statement reads a page or a few rows from an index. With the
 * feed's joins for ideas and news, a generic plan's estimated cost passes jit_above_cost and the
 * planner's parallel threshold: compiling the plan took 58 ms of a 2 ms page, and two workers 8 ms;
 * at 1,000,000 posts on 2 cores the feed fell from 560 to 100 req/s. Set on each connection.
 */

/** pg reaches a Unix socket as `<host folder>/.s.PGSQL.<port>`. */
const EMBEDDED_PORT = 5432;

async function startEmbeddedPostgres(target: { dir: string | null; from?: string }) {
  // PGlite does not create missing parent folders.
  if (target.dir) mkdirSync(path.dirname(target.dir), { recursive: true });
  const socketDir = mkdtempSync(path.join(tmpdir(), 'arya-db-'));
  const worker = new Worker(PGLITE_WORKER, {
    workerData: { dataDir: target.dir, dumpFile: target.from ?? null, socketPath: path.join(socketDir, `.s.PGSQL.${EMBEDDED_PORT}`) },
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (message) => (message === 'ready' ? resolve() : reject(new Error(`Unexpected message from the database worker: ${String(message)}`))));
      worker.once('error', reject);
      void exited.then(() => reject(new Error('The embedded database stopped while starting')));
    });
  } catch (error) {
    // A worker that failed to start may still hold the data folder's files open: end it first.
    await worker.terminate();
    rmSync(socketDir, { recursive: true, force: true });
    // PGlite says only that it "failed to initialize properly": a full disk is the usual cause, so say it.
    const full = target.dir ? fullDiskMessage(target.dir) : null;
    if (full) throw new DiskFullError(`The embedded database could not start. ${full}`, { cause: error });
    throw error instanceof Error ? error : new Error(`The embedded database could not start: ${String((error as { message?: unknown } | null)?.message ?? error)}`, { cause: error });
  }
  // After start-up, a failure of the worker is a failure of the database: say so, loudly.
  worker.on('error', (error) => console.error('The embedded database (PGlite worker) failed:', error));
  const ask = <T>(message: string, answer: (reply: unknown) => T | undefined) =>
    new Promise<T>((resolve) => {
      const listen = (reply: unknown) => {
        const value = answer(reply);
        if (value === undefined) return;
        worker.off('message', listen);
        resolve(value);
      };
      worker.on('message', listen);
      worker.postMessage(message);
    });
  return {
    socketDir,
    /** The whole data folder as a tar file (tests start their databases from one). */
    dump: () => ask('dump', (reply) => (reply && typeof reply === 'object' && 'dump' in reply ? Buffer.from((reply as { dump: Uint8Array }).dump) : undefined)),
    async stop() {
      await ask('stop', (reply) => (reply === 'stopped' ? true : undefined));
      await exited;
      rmSync(socketDir, { recursive: true, force: true });
    },
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
