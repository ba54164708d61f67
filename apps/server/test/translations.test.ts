import { LIVE_CALLS, LIVE_EVENTS, type Comment, type IdeaInput, type LivePostTranslated, type Post } from '@arya/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, posts, translationCharges, translationMemberUsage, translationUsage, users } from '../src/db/schema/index.ts';
import * as budget from '../src/features/translations/budget.repository.ts';
import { translateJob } from '../src/features/translations/translate.job.ts';
import { JOBS_SCHEMA } from '../src/jobs/job-queue.ts';
import { DeepLTranslator } from '../src/providers/translation/deepl-translator.ts';
import { postSourceOf } from '../src/shared/translations/source.ts';
import type { TranslateData } from '../src/shared/translations/queue.ts';
import { startFakeDeepL, type FakeDeepL } from './helpers/fake-deepl.ts';
import { call, closeAllSockets, nextEvent, openSocket, postChannel } from './helpers/live.ts';
import { makeCoach, setPlan } from './helpers/plans.ts';
import { createPost, getPost, newMember, updatePost, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const KEY = 'test-deepl-key:fx';
const FRENCH = "Je reste acheteur sur l'EUR/USD tant que le support tient, objectif la résistance.";
const JOB = 'translations.translate';

let fake: FakeDeepL;
let t: TestApp;
let base: string;
let alice: Member;
let bob: Member;
let coach: Member;
let free: Member;

beforeAll(async () => {
  fake = await startFakeDeepL({ authKey: KEY });
  t = await createTestApp({ DEEPL_API_KEY: KEY, DEEPL_API_URL: fake.url });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [alice, bob, coach, free] = [await newMember(t, 'Alice Martin'), await newMember(t, 'Bob Smith', 'en'), await newMember(t, 'Coach Carla'), await newMember(t, 'Free Fred')];
  await makeCoach(t, coach.id);
  await setPlan(t, free.id, 'free');
});
afterAll(async () => {
  closeAllSockets();
  await t.close();
  await fake.close();
});

const requestsFor = (fragment: string) => fake.requests.filter((request) => request.texts.some((text) => text.includes(fragment)));
const jobsOf = async (app: TestApp, fragment: string) =>
  (await app.database.pool.query<{ state: string; start_after: Date; output: unknown }>(`select state, start_after, output from ${JOBS_SCHEMA}.job where name = $1 and data::text like $2`, [JOB, `%${fragment}%`])).rows;
const read = async (cookie: string | undefined, id: string) => (await getPost(t, cookie, id)).json<Post>();
const comment = (member: Member, postId: string, text: string, parent?: string) =>
  t.request({ method: 'POST', url: `/api/v1/posts/${postId}/comments${parent ? `/${parent.split('/')[2]}/replies` : ''}`, cookie: member.cookie, body: { text } });
const publishPost = async (member: Member, text: string) => {
  const response = await createPost(t, member.cookie, { text });
  expect(response.statusCode).toBe(200);
  return response.json<Post>();
};

describe('translation on write, with DeepL configured', () => {
  it('detects a French post, translates it into English in a job and answers the translation with who made it', async () => {
    const post = await publishPost(alice, FRENCH);
    expect(post).toMatchObject({ TextLang: 'fr', TextLocalizations: {}, TranslatedBy: null });
    await t.app.jobs.idle();
    const [request] = requestsFor('reste acheteur');
    expect(request).toMatchObject({ authorization: `DeepL-Auth-Key ${KEY}`, source: 'fr', target: 'en-GB', tagHandling: 'html' });
    expect(await read(bob.cookie, post._id)).toMatchObject({ TextLang: 'fr', TextLocalizations: { en: `[EN] ${FRENCH}` }, TranslatedBy: 'deepl' });
    // Visitors read a public member's translation too.
    expect(await read(undefined, post._id)).toMatchObject({ TextLocalizations: { en: `[EN] ${FRENCH}` } });
  });

  it('keeps cashtags, mentions, addresses, pairs and emoji byte for byte, and writes prices the English way', async () => {
    const text = 'Achat sur $AAPL avec @sophie au-dessus de 1,0950 sur EUR/USD, objectif 2 400 $ 🚀 voir https://x.example/a?b=1';
    const post = await publishPost(alice, text);
    await t.app.jobs.idle();
    const [request] = requestsFor('Achat sur');
    for (const token of ['$AAPL', '@sophie', '1,0950', 'EUR/USD', '🚀', 'https://x.example/a?b=1']) expect(request?.texts[0]).toMatch(new RegExp(`<span translate="no"[^>]*>${escapeRegExp(token)}</span>`));
    expect((await read(bob.cookie, post._id)).TextLocalizations.en).toBe('[EN] Achat sur $AAPL avec @sophie au-dessus de 1.0950 sur EUR/USD, objectif 2,400 $ 🚀 voir https://x.example/a?b=1');
  });

  it('translates an English comment into French, and leaves a German reply and a too-short one alone', async () => {
    const post = await publishPost(alice, 'Une question pour vous tous sur le marché des changes cette semaine.');
    const english = (await comment(bob, post._id, '<p>I think the dollar will stay strong until the next central bank meeting.</p>')).json<Comment>();
    expect(english).toMatchObject({ TextLang: 'en' });
    const german = (await comment(alice, post._id, '<p>Ich glaube, dass der Dollar bis zur nächsten Sitzung stark bleibt.</p>', english._id)).json<Comment>();
    const short = (await comment(alice, post._id, '<p>Top 👍</p>', english._id)).json<Comment>();
    expect([german.TextLang, short.TextLang]).toEqual(['de', null]);
    await t.app.jobs.idle();
    expect(requestsFor('Ich glaube')).toHaveLength(0);
    expect(requestsFor('I think the dollar')[0]).toMatchObject({ source: 'en', target: 'fr' });
    const listed = (await t.request({ method: 'GET', url: `/api/v1/posts/${post._id}/comments`, cookie: alice.cookie })).json<{ items: Comment[] }>();
    expect(listed.items.find((item) => item._id === english._id)).toMatchObject({
      // The fake puts its mark before the whole fragment.
      TextLocalizations: { fr: '[FR] <p>I think the dollar will stay strong until the next central bank meeting.</p>' },
      TranslatedBy: 'deepl',
    });
  });

  it('queues one job per edit that changes the words, none for an edit that keeps them, and ends on the last version', async () => {
    const post = await publishPost(alice, 'Première version de mon analyse du CAC 40 pour la semaine.');
    await t.app.jobs.idle();
    const edited = (await updatePost(t, alice.cookie, post._id, { text: 'Deuxième version de mon analyse du CAC 40 pour la semaine.' })).json<Post>();
    // The old translation goes with the old words.
    expect(edited).toMatchObject({ TextLang: 'fr', TextLocalizations: {}, TranslatedBy: null });
    await t.app.jobs.idle();
    await updatePost(t, alice.cookie, post._id, { text: 'Deuxième version de mon analyse du CAC 40 pour la semaine.' });
    await updatePost(t, alice.cookie, post._id, { text: 'Première version de mon analyse du CAC 40 pour la semaine.' });
    await t.app.jobs.idle();
    expect(await jobsOf(t, post._id.split('/')[1]!)).toHaveLength(3);
    expect(requestsFor('version de mon analyse')).toHaveLength(3);
    expect((await read(alice.cookie, post._id)).TextLocalizations.en).toBe('[EN] Première version de mon analyse du CAC 40 pour la semaine.');
  });

  it("translates an idea's title with its text, and a reader outside its audience gets neither", async () => {
    const idea: IdeaInput = {
      type: 'idea',
      title: 'Achat du DAX sur cassure',
      description: "Clôture au-dessus de la résistance : j'achète le retour sur l'ancienne résistance.",
      levels: { sell: false, assetType: 'indexes', ticker: 'GER40', term: 'mid', entryType: 'market', entry: 19450, stopLoss: 19300, breakEven: 19500, takeProfit1: 19700, takeProfit2: null, takeProfit3: null },
    } as IdeaInput;
    const created = await t.request({ method: 'POST', url: '/api/v1/ideas', cookie: coach.cookie, body: idea as unknown as Record<string, unknown> });
    expect(created.statusCode).toBe(200);
    const id = created.json<Post>()._id;
    await t.app.jobs.idle();
    expect(requestsFor('Achat du DAX')[0]?.texts).toHaveLength(2);
    const read_ = await read(coach.cookie, id);
    expect(read_).toMatchObject({ TextLang: 'fr', TextLocalizations: { en: `[EN] ${idea.description}` }, FinancialData: { TitleLocalizations: { en: '[EN] Achat du DAX sur cassure' } } });
    const locked = await read(free.cookie, id);
    expect(locked).toMatchObject({ Locked: true, Text: null, TextLang: null, TextLocalizations: {}, TranslatedBy: null, FinancialData: { TitleLocalizations: {} } });
  });

  it("sends the post's translation live to the readers of its channel", async () => {
    const socket = await openSocket(base, bob.cookie);
    const post = await publishPost(alice, 'Le pétrole revient sur sa moyenne mobile, zone clé pour demain.');
    expect(await call(socket, LIVE_CALLS.join, postChannel(post._id))).toEqual({ ok: true });
    const translated = nextEvent<LivePostTranslated>(socket, LIVE_EVENTS.postTranslated);
    await t.app.jobs.idle();
    expect(await translated).toEqual({ postId: post._id, TextLang: 'fr', TextLocalizations: { en: '[EN] Le pétrole revient sur sa moyenne mobile, zone clé pour demain.' }, TranslatedBy: 'deepl', TitleLocalizations: {} });
    socket.disconnect();
  });

  it('retries a provider that fails, and lists the job as failing without the key or the text', async () => {
    const post = await publishPost(alice, 'Le serveur va faire boom pendant cette traduction du jour.');
    await t.app.jobs.idle();
    const [job] = await jobsOf(t, post._id.split('/')[1]!);
    expect(job?.state).toBe('retry');
    expect(JSON.stringify(job?.output)).not.toMatch(/boom|test-deepl-key/);
    expect((await read(alice.cookie, post._id)).TextLocalizations).toEqual({});
    // Nothing was translated: nothing is counted.
    expect(await t.database.db.select().from(translationCharges).where(sql`${translationCharges.sourceKey} like ${`%${post._id}%`}`)).toEqual([]);
  });

  it("waits hours when the provider's own quota is used up, and counts nothing", async () => {
    const post = await publishPost(alice, 'Cette phrase dépasse le quota du fournisseur de traduction.');
    const before = Date.now();
    await t.app.jobs.idle();
    const jobs = await jobsOf(t, post._id.split('/')[1]!);
    expect(jobs.map((job) => job.state).sort()).toEqual(['completed', 'created']);
    const deferred = jobs.find((job) => job.state === 'created');
    expect(deferred!.start_after.getTime()).toBeGreaterThanOrEqual(before + 6 * 60 * 60 * 1000 - 1000);
    const [usage] = await t.database.db.select().from(translationUsage);
    expect(usage?.quotaExceededAt).not.toBeNull();
  });
});

describe('the monthly budget', () => {
  let tight: TestApp;
  let writer: Member;
  beforeAll(async () => {
    tight = await createTestApp({ DEEPL_API_KEY: KEY, DEEPL_API_URL: fake.url, TRANSLATION_MONTHLY_CHARACTERS: '100' });
    writer = await newMember(tight, 'Wanda Writer');
  });
  afterAll(() => tight.close());

  it('translates while the month has characters left, then keeps the next texts for the 1st of next month', async () => {
    const first = 'Le marché attend la banque centrale avant de choisir sa direction.';
    const second = 'Les indices européens restent résilients malgré un dollar très fort.';
    const one = (await createPost(tight, writer.cookie, { text: first })).json<Post>();
    await tight.app.jobs.idle();
    const two = (await createPost(tight, writer.cookie, { text: second })).json<Post>();
    await tight.app.jobs.idle();
    const translated = async (id: string) => (await tight.request({ method: 'GET', url: `/api/v1/posts/${id}`, cookie: writer.cookie })).json<Post>().TextLocalizations;
    expect(await translated(one._id)).toEqual({ en: `[EN] ${first}` });
    expect(await translated(two._id)).toEqual({});
    const [usage] = await tight.database.db.select().from(translationUsage);
    expect(usage?.characters).toBe(first.length);
    const waiting = (await jobsOf(tight, two._id.split('/')[1]!)).find((job) => job.state === 'created');
    expect(waiting?.start_after.toISOString()).toBe(budget.nextMonthStart(new Date()).toISOString());
  });
});

describe("a member's daily share", () => {
  let tight: TestApp;
  let writer: Member;
  let other: Member;
  beforeAll(async () => {
    tight = await createTestApp({ DEEPL_API_KEY: KEY, DEEPL_API_URL: fake.url, TRANSLATION_MEMBER_DAILY_CHARACTERS: '100' });
    [writer, other] = [await newMember(tight, 'Walter Writer'), await newMember(tight, 'Olga Other')];
  });
  afterAll(() => tight.close());
  const translated = async (id: string) => (await tight.request({ method: 'GET', url: `/api/v1/posts/${id}`, cookie: writer.cookie })).json<Post>().TextLocalizations;
  const shareOf = async (memberId: string) =>
    (await tight.database.db.select().from(translationMemberUsage).where(eq(translationMemberUsage.memberId, memberId))).map((row) => ({ day: row.day, characters: row.characters }));

  it("translates a member's texts up to their share of the day, then keeps the next ones for the next day, once, while others' are still translated", async () => {
    const first = 'Le pétrole reste dans son range tant que le stock américain baisse.';
    const second = "Je prends mes bénéfices sur l'or avant la publication de l'inflation.";
    const one = (await createPost(tight, writer.cookie, { text: first })).json<Post>();
    await tight.app.jobs.idle();
    const two = (await createPost(tight, writer.cookie, { text: second })).json<Post>();
    const theirs = (await createPost(tight, other.cookie, { text: second })).json<Post>();
    await tight.app.jobs.idle();
    expect(await translated(one._id)).toEqual({ en: `[EN] ${first}` });
    expect(await translated(two._id)).toEqual({});
    expect(await translated(theirs._id)).toEqual({ en: `[EN] ${second}` });
    const today = new Date().toISOString().slice(0, 10);
    expect(await shareOf(writer.id)).toEqual([{ day: today, characters: first.length }]);
    expect(await shareOf(other.id)).toEqual([{ day: today, characters: second.length }]);

    // The second post waits for the next day, marked as having waited.
    const { rows } = await tight.database.pool.query<{ data: TranslateData; start_after: Date }>(`select data, start_after from ${JOBS_SCHEMA}.job where name = $1 and state = 'created' and data::text like $2`, [
      JOB,
      `%${two._id.split('/')[1]}%`,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data).toMatchObject({ waitedForShare: true });
    expect(rows[0]!.start_after.toISOString()).toBe(budget.nextDayStart(new Date()).toISOString());

    // Still past the share when it runs (the member kept writing): it is not translated, and does not wait again.
    const sentBefore = fake.requests.length;
    const job = translateJob({
      db: tight.database.db,
      jobs: tight.app.jobs,
      translator: new DeepLTranslator({ apiKey: KEY, serverUrl: fake.url }),
      live: tight.app.live,
      monthlyCharacters: 100_000,
      memberDailyCharacters: 100,
      quotaRetryHours: 6,
      log: { warn: () => {}, info: () => {} },
    });
    await job.run(rows[0]!.data, { id: 'x' });
    expect(fake.requests.length).toBe(sentBefore);
    expect(await translated(two._id)).toEqual({});
    const { rows: waiting } = await tight.database.pool.query(`select 1 from ${JOBS_SCHEMA}.job where name = $1 and state = 'created' and data::text like $2`, [JOB, `%${two._id.split('/')[1]}%`]);
    expect(waiting).toHaveLength(1);
  });

  it('gives a refunded charge back to its author\'s day, and the sweep deletes the days and months no budget needs', async () => {
    const at = new Date();
    const limits = { monthly: 100_000, share: { memberId: other.id, daily: 1_000 } };
    const before = (await shareOf(other.id))[0]?.characters ?? 0;
    expect(await budget.charge(tight.database.db, 'test:refund', 40, at, limits)).toBe('charged');
    expect(await budget.charge(tight.database.db, 'test:refund', 40, at, limits)).toBe('already');
    expect((await shareOf(other.id))[0]?.characters).toBe(before + 40);
    await budget.refund(tight.database.db, 'test:refund');
    expect((await shareOf(other.id))[0]?.characters).toBe(before);
    // Internal news counts in the month only.
    expect(await budget.charge(tight.database.db, 'test:news', 40, at, { monthly: 100_000, share: null })).toBe('charged');
    expect((await shareOf(other.id))[0]?.characters).toBe(before);

    const daysAgo = (days: number) => new Date(at.getTime() - days * 24 * 60 * 60 * 1000);
    await tight.database.db.insert(translationMemberUsage).values([
      { memberId: other.id, day: budget.dayOf(daysAgo(1)), characters: 5 },
      { memberId: other.id, day: budget.dayOf(daysAgo(2)), characters: 5 },
    ]);
    const twoMonthsAgo = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - 2, 15));
    await tight.database.db.insert(translationCharges).values({ sourceKey: 'test:old', month: budget.monthOf(twoMonthsAgo), characters: 5, chargedAt: twoMonthsAgo });
    for (let run = 0; run < 2; run += 1) {
      await tight.app.jobs.send({ name: 'translations.sweep-budget' }, {});
      await tight.app.jobs.idle();
      expect((await shareOf(other.id)).map((row) => row.day).sort()).toEqual([budget.dayOf(daysAgo(1)), budget.dayOf(at)]);
      expect(await tight.database.db.select().from(translationCharges).where(eq(translationCharges.sourceKey, 'test:old'))).toEqual([]);
      expect(await tight.database.db.select({ key: translationCharges.sourceKey }).from(translationCharges).where(eq(translationCharges.sourceKey, 'test:news'))).toEqual([{ key: 'test:news' }]);
    }
  });
});

describe('without a provider', () => {
  it('detects the language but queues nothing and answers no translation', async () => {
    const off = await createTestApp();
    try {
      const member = await newMember(off, 'Olivia Off');
      const post = (await createPost(off, member.cookie, { text: FRENCH })).json<Post>();
      expect(post).toMatchObject({ TextLang: 'fr', TextLocalizations: {}, TranslatedBy: null });
      const { rows } = await off.database.pool.query(`select count(*)::int as n from ${JOBS_SCHEMA}.job where name = $1`, [JOB]);
      expect(rows[0]).toEqual({ n: 0 });
    } finally {
      await off.close();
    }
  });
});

describe('the translation job, run on its own', () => {
  let quiet: TestApp;
  let author: Member;
  const runs: string[] = [];
  beforeAll(async () => {
    quiet = await createTestApp();
    author = await newMember(quiet, 'Jade Job');
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
      log: { warn: (object) => runs.push(JSON.stringify(object)), info: () => {} },
    });
  const write = async (text: string) => {
    const post = (await createPost(quiet, author.cookie, { text })).json<Post>();
    const [authorId, id] = post._id.split('/') as [string, string];
    const [row] = await quiet.database.db.select().from(posts).where(and(eq(posts.authorId, authorId), eq(posts.id, id)));
    return { post, target: { kind: 'post' as const, authorId, id }, hash: postSourceOf(row!).hash };
  };
  const sent = (marker: string) => requestsFor(marker).length;

  it('sends nothing for a deleted post, a suspended author or an erased one', async () => {
    const deleted = await write('Un texte supprimé avant sa traduction, marqueur alpha.');
    await quiet.request({ method: 'DELETE', url: `/api/v1/posts/${deleted.post._id}`, cookie: author.cookie });
    await job().run({ target: deleted.target, hash: deleted.hash }, { id: 'x' });
    expect(sent('marqueur alpha')).toBe(0);

    const suspended = await write('Un texte dont l’auteur est suspendu, marqueur bravo.');
    await quiet.database.db.update(users).set({ hiddenUntil: new Date(Date.now() + 60_000) }).where(eq(users.id, author.id));
    await job().run({ target: suspended.target, hash: suspended.hash }, { id: 'x' });
    expect(sent('marqueur bravo')).toBe(0);

    await quiet.database.db.update(users).set({ hiddenUntil: null, deletedAt: new Date() }).where(eq(users.id, author.id));
    await job().run({ target: suspended.target, hash: suspended.hash }, { id: 'x' });
    expect(sent('marqueur bravo')).toBe(0);
    await quiet.database.db.update(users).set({ deletedAt: null }).where(eq(users.id, author.id));
  });

  it('sends nothing for a version edited since, nor twice for one already translated', async () => {
    const stale = await write('La première version de ce texte, marqueur charlie.');
    await updatePost(quiet, author.cookie, stale.post._id, { text: 'La seconde version de ce texte, marqueur charlie.' });
    await job().run({ target: stale.target, hash: stale.hash }, { id: 'x' });
    expect(sent('marqueur charlie')).toBe(0);

    const once = await write('Un texte traduit une seule fois, marqueur delta.');
    await job().run({ target: once.target, hash: once.hash }, { id: 'x' });
    await job().run({ target: once.target, hash: once.hash }, { id: 'x' });
    expect(sent('marqueur delta')).toBe(1);
    expect(await quiet.database.db.select().from(translationCharges).where(sql`${translationCharges.sourceKey} like ${`%${once.target.id}%`}`)).toHaveLength(1);
  });

  it('stores nothing when the text is edited while the provider translates it', async () => {
    const racing = await write('Un texte modifié pendant sa traduction, marqueur echo.');
    const hold = fake.hold();
    const running = job().run({ target: racing.target, hash: racing.hash }, { id: 'x' });
    await hold.arrived;
    await updatePost(quiet, author.cookie, racing.post._id, { text: 'Un texte réécrit pendant sa traduction, marqueur echo.' });
    hold.release();
    await running;
    const [row] = await quiet.database.db.select().from(posts).where(eq(posts.id, racing.target.id));
    expect(row).toMatchObject({ textLocalizations: null, translatedFrom: null });
  });

  it('stores nothing when the provider altered a protected price', async () => {
    const altered = await startFakeDeepL({ respond: (request) => ({ status: 200, body: { translations: request.texts.map((text) => ({ detected_source_language: 'FR', text: text.replace('1,0950', '1,0960') })) } }) });
    try {
      const mangled = await write('Achat au-dessus de 1,0950 sur la paire, marqueur foxtrot.');
      const translator = new DeepLTranslator({ apiKey: KEY, serverUrl: altered.url });
      await translateJob({ db: quiet.database.db, jobs: quiet.app.jobs, translator, live: quiet.app.live, monthlyCharacters: 100_000, memberDailyCharacters: 100_000, quotaRetryHours: 6, log: { warn: (object) => runs.push(JSON.stringify(object)), info: () => {} } }).run(
        { target: mangled.target, hash: mangled.hash },
        { id: 'x' },
      );
      expect(altered.requests).toHaveLength(1);
      const [row] = await quiet.database.db.select().from(posts).where(eq(posts.id, mangled.target.id));
      expect(row?.textLocalizations).toBeNull();
      expect(runs.some((line) => line.includes(mangled.target.id))).toBe(true);
    } finally {
      await altered.close();
    }
  });

  it('sends nothing for a comment removed, or on a deleted post', async () => {
    const post = await write('Un post qui aura des commentaires, marqueur golf.');
    const created = (await quiet.request({ method: 'POST', url: `/api/v1/posts/${post.post._id}/comments`, cookie: author.cookie, body: { text: '<p>Un commentaire bientôt retiré, marqueur hotel.</p>' } })).json<Comment>();
    const id = created._id.split('/')[2]!;
    await quiet.database.db.update(comments).set({ isDeleted: true }).where(eq(comments.id, id));
    const [row] = await quiet.database.db.select().from(comments).where(eq(comments.id, id));
    const { commentSourceOf } = await import('../src/shared/translations/source.ts');
    await job().run({ target: { kind: 'comment', postAuthorId: post.target.authorId, postId: post.target.id, id }, hash: commentSourceOf(row!).hash }, { id: 'x' });
    expect(sent('marqueur hotel')).toBe(0);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
