import type { FailedJobsPage } from '@arya/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimitCounters } from '../src/db/schema/index.ts';
import { JOBS_SCHEMA, type JobType } from '../src/jobs/job-queue.ts';
import { expectError } from './helpers/errors.ts';
import { makeStaff } from './helpers/plans.ts';
import { newMember, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let staff: Member;
let plain: Member;
beforeAll(async () => {
  t = await createTestApp();
  staff = await newMember(t, 'Emma Staff');
  await makeStaff(t, staff.id);
  plain = await newMember(t, 'Paul Membre');
});
afterAll(() => t.close());

const FAILED = '/api/v1/staff/jobs/failed';
const failedJobs = async (query = '') => {
  const response = await t.request({ method: 'GET', url: `${FAILED}${query}`, cookie: staff.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FailedJobsPage>();
};
const stateOf = async (id: string) => {
  const { rows } = await t.database.pool.query<{ state: string; retry_count: number }>(`select state, retry_count from ${JOBS_SCHEMA}.job where id = $1`, [id]);
  return rows[0] ?? null;
};

let queues = 0;
/** A job type of its own for each test (queues are named once). */
function testJob<T extends object>(run: JobType<T>['run'], retries = 0): JobType<T> {
  queues += 1;
  return { name: `test.job-${queues}`, retries, retryDelaySeconds: 1, expireInSeconds: 60, run };
}

describe('a job that keeps failing', () => {
  it('is tried again after a growing delay, then shown to staff with its last error and attempts (and to nobody else)', async () => {
    const runs: number[] = [];
    const job = testJob<{ n: number }>(async ({ n }) => {
      runs.push(Date.now());
      throw new Error(`the outside service refused call ${n} (try ${runs.length})`);
    }, 2);
    await t.app.jobs.define(job);
    const id = await t.app.jobs.send(job, { n: 7 });
    await vi.waitFor(async () => expect(await stateOf(id as string)).toMatchObject({ state: 'failed' }), { timeout: 20_000, interval: 100 });

    expect(runs).toHaveLength(3);
    // retryDelaySeconds 1 with backoff: at least 1 s, then at least 2 s.
    expect(runs[1]! - runs[0]!).toBeGreaterThanOrEqual(900);
    expect(runs[2]! - runs[1]!).toBeGreaterThanOrEqual(1900);
    const { items } = await failedJobs();
    expect(items.find((item) => item.id === id)).toMatchObject({ queue: job.name, error: 'the outside service refused call 7 (try 3)', attempts: 3 });

    expectError(await t.request({ method: 'GET', url: FAILED }), 401, 'UNAUTHENTICATED');
    expectError(await t.request({ method: 'GET', url: FAILED, cookie: plain.cookie }), 403, 'FORBIDDEN');
  }, 30_000);

  it('is listed newest failure first, a keyset page at a time', async () => {
    const job = testJob(async () => {
      throw new Error('always');
    });
    await t.app.jobs.define(job);
    for (let i = 0; i < 3; i += 1) await t.app.jobs.send(job, {});
    await t.app.jobs.idle();
    const first = await failedJobs('?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const rest = await failedJobs(`?limit=50&cursor=${first.nextCursor}`);
    const all = [...first.items, ...rest.items];
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    const failedAt = all.map((item) => item.failedAt);
    expect(failedAt).toEqual([...failedAt].sort().reverse());
    expect(all.filter((item) => item.queue === job.name)).toHaveLength(3);
    expectError(await t.request({ method: 'GET', url: `${FAILED}?cursor=not-ours`, cookie: staff.cookie }), 400, 'VALIDATION_ERROR');
    // Shaped like ours, but its id is no job's (a uuid): refused before the database could fail on it.
    const forged = Buffer.from(JSON.stringify(['2026-11-27T10:00:00.000001Z', 'not-a-uuid'])).toString('base64url');
    expectError(await t.request({ method: 'GET', url: `${FAILED}?cursor=${forged}`, cookie: staff.cookie }), 400, 'VALIDATION_ERROR');
  });
});

describe('staff retrying a failed job', () => {
  const retry = (id: string, cookie?: string) => t.request({ method: 'POST', url: `${FAILED}/${id}/retry`, cookie });

  it('sends it back for one more run: it leaves the failed list, runs, and is done once its cause is mended', async () => {
    let mended = false;
    const job = testJob(async () => {
      if (!mended) throw new Error('the outside service was down');
    });
    await t.app.jobs.define(job);
    const id = (await t.app.jobs.send(job, {})) as string;
    await vi.waitFor(async () => expect(await stateOf(id)).toMatchObject({ state: 'failed' }), { timeout: 20_000, interval: 100 });

    // Nobody but staff, and never a job that is not failed.
    expectError(await retry(id), 401, 'UNAUTHENTICATED');
    expectError(await retry(id, plain.cookie), 403, 'FORBIDDEN');
    expectError(await retry('not-a-uuid', staff.cookie), 400, 'VALIDATION_ERROR');
    expectError(await retry('00000000-0000-4000-8000-000000000000', staff.cookie), 404, 'NOT_FOUND');
    expect(await stateOf(id)).toMatchObject({ state: 'failed' });

    mended = true;
    const response = await retry(id, staff.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id, queue: job.name });
    expect((await failedJobs()).items.map((item) => item.id)).not.toContain(id);
    await vi.waitFor(async () => expect(await stateOf(id)).toMatchObject({ state: 'completed' }), { timeout: 20_000, interval: 100 });
    // Sent back once: a second click finds no failed job.
    expectError(await retry(id, staff.cookie), 404, 'NOT_FOUND');
  }, 30_000);
});

describe('sending a job', () => {
  it('with a key adds it once however many times it is sent, and it runs once', async () => {
    const runs: string[] = [];
    const job = testJob<{ orderId: string }>(async ({ orderId }) => {
      runs.push(orderId);
    });
    await t.app.jobs.define(job);
    const first = await t.app.jobs.send(job, { orderId: 'o-1' }, { key: 'o-1' });
    await t.app.jobs.idle();
    const again = await t.app.jobs.send(job, { orderId: 'o-1' }, { key: 'o-1' });
    await t.app.jobs.send(job, { orderId: 'o-2' }, { key: 'o-2' });
    await t.app.jobs.idle();
    expect(first).not.toBeNull();
    expect(again).toBeNull();
    expect(runs).toEqual(['o-1', 'o-2']);
  });

  it('inside a transaction adds it only if the transaction commits', async () => {
    const runs: string[] = [];
    const job = testJob<{ what: string }>(async ({ what }) => {
      runs.push(what);
    });
    await t.app.jobs.define(job);
    await t.database.db
      .transaction(async (tx) => {
        await t.app.jobs.send(job, { what: 'rolled back' }, { tx });
        await tx.execute(sql`select 1`);
        throw new Error('the write failed');
      })
      .catch(() => undefined);
    await t.database.db.transaction(async (tx) => {
      await t.app.jobs.send(job, { what: 'committed' }, { tx });
    });
    await t.app.jobs.idle();
    expect(runs).toEqual(['committed']);
  });

  it('runs again after a failure and completes', async () => {
    let tries = 0;
    const job = testJob(async () => {
      tries += 1;
      if (tries === 1) throw new Error('once');
    }, 1);
    await t.app.jobs.define(job);
    const id = (await t.app.jobs.send(job, {})) as string;
    await vi.waitFor(async () => expect(await stateOf(id)).toEqual({ state: 'completed', retry_count: 1 }), { timeout: 10_000, interval: 100 });
  });
});

describe('stopping the server', () => {
  it('lets a running job finish, or hands it back to its queue past the stop timeout', async () => {
    const app = await createTestApp({ JOBS_STOP_TIMEOUT_SECONDS: '1' });
    try {
      let release: () => void = () => undefined;
      const started: string[] = [];
      const finishing = testJob<{ name: string }>(async ({ name }) => {
        started.push(name);
        if (name === 'slow') await new Promise<void>((resolve) => (release = resolve));
        if (name === 'stuck') await new Promise(() => undefined);
      }, 3);
      await app.app.jobs.define(finishing);
      const slow = (await app.app.jobs.send(finishing, { name: 'slow' })) as string;
      await vi.waitFor(() => expect(started).toEqual(['slow']), { timeout: 5000, interval: 20 });
      const stopping = app.app.jobs.stop();
      setTimeout(() => release(), 200);
      await stopping;
      const { rows: slowRows } = await app.database.pool.query(`select state from ${JOBS_SCHEMA}.job where id = $1`, [slow]);
      expect(slowRows[0]).toEqual({ state: 'completed' });

      await app.app.jobs.start();
      const stuck = (await app.app.jobs.send(finishing, { name: 'stuck' })) as string;
      await vi.waitFor(() => expect(started).toContain('stuck'), { timeout: 5000, interval: 20 });
      await app.app.jobs.stop();
      const { rows } = await app.database.pool.query(`select state, output from ${JOBS_SCHEMA}.job where id = $1`, [stuck]);
      expect(rows[0]).toMatchObject({ state: 'retry' });
    } finally {
      await app.close();
    }
  });
});

describe('the rate-limit counter sweep', () => {
  it('runs as a job every ten minutes, deleting the counters whose window is over, and a second run deletes nothing more', async () => {
    const { rows: schedules } = await t.database.pool.query(`select cron from ${JOBS_SCHEMA}.schedule where name = 'rate-limits.sweep-counters'`);
    expect(schedules).toEqual([{ cron: '*/10 * * * *' }]);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    await t.database.db.insert(rateLimitCounters).values([
      { key: 'sweep-old', count: 3, windowStart: hoursAgo(2), windowMs: 3_600_000 },
      { key: 'sweep-recent', count: 5, windowStart: hoursAgo(0.1), windowMs: 3_600_000 },
      { key: 'sweep-minute', count: 5, windowStart: hoursAgo(0.1), windowMs: 60_000 },
      // A day's window (a member's reports) outlives the hour-long ones.
      { key: 'sweep-day', count: 7, windowStart: hoursAgo(20), windowMs: 24 * 3_600_000 },
      { key: 'sweep-day-over', count: 7, windowStart: hoursAgo(25), windowMs: 24 * 3_600_000 },
    ]);
    const keys = async () => (await t.database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((row) => row.key).filter((key) => key.startsWith('sweep-'));
    for (let run = 0; run < 2; run += 1) {
      await t.app.jobs.send({ name: 'rate-limits.sweep-counters' }, {});
      await t.app.jobs.idle();
      expect((await keys()).sort()).toEqual(['sweep-day', 'sweep-recent']);
    }
  });
});
