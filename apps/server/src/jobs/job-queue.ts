import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { fromDrizzle, PgBoss, type Db, type DrizzleTransactionLike, type Job, type JobResult } from 'pg-boss';
import type { DatabaseHandle, Transaction } from '../db/client.ts';
import { Keyset, paginate, type Page, type PageRequest } from '../db/keyset.ts';

/** Where pg-boss keeps its tables, beside ours in the same database. */
export const JOBS_SCHEMA = 'pgboss';

/**
 * The columns of pg-boss's job table that the staff list reads (pg-boss owns the table and its
 * migrations: it is not in our schema, so drizzle-kit never touches it).
 */
const pgBossJobs = pgSchema(JOBS_SCHEMA).table('job', {
  id: uuid('id').notNull(),
  name: text('name').notNull(),
  state: text('state').notNull(),
  output: jsonb('output'),
  retryCount: integer('retry_count').notNull(),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
  completedOn: timestamp('completed_on', { withTimezone: true }).notNull(),
});
/** Failed jobs, the latest failure first. */
const failedJobsKeyset = new Keyset(pgBossJobs.completedOn, [pgBossJobs.id]);

/**
 * A kind of work that need not finish inside a request. Its `run` must be idempotent: a job can run
 * twice (the process stopped after the work and before the job was marked done), and the second
 * run must change nothing (a key, a unique constraint, a `where` on the state it moves from).
 */
export interface JobType<T extends object = Record<string, never>> {
  /** The queue's name: `<feature>.<what>`, letters, digits, dots and dashes. */
  name: string;
  /** Runs after the first failure; each waits twice as long as the one before (with jitter), from `retryDelaySeconds`. */
  retries: number;
  retryDelaySeconds: number;
  /** The longest a run may take: past it the run is taken for lost and tried again. */
  expireInSeconds: number;
  /** Recurring work: a cron expression (UTC). pg-boss starts one job per tick across every process. */
  cron?: string;
  run(data: T, job: { id: string }): Promise<void>;
}

export interface JobQueueSettings {
  /** How often an idle worker asks for work (at least 0.5 s). */
  pollSeconds: number;
  /** On shutdown, how long running jobs may go on before they are handed back to the queue. */
  stopTimeoutSeconds: number;
}

export interface JobLog {
  info(object: unknown, message: string): void;
  warn(object: unknown, message: string): void;
  error(object: unknown, message: string): void;
}

/** A failed job as staff see it: what it was, what went wrong, how many times it was tried. */
export interface FailedJobRow {
  id: string;
  queue: string;
  error: string;
  attempts: number;
  createdAt: Date;
  failedAt: Date;
  /** The failure instant with microseconds, for the keyset cursor. */
  cursorDate: string;
}

/** A queue's jobs by state (see JobQueue.countsOf). */
export interface JobCounts {
  waiting: number;
  deferred: number;
  active: number;
  failed: number;
  /** The latest start of the deferred jobs, null when none is. */
  deferredUntil: Date | null;
}

/** Failed jobs (retries spent) are kept this long for staff to see; completed ones too. */
const KEEP_FINISHED_SECONDS = 14 * 24 * 60 * 60;
/** Jobs a worker takes per fetch (run one after the other, each settled on its own). */
const JOBS_PER_FETCH = 5;
/** A live worker proves it every half of this; past it with no proof, its job is run again. */
const HEARTBEAT_SECONDS = 30;

/**
 * The job queue: pg-boss on the application's own database and connection pool. On the embedded
 * PGlite that is one connection shared with requests: pg-boss's queries (a poll is one short
 * statement per queue) wait their turn like any request's, and never hold the connection while a
 * job runs. Queues are declared with `define` (before or after start); `send` adds a job, inside
 * the caller's transaction when given one, so a job exists exactly when the write that needs it.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly types = new Map<string, JobType<object>>();
  private readonly workers = new Map<string, string>();
  private readonly running = new Set<Promise<unknown>>();
  private started = false;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly settings: JobQueueSettings,
    private readonly log: JobLog,
  ) {
    this.boss = new PgBoss({ db: poolDb(database), schema: JOBS_SCHEMA, backend: database.kind === 'pglite' ? 'pglite' : 'postgres' });
    this.boss.on('error', (error) => log.error({ err: error }, 'the job queue failed'));
  }

  /** Declares a queue and its worker; started at once when the queue is running. */
  async define<T extends object>(type: JobType<T>): Promise<void> {
    if (this.types.has(type.name)) throw new Error(`The job ${type.name} is defined twice`);
    this.types.set(type.name, type as unknown as JobType<object>);
    if (this.started) await this.startType(type as unknown as JobType<object>);
  }

  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
    if (this.database.kind === 'pglite') await this.requeueOrphans();
    for (const type of this.types.values()) await this.startType(type);
  }

  /**
   * Adds a job. With a `key`, the job is the same one however many times it is sent (while it is
   * kept): the second send adds nothing and answers null. With `tx`, the job is added in that
   * transaction, and is lost only if it rolls back.
   */
  async send<T extends object>(type: Pick<JobType<T>, 'name'>, data: T, options: { key?: string; tx?: Transaction; startAfter?: Date } = {}): Promise<string | null> {
    if (!this.types.has(type.name)) throw new Error(`The job ${type.name} is not defined`);
    return this.boss.send(type.name, data, {
      ...(options.key ? { id: keyId(type.name, options.key) } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.tx ? { db: fromDrizzle(options.tx as unknown as DrizzleTransactionLike, sql) } : {}),
    });
  }

  /**
   * Stops taking work; running jobs get `stopTimeoutSeconds` to finish, then are failed back into
   * their queue (retried by this process's successor or another one). The pool stays open: the
   * database is closed by its owner.
   */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, close: false, timeout: this.settings.stopTimeoutSeconds * 1000 });
  }

  /**
   * Resolves once nothing is waiting to run now or running in the queues defined here (jobs set to
   * retry later do not count), waking the workers instead of waiting for their next poll (tests).
   */
  async idle(timeoutMs = 15_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    const names = [...this.types.keys()];
    for (;;) {
      for (const worker of this.workers.values()) this.boss.notifyWorker(worker);
      const { rows } = await this.database.pool.query<{ count: number }>(
        `select count(*)::int as count from ${JOBS_SCHEMA}.job where name = any($1) and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
        [names],
      );
      if (rows[0]?.count === 0 && this.running.size === 0) return;
      if (Date.now() > until) throw new Error(`The job queue is still busy after ${timeoutMs} ms`);
      await delay(20);
    }
  }

  /** Failed jobs whose retries are spent, the latest failure first, a keyset page at a time (staff). */
  async failedJobs(request: PageRequest): Promise<Page<FailedJobRow>> {
    return paginate(
      failedJobsKeyset,
      request,
      ({ after, orderBy, limit }) =>
        this.database.db
          .select({
            id: sql<string>`${pgBossJobs.id}::text`,
            queue: pgBossJobs.name,
            output: pgBossJobs.output,
            retryCount: pgBossJobs.retryCount,
            createdAt: pgBossJobs.createdOn,
            failedAt: pgBossJobs.completedOn,
            cursorDate: failedJobsKeyset.instant,
          })
          .from(pgBossJobs)
          .where(and(eq(pgBossJobs.state, 'failed'), after))
          .orderBy(...orderBy)
          .limit(limit)
          .then((rows) => rows.map(({ output, retryCount, ...row }) => ({ ...row, error: errorText(output), attempts: retryCount + 1 }))),
      (row) => [row.id],
    );
  }

  /**
   * How many jobs of a queue are in each state (staff): due now and not taken (new, or to be tried
   * again), deferred (to start later), running, and failed (retries spent, kept 14 days); with the
   * latest start of the deferred ones. One statement, on the queue's own rows.
   */
  async countsOf(name: string): Promise<JobCounts> {
    const { rows } = await this.database.pool.query<{ waiting: number; deferred: number; active: number; failed: number; deferred_until: Date | string | null }>(
      `select count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as waiting,
              count(*) filter (where state = 'created' and start_after > now())::int as deferred,
              count(*) filter (where state = 'active')::int as active,
              count(*) filter (where state = 'failed')::int as failed,
              max(start_after) filter (where state = 'created' and start_after > now()) as deferred_until
         from ${JOBS_SCHEMA}.job where name = $1`,
      [name],
    );
    const row = rows[0];
    return {
      waiting: row?.waiting ?? 0,
      deferred: row?.deferred ?? 0,
      active: row?.active ?? 0,
      failed: row?.failed ?? 0,
      deferredUntil: row?.deferred_until ? new Date(row.deferred_until) : null,
    };
  }

  /**
   * Sends a failed job back to its queue for one more run (staff, once its cause is mended); null
   * when no failed job has this id (unknown, or already sent back).
   */
  async retryFailed(id: string): Promise<{ id: string; queue: string } | null> {
    const [job] = await this.database.db
      .select({ queue: pgBossJobs.name })
      .from(pgBossJobs)
      .where(and(eq(pgBossJobs.id, id), eq(pgBossJobs.state, 'failed')));
    if (!job) return null;
    // pg-boss moves it from failed only while it still is: two staff clicking at once retry it once.
    // pg-boss 12 declares its command answer as `{}`; it carries the count it changed.
    const { affected = 0 } = (await this.boss.retry(job.queue, id)) as { affected?: number };
    return affected > 0 ? { id, queue: job.queue } : null;
  }

  private async startType(type: JobType<object>) {
    await this.boss.createQueue(type.name, {
      retryLimit: type.retries,
      retryDelay: type.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: type.expireInSeconds,
      heartbeatSeconds: HEARTBEAT_SECONDS,
      deleteAfterSeconds: KEEP_FINISHED_SECONDS,
    });
    // createQueue leaves an existing queue as it was: a changed retry policy is applied here.
    await this.boss.updateQueue(type.name, { retryLimit: type.retries, retryDelay: type.retryDelaySeconds, retryBackoff: true, expireInSeconds: type.expireInSeconds });
    // A few jobs per fetch, each settled on its own, and fetched again at once while fetches come
    // back full: one job per poll (every 2 s by default) would leave a burst of translations
    // behind by minutes (the bench measured 0.5 jobs/s).
    const worker = await this.boss.work(
      type.name,
      { pollingIntervalSeconds: this.settings.pollSeconds, batchSize: JOBS_PER_FETCH, burstWhenBatchFull: true, perJobResults: true },
      (jobs: Job<object>[]) => this.runBatch(type, jobs),
    );
    this.workers.set(type.name, worker);
    if (type.cron) await this.boss.schedule(type.name, type.cron, {}, { tz: 'UTC' });
  }

  /** Runs a fetch's jobs one after the other; one that fails is retried alone, the others are done. */
  private async runBatch(type: JobType<object>, jobs: Job<object>[]): Promise<JobResult[]> {
    const results: JobResult[] = [];
    for (const job of jobs) {
      const run = type.run(job.data, { id: job.id });
      this.running.add(run);
      try {
        await run;
        results.push({ id: job.id, status: 'completed' });
      } catch (error) {
        this.log.warn({ err: error, job: job.id, queue: type.name }, 'a job failed (tried again later while it has retries left)');
        results.push({ id: job.id, status: 'failed', output: error });
      } finally {
        this.running.delete(run);
      }
    }
    return results;
  }

  /**
   * On the embedded database this process is the only one using it: a job still active at start
   * was cut short by a crash (kill -9, power loss). It goes back to its queue at once (a failure
   * counted as an attempt). On PostgreSQL other processes may be at work: a dead one's jobs are
   * found by their missing heartbeat instead.
   */
  private async requeueOrphans() {
    const { rows } = await this.database.pool.query<{ id: string; name: string }>(`select id::text, name from ${JOBS_SCHEMA}.job where state = 'active'`);
    const byQueue = new Map<string, string[]>();
    for (const row of rows) byQueue.set(row.name, [...(byQueue.get(row.name) ?? []), row.id]);
    for (const [name, ids] of byQueue) {
      this.log.warn({ queue: name, jobs: ids.length }, 'jobs cut short by a stop of the server go back to their queue');
      await this.boss.fail(name, ids, { message: 'The server stopped while the job ran' });
    }
  }
}

/** pg-boss's queries go through the application's pool (one connection on PGlite), not a pool of its own. */
function poolDb(database: DatabaseHandle): Db {
  return { executeSql: (text: string, values?: unknown[]) => database.pool.query(text, values) };
}

/** The same key always gives the same job id (a UUID made from a hash of the queue and the key). */
function keyId(queue: string, key: string): string {
  const hex = createHash('sha256').update(`${queue}\n${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** pg-boss stores a thrown error as its serialised fields. */
function errorText(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string') return output.message;
  return output === null || output === undefined ? '' : JSON.stringify(output);
}

/** Creates (or brings up to date) pg-boss's tables, as its start does (test databases are made with them). */
export async function installJobQueue(database: DatabaseHandle): Promise<void> {
  const boss = new PgBoss({ db: poolDb(database), schema: JOBS_SCHEMA, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}
