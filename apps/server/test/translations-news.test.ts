import type { InternalNews, NewsInput, Post } from '@arya/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalNews, users } from '../src/db/schema/index.ts';
import { translateJob } from '../src/features/translations/translate.job.ts';
import { JOBS_SCHEMA } from '../src/jobs/job-queue.ts';
import { DeepLTranslator } from '../src/providers/translation/deepl-translator.ts';
import { seedDemoIdeasAndNews } from '../src/seed/demo-ideas.ts';
import type { SeedDependencies } from '../src/seed/demo-seed.ts';
import { seedDemoTranslations } from '../src/seed/demo-translations-seed.ts';
import { newsSourceOf } from '../src/shared/translations/source.ts';
import { startFakeDeepL, type FakeDeepL } from './helpers/fake-deepl.ts';
import { makeStaff, setPlan } from './helpers/plans.ts';
import { getPost, newMember, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const KEY = 'test-deepl-key:fx';
const JOB = 'translations.translate';

let fake: FakeDeepL;
let t: TestApp;
let staff: Member;
let goldEn: Member;
let free: Member;

beforeAll(async () => {
  fake = await startFakeDeepL({ authKey: KEY });
  t = await createTestApp({ DEEPL_API_KEY: KEY, DEEPL_API_URL: fake.url });
  [staff, goldEn, free] = [await newMember(t, 'Staff Sam'), await newMember(t, 'Gold Grace', 'en'), await newMember(t, 'Free Flo', 'en')];
  await makeStaff(t, staff.id);
  await setPlan(t, goldEn.id, 'GOLD');
  await setPlan(t, free.id, 'free');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

type Version = NonNullable<NewsInput['localizations']['fr']>;
const version = (title: string, contents: string, secondaryTitle = ''): Version => ({ title, secondaryTitle, contents, audios: [], files: [] });
const FRENCH = version('Pétrole : les stocks américains reculent', 'Le Brent recule après la baisse surprise des stocks, je reste vendeur sur les rebonds.', 'Flash de la semaine');
const ENGLISH = version('Oil: US inventories fall', 'Brent is falling after the surprise drop in inventories, I am still a seller on the rallies.');
const newsBody = (localizations: NewsInput['localizations']): NewsInput => ({
  categories: { tradingTerm: 'short', template: 'flash', trend: 'bearish', instrument: 'Brent', timeFrame: 'D1', orderType: 'market' },
  category: 'commodities',
  targetPrices: { entry: null, be: null, tp1: null, tp2: null, tp3: null, sl: null },
  images: [],
  localizations,
  availableFor: [
    { Subscription: 'GOLD', Language: 'fr' },
    { Subscription: 'GOLD', Language: 'en' },
  ],
});
const publishNews = async (app: TestApp, author: Member, localizations: NewsInput['localizations']) => {
  const response = await app.request({ method: 'POST', url: '/api/v1/internal-news', cookie: author.cookie, body: newsBody(localizations) as unknown as Record<string, unknown> });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InternalNews>();
};
const read = async (reader: Member, news: InternalNews) => (await getPost(t, reader.cookie, news.PostId)).json<Post>().InternalNewsData;
const stored = async (app: TestApp, id: string) => (await app.database.db.select().from(internalNews).where(eq(internalNews.id, id)))[0]!;
const jobsOf = async (id: string) => (await t.database.pool.query(`select state from ${JOBS_SCHEMA}.job where name = $1 and data::text like $2`, [JOB, `%${id}%`])).rows;
const sent = (fragment: string) => fake.requests.filter((request) => request.texts.some((text) => text.includes(fragment))).length;

describe('news', () => {
  it('translates a news item written in French only into English, for readers who may read it', async () => {
    const news = await publishNews(t, staff, { fr: FRENCH, en: null });
    expect(news.Translation).toBeNull();
    expect((await stored(t, news.Id)).textLang).toBe('fr');
    await t.app.jobs.idle();
    const [request] = fake.requests.filter((item) => item.texts.some((text) => text.includes('Brent recule')));
    expect(request).toMatchObject({ source: 'fr', target: 'en-GB' });
    expect(request?.texts).toHaveLength(3);
    expect((await read(goldEn, news))?.Translation).toEqual({
      Language: 'en',
      Title: `[EN] ${FRENCH.title}`,
      SecondaryTitle: `[EN] ${FRENCH.secondaryTitle}`,
      Contents: `[EN] ${FRENCH.contents}`,
      By: 'deepl',
    });
  });

  it('sends no translation to a reader the item is locked for', async () => {
    const news = await publishNews(t, staff, { fr: version('Or : la résistance tient encore', 'L’or bute encore sur sa résistance, nous restons à l’écart cette semaine.'), en: null });
    await t.app.jobs.idle();
    const response = await getPost(t, free.cookie, news.PostId);
    expect(response.json<Post>().InternalNewsData).toMatchObject({ Locked: true, Translation: null });
    expect(response.body).not.toContain('[EN]');
  });

  it('queues no job for an item written in both languages', async () => {
    const news = await publishNews(t, staff, { fr: version('Bilingue : le dollar se reprend', 'Le dollar se reprend face à l’euro, la tendance reste fragile.'), en: ENGLISH });
    await t.app.jobs.idle();
    expect(await jobsOf(news.Id)).toEqual([]);
    expect((await stored(t, news.Id)).textLang).toBeNull();
    expect((await read(goldEn, news))?.Translation).toBeNull();
  });

  it('keeps the detected language and translates nothing when it is not the section’s', async () => {
    const news = await publishNews(t, staff, { fr: ENGLISH, en: null });
    await t.app.jobs.idle();
    expect((await stored(t, news.Id)).textLang).toBe('en');
    expect(await jobsOf(news.Id)).toEqual([]);
  });
});

describe('the news translation job, run on its own', () => {
  let quiet: TestApp;
  let author: Member;
  beforeAll(async () => {
    quiet = await createTestApp();
    author = await newMember(quiet, 'Jade Job');
    await makeStaff(quiet, author.id);
  });
  afterAll(() => quiet.close());

  const job = () =>
    translateJob({
      db: quiet.database.db,
      jobs: quiet.app.jobs,
      translator: new DeepLTranslator({ apiKey: KEY, serverUrl: fake.url }),
      live: quiet.app.live,
      monthlyCharacters: 100_000,
      memberDailyCharacters: 100_000,
      quotaRetryHours: 6,
      log: { warn: () => {}, info: () => {} },
    });
  /** A French-only item (no job: this app has no provider) and the job's data for it. */
  const write = async (contents: string) => {
    const news = await publishNews(quiet, author, { fr: version('Une brève de la rédaction', contents), en: null });
    return { news, data: { target: { kind: 'news' as const, id: news.Id }, hash: newsSourceOf(await stored(quiet, news.Id)).hash } };
  };
  const remove = (news: InternalNews) => quiet.request({ method: 'DELETE', url: `/api/v1/internal-news/${news.Id}`, cookie: author.cookie });

  it('sends nothing for a deleted news item, nor for an erased author’s', async () => {
    const deleted = await write('Une brève supprimée avant sa traduction, marqueur alpha.');
    await remove(deleted.news);
    await job().run(deleted.data, { id: 'x' });
    expect(sent('marqueur alpha')).toBe(0);

    const erased = await write('Une brève dont l’auteur est parti, marqueur bravo.');
    await quiet.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, author.id));
    await job().run(erased.data, { id: 'x' });
    expect(sent('marqueur bravo')).toBe(0);
    await quiet.database.db.update(users).set({ deletedAt: null }).where(eq(users.id, author.id));
  });

  it('stores nothing when the item is deleted while the provider translates it, and stores it otherwise', async () => {
    const racing = await write('Une brève supprimée pendant sa traduction, marqueur charlie.');
    const hold = fake.hold();
    const running = job().run(racing.data, { id: 'x' });
    await hold.arrived;
    await remove(racing.news);
    hold.release();
    await running;
    expect(sent('marqueur charlie')).toBe(1);
    expect((await stored(quiet, racing.news.Id)).translation).toBeNull();

    const kept = await write('Une brève traduite jusqu’au bout, marqueur delta.');
    await job().run(kept.data, { id: 'x' });
    expect((await stored(quiet, kept.news.Id)).translation).toMatchObject({ language: 'en', contents: '[EN] Une brève traduite jusqu’au bout, marqueur delta.', by: 'deepl', from: kept.data.hash });
  });
});

describe('the demo seed', () => {
  it('stores a human English translation of the French-only news item, and none for the bilingual one', async () => {
    const seeded = await createTestApp();
    try {
      const staffMember = await newMember(seeded, 'Demo Staff');
      const ids = new Map([['staff' as const, staffMember.id]]);
      await seedDemoIdeasAndNews({ db: seeded.database.db, config: seeded.app.ctx.config } as SeedDependencies, ids);
      await seedDemoTranslations(seeded.database.db, ids);
      const rows = await seeded.database.db.select({ textLang: internalNews.textLang, translation: internalNews.translation }).from(internalNews);
      expect(rows).toHaveLength(2);
      expect(rows).toContainEqual({ textLang: null, translation: null });
      expect(rows).toContainEqual({
        textLang: 'fr',
        translation: {
          language: 'en',
          title: 'Oil: US inventories on the rise',
          secondaryTitle: null,
          contents: 'An unexpected build in inventories: expect selling pressure on Brent this week.',
          by: 'human',
          from: expect.any(String),
        },
      });
    } finally {
      await seeded.close();
    }
  });
});
