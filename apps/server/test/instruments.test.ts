import { searchInstruments, type IdeaInput, type InstrumentPage, type Post, type PostsPage } from '@arya/core';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postInstruments, users } from '../src/db/schema/index.ts';
import { expectError } from './helpers/errors.ts';
import { makeCoach, setPlan } from './helpers/plans.ts';
import { deletePost, insertPostRow, newMember, publish, updatePost, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let queries: string[] = [];
let coach: Member;
let premium: Member;
let free: Member;
beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (statement) => queries.push(statement) });
  [coach, premium, free] = [await newMember(t, 'Coach Carla'), await newMember(t, 'Premium Paul'), await newMember(t, 'Free Fred')];
  await makeCoach(t, coach.id);
  await setPlan(t, premium.id, 'GOLD');
  await setPlan(t, free.id, 'free');
});
afterAll(() => t.close());

const as = (member: Member | null) => (member ? { cookie: member.cookie } : {});
const get = (member: Member | null, url: string) => t.request({ method: 'GET', url, ...as(member) });
const instrumentPage = async (member: Member | null, symbol: string) => {
  const response = await get(member, `/api/v1/instruments/${encodeURIComponent(symbol)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InstrumentPage>();
};
const postsPage = async (member: Member | null, symbol: string, query = '') => {
  const response = await get(member, `/api/v1/instruments/${encodeURIComponent(symbol)}/posts${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PostsPage>();
};
const idsOf = (page: PostsPage) => page.posts.map((post) => post._id);
/** Every page of an instrument's list, following the cursors. */
async function allPages(member: Member | null, symbol: string, query: string): Promise<PostsPage[]> {
  const pages: PostsPage[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 50; guard += 1) {
    const page = await postsPage(member, symbol, `?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    pages.push(page);
    if (!page.nextCursor) return pages;
    cursor = page.nextCursor;
  }
  throw new Error('the list never ended');
}

/** A buy at the market, its levels a round number of pips from the entry (prices of at most 5 decimals). */
const marketIdea = (ticker: string, title: string, entry: number): IdeaInput => {
  const price = (pips: number) => Math.round(entry * 100_000 + pips * 10) / 100_000;
  return {
    type: 'idea',
    title,
    description: 'Cassure de range, momentum confirmé',
    levels: { sell: false, assetType: 'forex', ticker, term: 'mid', entryType: 'market', entry, stopLoss: price(-101), breakEven: entry, takeProfit1: price(202) },
  } as IdeaInput;
};
async function publishIdea(member: Member, body: IdeaInput): Promise<Post> {
  const response = await t.request({ method: 'POST', url: '/api/v1/ideas', body, cookie: member.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Post>();
}

describe('searching instruments', () => {
  it("answers core's ranking: a symbol or alias first, then prefixes, then names, English or French", async () => {
    for (const q of ['eur', 'gold', 'or', 'lvmh', 'total']) {
      const response = await get(null, `/api/v1/instruments?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ items: { Symbol: string }[] }>().items.map((item) => item.Symbol)).toEqual(searchInstruments(q).map((instrument) => instrument.symbol));
    }
    const eur = (await get(null, '/api/v1/instruments?q=eur')).json<{ items: unknown[] }>();
    expect(eur.items[0]).toEqual({ Symbol: 'EURUSD', Name: 'Euro / US Dollar', NameFr: 'Euro / Dollar américain', AssetType: 'forex', Decimals: expect.any(Number) });
    expect((await get(null, '/api/v1/instruments?q=gold')).json<{ items: { Symbol: string }[] }>().items[0]?.Symbol).toBe('XAUUSD');
    expect((await get(null, '/api/v1/instruments?q=%24btc')).json<{ items: { Symbol: string; NameFr: string | null }[] }>().items[0]).toMatchObject({ Symbol: 'BTCUSD', NameFr: null });
    expect((await get(null, '/api/v1/instruments?q=eur&limit=2')).json<{ items: unknown[] }>().items).toHaveLength(2);
    expect((await get(null, '/api/v1/instruments?q=zzzzqqq')).json<{ items: unknown[] }>().items).toEqual([]);
  });

  it('refuses an empty query, a missing one and a limit out of bounds (400 VALIDATION_ERROR)', async () => {
    for (const url of ['/api/v1/instruments?q=', '/api/v1/instruments', '/api/v1/instruments?q=eur&limit=0', '/api/v1/instruments?q=eur&limit=51', `/api/v1/instruments?q=${'a'.repeat(41)}`]) {
      expectError(await get(null, url), 400, 'VALIDATION_ERROR');
    }
  });
});

describe("an instrument's page", () => {
  it('is found by its symbol or any way of writing it', async () => {
    for (const symbol of ['EURUSD', 'eur-usd', 'EUR/USD', '$eurusd']) expect((await instrumentPage(null, symbol)).Instrument.Symbol).toBe('EURUSD');
    expect((await instrumentPage(free, 'BTC')).Instrument).toMatchObject({ Symbol: 'BTCUSD', Name: 'Bitcoin', AssetType: 'crypto' });
  });

  it('answers 404 INSTRUMENT_NOT_FOUND for what the catalogue does not know, on the page and its lists', async () => {
    expectError(await get(null, '/api/v1/instruments/NOPEXYZ'), 404, 'INSTRUMENT_NOT_FOUND');
    expectError(await get(free, '/api/v1/instruments/NOPEXYZ/posts?kind=posts'), 404, 'INSTRUMENT_NOT_FOUND');
  });

  it('counts its ideas and the posts naming it with a $cashtag that the reader may read, on posts not deleted', async () => {
    const author = await newMember(t, 'Counting Claire');
    expect(await instrumentPage(null, 'USDJPY')).toMatchObject({ IdeasCount: 0, PostsCount: 0, TopMembers: [] });
    const first = await publish(t, author.cookie, { text: 'Le $USDJPY casse, et $usdjpy encore : une seule fois' });
    await publish(t, author.cookie, { text: 'Le yen sur $USD/JPY et le $BTC' });
    await publish(t, author.cookie, { text: 'Rien à voir ici, USDJPY sans dollar' });
    await publishIdea(coach, marketIdea('USD/JPY', 'Long sur le yen japonais', 150.25));
    const idea = await publishIdea(author, marketIdea('usdjpy', 'Idée sur le yen', 150.5));
    // The coach's premium idea counts for its audience and its author only: counted for the
    // others, it would tell them its instrument, which its locked card hides.
    for (const reader of [premium, coach]) expect(await instrumentPage(reader, 'USDJPY')).toMatchObject({ IdeasCount: 2, PostsCount: 2 });
    for (const reader of [free, null]) expect(await instrumentPage(reader, 'USDJPY')).toMatchObject({ IdeasCount: 1, PostsCount: 2 });
    expect((await deletePost(t, author.cookie, first._id)).statusCode).toBe(200);
    expect((await deletePost(t, author.cookie, idea._id)).statusCode).toBe(200);
    expect(await instrumentPage(premium, 'USDJPY')).toMatchObject({ IdeasCount: 1, PostsCount: 1 });
    expect(await instrumentPage(free, 'USDJPY')).toMatchObject({ IdeasCount: 0, PostsCount: 1 });
    // A private member's posts do not exist for visitors: nor do they count for them.
    const secretive = await newMember(t, 'Sonia Secret');
    await publish(t, secretive.cookie, { text: 'Entre nous, le $USDJPY va monter' });
    await t.database.db.update(users).set({ publicProfile: false }).where(eq(users.id, secretive.id));
    expect(await instrumentPage(free, 'USDJPY')).toMatchObject({ PostsCount: 2 });
    expect(await instrumentPage(null, 'USDJPY')).toMatchObject({ PostsCount: 1 });
  });

  it('never lists a member whose only posts about it are premium ideas the reader may not read', async () => {
    const other = await newMember(t, 'Coach Cyril');
    await makeCoach(t, other.id);
    await publishIdea(other, marketIdea('NZD/JPY', 'Le kiwi contre le yen', 92.5));
    const top = async (reader: Member | null) => (await instrumentPage(reader, 'NZDJPY')).TopMembers.map((member) => [member.Id, member.PostsCount]);
    expect(await top(premium)).toEqual([[other.id, 1]]);
    expect(await top(other)).toEqual([[other.id, 1]]);
    expect(await top(free)).toEqual([]);
    expect(await top(null)).toEqual([]);
  });

  describe('its most active members of the last 90 days', () => {
    let alice: Member;
    let bruno: Member;
    let chloe: Member;
    let priv: Member;
    let hidden: Member;
    let erased: Member;
    let reader: Member;
    const postsBy = async (member: Member, count: number) => {
      for (let index = 0; index < count; index += 1) await publish(t, member.cookie, { text: `Mon avis n°${index} sur $GBPUSD aujourd'hui` });
    };
    beforeAll(async () => {
      [alice, bruno, chloe, priv, hidden, erased, reader] = [
        await newMember(t, 'Alice Martin'),
        await newMember(t, 'Bruno Petit'),
        await newMember(t, 'Chloé Durand'),
        await newMember(t, 'Pia Private'),
        await newMember(t, 'Hugo Hidden'),
        await newMember(t, 'Eric Erased'),
        await newMember(t, 'Rita Reader'),
      ];
      await postsBy(alice, 3);
      await postsBy(bruno, 1);
      // An idea counts as naming its instrument.
      await publishIdea(bruno, marketIdea('GBP/USD', 'Le câble repart à la hausse', 1.2712));
      await postsBy(chloe, 1);
      await postsBy(priv, 4);
      await postsBy(hidden, 5);
      await postsBy(erased, 6);
      await t.database.db.update(users).set({ publicProfile: false }).where(eq(users.id, priv.id));
      await t.database.db.update(users).set({ hiddenUntil: new Date(Date.now() + 86_400_000) }).where(eq(users.id, hidden.id));
      await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, erased.id));
      // Older than 90 days: not counted.
      for (let index = 0; index < 5; index += 1) {
        const creationDate = new Date(Date.now() - 100 * 86_400_000 - index * 1000);
        const id = (await insertPostRow(t, chloe.id, { text: 'Vieux post sur $GBPUSD', creationDate })).split('/')[1] as string;
        await t.database.db.insert(postInstruments).values({ postAuthorId: chloe.id, postId: id, symbol: 'GBPUSD', createdAt: creationDate });
      }
    });
    const topOf = async (member: Member | null) => (await instrumentPage(member, 'GBPUSD')).TopMembers.map((top) => [top.Id, top.PostsCount]);

    it('most posts first, never a hidden or erased member; a private one for members only, by first name for visitors', async () => {
      expect(await topOf(reader)).toEqual([
        [priv.id, 4],
        [alice.id, 3],
        [bruno.id, 2],
        [chloe.id, 1],
      ]);
      const visitor = await instrumentPage(null, 'GBPUSD');
      expect(visitor.TopMembers.map((top) => [top.Id, top.PostsCount])).toEqual([
        [alice.id, 3],
        [bruno.id, 2],
        [chloe.id, 1],
      ]);
      expect(visitor.TopMembers[0]).toEqual({ Id: alice.id, Name: 'Alice', Job: null, Verified: null, PictureDate: null, Alias: alice.systemAlias, PostsCount: 3 });
      expect((await instrumentPage(reader, 'GBPUSD')).TopMembers[1]).toMatchObject({ Name: 'Alice Martin' });
    });

    it('leaves out the members the reader blocked and those who blocked the reader; a mute does not', async () => {
      expect((await t.request({ method: 'PUT', url: `/api/v1/users/${alice.id}/block`, cookie: reader.cookie })).statusCode).toBe(200);
      expect((await t.request({ method: 'PUT', url: `/api/v1/users/${reader.id}/block`, cookie: chloe.cookie })).statusCode).toBe(200);
      expect((await t.request({ method: 'PUT', url: `/api/v1/users/${bruno.id}/mute`, cookie: reader.cookie })).statusCode).toBe(200);
      expect(await topOf(reader)).toEqual([
        [priv.id, 4],
        [bruno.id, 2],
      ]);
      expect((await topOf(alice)).map(([id]) => id)).toEqual([priv.id, alice.id, bruno.id, chloe.id]);
    });
  });
});

describe("an instrument's posts (kind=posts)", () => {
  let author: Member;
  let other: Member;
  const naming: Post[] = [];
  beforeAll(async () => {
    [author, other] = [await newMember(t, 'Paula Poster'), await newMember(t, 'Omar Other')];
    for (let index = 0; index < 5; index += 1) naming.push(await publish(t, index % 2 ? other.cookie : author.cookie, { text: `Analyse ${index} du $AUDUSD cette semaine` }));
    await publish(t, author.cookie, { text: "Pas d'instrument dans ce post-là" });
  });

  it('lists the posts naming it, newest first, in keyset pages that chain without duplicates', async () => {
    const pages = await allPages(null, 'aud/usd', 'kind=posts&limit=2');
    expect(pages.map((page) => page.posts.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap(idsOf)).toEqual(naming.map((post) => post._id).reverse());
    expect(pages.flatMap((page) => page.posts).every((post) => post.Cashtags.some((tag) => tag.Symbol === 'AUDUSD'))).toBe(true);
    expectError(await get(null, '/api/v1/instruments/AUDUSD/posts?kind=posts&cursor=nope'), 400, 'VALIDATION_ERROR');
  });

  it('leaves deleted posts out', async () => {
    const doomed = await publish(t, author.cookie, { text: 'Celui-ci sur $AUDUSD sera supprimé' });
    expect(idsOf(await postsPage(author, 'AUDUSD', '?kind=posts'))).toContain(doomed._id);
    expect((await deletePost(t, author.cookie, doomed._id)).statusCode).toBe(200);
    expect(idsOf(await postsPage(author, 'AUDUSD', '?kind=posts'))).not.toContain(doomed._id);
  });

  it('follows edits: a cashtag removed takes the post out, one added puts it in, in its place', async () => {
    const post = naming[2] as Post;
    expect((await updatePost(t, author.cookie, post._id, { text: 'Finalement je parle du $NZDUSD' })).statusCode).toBe(200);
    expect(idsOf(await postsPage(null, 'AUDUSD', '?kind=posts'))).not.toContain(post._id);
    expect(idsOf(await postsPage(null, 'NZDUSD', '?kind=posts'))).toContain(post._id);
    expect((await updatePost(t, author.cookie, post._id, { text: 'Retour au $AUDUSD et au $NZDUSD' })).statusCode).toBe(200);
    expect(idsOf(await postsPage(null, 'AUDUSD', '?kind=posts'))).toEqual(naming.map((item) => item._id).reverse());
    expect(await t.database.db.select({ symbol: postInstruments.symbol }).from(postInstruments).where(eq(postInstruments.postId, post._id.split('/')[1] as string))).toHaveLength(2);
  });

  it("counts a share's own text, not its original's", async () => {
    const original = await publish(t, author.cookie, { text: 'Un post sans instrument, à partager' });
    const share = async (member: Member, of: Post, text: string) => {
      const response = await t.request({ method: 'POST', url: `/api/v1/posts/${of._id}/shares`, body: { text, original: { text: of.Text, images: of.Images } }, cookie: member.cookie });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Post>();
    };
    const withTag = await share(other, original, 'À lire pour le $AUDUSD');
    const namingOriginal = naming[0] as Post;
    const withoutTag = await share(other, namingOriginal, 'À lire, très clair');
    const listed = idsOf(await postsPage(other, 'AUDUSD', '?kind=posts'));
    expect(listed[0]).toBe(withTag._id);
    expect(listed).not.toContain(withoutTag._id);
  });

  it("counts an idea's title", async () => {
    const analysis = await publishIdea(author, { type: 'analysis', title: 'Le $USDCAD en range', description: 'Rien de plus à dire pour le moment' } as IdeaInput);
    expect(idsOf(await postsPage(null, 'USDCAD', '?kind=posts'))).toEqual([analysis._id]);
  });

  it("leaves out a private member's posts for visitors, and the posts of the members a reader hides", async () => {
    const secretive = await newMember(t, 'Sam Secret');
    const post = await publish(t, secretive.cookie, { text: 'Mon avis privé sur le $USDCHF' });
    await t.database.db.update(users).set({ publicProfile: false }).where(eq(users.id, secretive.id));
    expect(idsOf(await postsPage(null, 'USDCHF', '?kind=posts'))).toEqual([]);
    expect(idsOf(await postsPage(other, 'USDCHF', '?kind=posts'))).toEqual([post._id]);
    expect((await t.request({ method: 'PUT', url: `/api/v1/users/${secretive.id}/block`, cookie: other.cookie })).statusCode).toBe(200);
    expect(idsOf(await postsPage(other, 'USDCHF', '?kind=posts'))).toEqual([]);
  });
});

describe("an instrument's ideas (kind=ideas, the default)", () => {
  let coachIdea: Post;
  let openIdea: Post;
  let deletedIdea: Post;
  let author: Member;
  beforeAll(async () => {
    author = await newMember(t, 'Iris Idea');
    coachIdea = await publishIdea(coach, marketIdea('EUR/CHF', 'Le franc suisse', 0.93417));
    deletedIdea = await publishIdea(author, marketIdea('EURCHF', 'Idée retirée depuis', 0.9355));
    openIdea = await publishIdea(author, marketIdea('$eurchf', 'Idée ouverte sur le franc', 0.9362));
    await publishIdea(author, marketIdea('EURJPY', 'Autre instrument', 161.2));
    // A post naming it is no idea.
    await publish(t, author.cookie, { text: 'Le $EURCHF bouge enfin' });
    expect((await deletePost(t, author.cookie, deletedIdea._id)).statusCode).toBe(200);
  });

  it('lists its market ideas with their outcomes, newest first, without deleted ones', async () => {
    const page = await postsPage(premium, 'EURCHF');
    expect(idsOf(page)).toEqual([openIdea._id, coachIdea._id]);
    expect(page.posts[1]).toMatchObject({ Locked: false, FinancialData: { EntryValue: 0.93417, Outcome: { Instrument: 'EURCHF' } } });
    const pages = await allPages(premium, 'EURCHF', 'kind=ideas&limit=1');
    expect(pages.flatMap(idsOf)).toEqual([openIdea._id, coachIdea._id]);
  });

  it("leaves a coach's premium idea out for the readers it is locked for (a free member, a visitor): its instrument is part of what is locked", async () => {
    for (const reader of [free, null]) {
      const response = await get(reader, '/api/v1/instruments/EURCHF/posts?kind=ideas');
      expect(response.statusCode).toBe(200);
      const page = response.json<PostsPage>();
      expect(idsOf(page)).toEqual([openIdea._id]);
      expect(response.body).not.toContain(coachIdea._id);
      expect(response.body).not.toContain('0.93417');
      expect(page.posts[0]).toMatchObject({ Locked: false, FinancialData: { EntryValue: 0.9362 } });
    }
    expect(idsOf(await postsPage(coach, 'EURCHF'))).toEqual([openIdea._id, coachIdea._id]);
  });

  it("leaves a coach's premium idea out of the ideas page's instrument filter for a trial member (the ideas page opens, the premium coaches' ideas do not)", async () => {
    const trial = await newMember(t, 'Tina Trial');
    await setPlan(t, trial.id, 'trial');
    const response = await get(trial, '/api/v1/ideas?instrument=EURCHF');
    expect(response.statusCode, response.body).toBe(200);
    expect(idsOf(response.json<PostsPage>())).toEqual([openIdea._id, deletedIdea._id]);
    expect(response.body).not.toContain(coachIdea._id);
  });

  it('filters the ideas page by instrument, written any way; an unknown one gives an empty page', async () => {
    const ideas = async (query: string) => {
      const response = await get(premium, `/api/v1/ideas${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PostsPage>();
    };
    // As on the ideas page, a deleted idea keeps its place, shown deleted.
    const page = await ideas('?instrument=eur%2Fchf');
    expect(idsOf(page)).toEqual([openIdea._id, deletedIdea._id, coachIdea._id]);
    expect(page.posts[1]).toMatchObject({ IsDeleted: true, Text: null });
    expect(idsOf(await ideas('?instrument=EURCHF&coaches=true'))).toEqual([coachIdea._id]);
    expect(idsOf(await ideas('?instrument=EURCHF&limit=1'))).toEqual([openIdea._id]);
    expect(idsOf(await ideas('?instrument=EURJPY&type=idea'))).toHaveLength(1);
    expect(await ideas('?instrument=NOPEXYZ')).toEqual({ posts: [], nextCursor: null });
  });
});

describe('queries per request', () => {
  it('are as many whatever the page size, for both lists and the page', async () => {
    const author = await newMember(t, 'Quentin Queries');
    for (let index = 0; index < 6; index += 1) await publish(t, author.cookie, { text: `Compter les requêtes sur $USDSEK, n°${index}` });
    for (let index = 0; index < 6; index += 1) await publishIdea(author, marketIdea('USDSEK', `Idée numéro ${index}`, 10.5 + index / 10));
    const countOf = async (member: Member | null, url: string) => {
      queries = [];
      expect((await get(member, url)).statusCode).toBe(200);
      return queries.length;
    };
    for (const member of [free, null]) {
      for (const kind of ['posts', 'ideas']) {
        const small = await countOf(member, `/api/v1/instruments/USDSEK/posts?kind=${kind}&limit=1`);
        expect(await countOf(member, `/api/v1/instruments/USDSEK/posts?kind=${kind}&limit=6`)).toBe(small);
      }
      // An instrument talked about or not: the same statements.
      expect(await countOf(member, '/api/v1/instruments/USDSEK')).toBe(await countOf(member, '/api/v1/instruments/CADJPY'));
    }
    // A visitor's page of posts: its keys, then the posts; an instrument's page: its counts, then its members.
    expect(await countOf(null, '/api/v1/instruments/USDSEK/posts?kind=posts&limit=6')).toBe(2);
    expect(await countOf(null, '/api/v1/instruments/USDSEK')).toBe(2);
    // The search reads no table.
    expect(await countOf(null, '/api/v1/instruments?q=usd')).toBe(0);
  });
});

describe('an instrument page counted once for its audience (INSTRUMENT_PAGE_CACHE_SECONDS)', () => {
  it("shares an audience's counts and members for a while, each reader's blocks taken out after; other audiences count their own", async () => {
    const cachedQueries: string[] = [];
    const cached = await createTestApp({ INSTRUMENT_PAGE_CACHE_SECONDS: '60' }, { onQuery: (statement) => cachedQueries.push(statement) });
    try {
      const [alice, bruno, reader, other, coachOfTheirOwn] = [
        await newMember(cached, 'Alice Active'),
        await newMember(cached, 'Bruno Busy'),
        await newMember(cached, 'Rita Reader'),
        await newMember(cached, 'Olga Other'),
        await newMember(cached, 'Coach Corentin'),
      ];
      await publish(cached, alice.cookie, { text: 'Le $USDTRY repart, et encore le $USDTRY' });
      await publish(cached, alice.cookie, { text: 'Toujours le $USDTRY ce soir' });
      await publish(cached, bruno.cookie, { text: 'Mon avis sur le $USDTRY' });
      const pageOf = async (member: Member | null) => {
        cachedQueries.length = 0;
        const response = await cached.request({ method: 'GET', url: '/api/v1/instruments/USDTRY', ...(member ? { cookie: member.cookie } : {}) });
        expect(response.statusCode, response.body).toBe(200);
        return { page: response.json<InstrumentPage>(), queries: cachedQueries.length };
      };
      const first = await pageOf(null);
      expect(first).toMatchObject({ page: { PostsCount: 3 }, queries: 2 });
      expect(first.page.TopMembers.map((member) => member.Id)).toEqual([alice.id, bruno.id]);
      // Another visitor: the same answer, counted no more.
      await publish(cached, bruno.cookie, { text: 'Encore le $USDTRY, pour voir' });
      expect(await pageOf(null)).toEqual({ ...first, queries: 0 });
      // Members are another audience (a private member's posts count for them): counted anew, then shared.
      expect((await pageOf(reader)).page.PostsCount).toBe(4);
      await publish(cached, bruno.cookie, { text: 'Et une dernière fois le $USDTRY' });
      expect((await pageOf(other)).page.PostsCount).toBe(4);
      // A coach who may not read the premium ideas reads their own: an audience of their own.
      await makeCoach(cached, coachOfTheirOwn.id);
      expect((await pageOf(coachOfTheirOwn)).page.PostsCount).toBe(5);
      // Their block takes effect at once, on the members kept.
      expect((await cached.request({ method: 'PUT', url: `/api/v1/users/${alice.id}/block`, cookie: reader.cookie })).statusCode).toBe(200);
      const blocked = await pageOf(reader);
      expect(blocked.page.TopMembers.map((member) => member.Id)).toEqual([bruno.id]);
    } finally {
      await cached.close();
    }
  });
});

describe('the migration that made the table', () => {
  it('finds, in the posts written before it, the instruments publishing them records', async () => {
    const stored = async () =>
      (await t.database.db.select().from(postInstruments))
        .map((row) => `${row.postAuthorId}/${row.postId} ${row.symbol} ${row.createdAt.toISOString()}`)
        .sort();
    const recorded = await stored();
    expect(recorded.length).toBeGreaterThan(20);
    const migration = readFileSync(new URL('../drizzle/0030_post_instruments.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((statement) => statement.includes('INSERT INTO "post_instruments"'));
    await t.database.db.delete(postInstruments);
    await t.database.db.execute(sql.raw(backfill ?? 'select 1'));
    expect(await stored()).toEqual(recorded);
  });
});
