import type { TranslationQueue } from '@arya/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { translationUsage } from '../src/db/schema/index.ts';
import { monthOf, nextMonthStart } from '../src/features/translations/budget.repository.ts';
import { JOBS_SCHEMA } from '../src/jobs/job-queue.ts';
import { expectError } from './helpers/errors.ts';
import { startFakeDeepL, type FakeDeepL } from './helpers/fake-deepl.ts';
import { makeStaff } from './helpers/plans.ts';
import { newMember, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const URL = '/api/v1/staff/translations';
const JOB = 'translations.translate';
const HOUR_MS = 60 * 60 * 1000;
const LIMIT = 100_000;

/** No provider configured (the tests' default): nobody translates. */
let off: TestApp;
/** DeepL configured (a fake), its workers stopped: the jobs put in the queue stay where they are put. */
let deepl: TestApp;
let fake: FakeDeepL;
let offStaff: Member;
let deeplStaff: Member;
let member: Member;

beforeAll(async () => {
  fake = await startFakeDeepL();
  [off, deepl] = await Promise.all([
    createTestApp(),
    createTestApp({ DEEPL_API_KEY: 'k:fx', DEEPL_API_URL: fake.url, TRANSLATION_MONTHLY_CHARACTERS: String(LIMIT), TRANSLATION_QUOTA_RETRY_HOURS: '3' }),
  ]);
  await deepl.app.jobs.stop();
  [offStaff, deeplStaff, member] = await Promise.all([newMember(off, 'Emma Staff'), newMember(deepl, 'Eva Staff'), newMember(off, 'Paul Membre')]);
  await makeStaff(off, offStaff.id);
  await makeStaff(deepl, deeplStaff.id);
});
afterAll(async () => {
  await Promise.all([off?.close(), deepl?.close()]);
  await fake?.close();
});

async function queueOf(t: TestApp, staff: Member): Promise<TranslationQueue> {
  const response = await t.request({ method: 'GET', url: URL, cookie: staff.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TranslationQueue>();
}

/** Puts a translation job in pg-boss's table as the queue would leave it. */
async function insertJob(state: 'created' | 'retry' | 'active' | 'completed' | 'failed', startAfter: Date = new Date(Date.now() - 60_000)) {
  const finished = state === 'completed' || state === 'failed';
  await deepl.database.pool.query(
    `insert into ${JOBS_SCHEMA}.job (name, data, state, start_after, started_on, completed_on) values ($1, $2, $3, $4, $5, $6)`,
    [JOB, { target: { kind: 'post', authorId: 'a', id: 'p' }, hash: 'h' }, state, startAfter, state === 'created' ? null : new Date(), finished ? new Date() : null],
  );
}

async function setUsage(characters: number, quotaExceededAt: Date | null = null) {
  await deepl.database.db.insert(translationUsage).values({ month: monthOf(new Date()), characters, quotaExceededAt });
}

describe('the translation queue, for staff', () => {
  it('is for staff only: a visitor is asked to sign in (401), a member is refused (403)', async () => {
    expectError(await off.request({ method: 'GET', url: URL }), 401, 'UNAUTHENTICATED');
    expectError(await off.request({ method: 'GET', url: URL, cookie: member.cookie }), 403, 'FORBIDDEN');
  });

  it('says nobody translates when no provider is configured, with nothing counted, waiting or paused', async () => {
    expect(await queueOf(off, offStaff)).toEqual({
      provider: 'off',
      month: monthOf(new Date()),
      budget: { limit: 500_000, used: 0 },
      jobs: { waiting: 0, deferred: 0, active: 0, failed: 0 },
      pausedUntil: null,
      reason: null,
      lastQuotaAt: null,
    });
  });
});

describe('the translation queue with DeepL configured', () => {
  beforeEach(async () => {
    await deepl.database.pool.query(`delete from ${JOBS_SCHEMA}.job where name = $1`, [JOB]);
    await deepl.database.db.delete(translationUsage);
  });

  it("counts the jobs by state: due now (new or to try again), deferred, running and failed; done ones are not counted", async () => {
    await Promise.all([insertJob('created'), insertJob('created'), insertJob('retry'), insertJob('active'), insertJob('failed'), insertJob('failed'), insertJob('completed')]);
    // Deferred, but before the month ends (as after the provider's refusal): no pause of the budget's.
    const now = Date.now();
    await insertJob('created', new Date((now + nextMonthStart(new Date(now)).getTime()) / 2));
    await setUsage(12_400);
    expect(await queueOf(deepl, deeplStaff)).toEqual({
      provider: 'deepl',
      month: monthOf(new Date()),
      budget: { limit: LIMIT, used: 12_400 },
      jobs: { waiting: 3, deferred: 1, active: 1, failed: 2 },
      pausedUntil: null,
      reason: null,
      lastQuotaAt: null,
    });
  });

  it("says the month's budget is spent, until the 1st of next month, once (all but) every character is used", async () => {
    await setUsage(LIMIT - 50);
    expect(await queueOf(deepl, deeplStaff)).toMatchObject({ budget: { limit: LIMIT, used: LIMIT - 50 }, reason: 'budget', pausedUntil: nextMonthStart(new Date()).toISOString() });
  });

  it('says the budget makes jobs wait when one is deferred to the 1st of next month, whatever the count says', async () => {
    const monthStart = nextMonthStart(new Date());
    await insertJob('created', monthStart);
    await setUsage(LIMIT - 500);
    expect(await queueOf(deepl, deeplStaff)).toMatchObject({ jobs: { waiting: 0, deferred: 1, active: 0, failed: 0 }, reason: 'budget', pausedUntil: monthStart.toISOString() });
  });

  it("says the provider's quota makes jobs wait for the retry delay after its refusal, then no longer", async () => {
    const refused = new Date(Date.now() - HOUR_MS);
    await setUsage(12_400, refused);
    expect(await queueOf(deepl, deeplStaff)).toMatchObject({
      reason: 'provider_quota',
      pausedUntil: new Date(refused.getTime() + 3 * HOUR_MS).toISOString(),
      lastQuotaAt: refused.toISOString(),
    });

    const longAgo = new Date(Date.now() - 4 * HOUR_MS);
    await deepl.database.db.update(translationUsage).set({ quotaExceededAt: longAgo });
    expect(await queueOf(deepl, deeplStaff)).toMatchObject({ reason: null, pausedUntil: null, lastQuotaAt: longAgo.toISOString() });
  });

  it("names the budget first when both the budget and the provider's quota are spent", async () => {
    await setUsage(LIMIT, new Date(Date.now() - HOUR_MS));
    expect(await queueOf(deepl, deeplStaff)).toMatchObject({ reason: 'budget', pausedUntil: nextMonthStart(new Date()).toISOString() });
  });
});
