import { PREMIUM_COACHES_GROUP, type IdeaInput, type Post, type PostsPage } from '@arya/core';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../src/db/schema/index.ts';
import { expectError } from './helpers/errors.ts';
import { makeCoach, setPlan, uploadFileTo, WEBM_BYTES } from './helpers/plans.ts';
import { getPost, insertPostRow, insertUpload, newMember, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let coach: Member;
let premium: Member;
let trial: Member;
let free: Member;
beforeAll(async () => {
  t = await createTestApp();
  [coach, premium, trial, free] = [await newMember(t, 'Coach Carla'), await newMember(t, 'Premium Paul'), await newMember(t, 'Trial Tess'), await newMember(t, 'Free Fred')];
  await makeCoach(t, coach.id);
  await setPlan(t, premium.id, 'GOLD');
  await setPlan(t, trial.id, 'trial');
  await setPlan(t, free.id, 'free');
});
afterAll(() => t.close());

const DESCRIPTION = 'Breakout above the weekly range, momentum confirmed';
const buyIdea = (overrides: Partial<Extract<IdeaInput, { type: 'idea' }>['levels']> = {}, extra: Partial<IdeaInput> = {}): IdeaInput => ({
  type: 'idea',
  title: 'USDJPY long into the BoJ',
  description: DESCRIPTION,
  levels: { sell: false, assetType: 'forex', ticker: 'usdjpy', term: 'mid', entryType: 'market', entry: 150.25, stopLoss: 149.5, breakEven: 150.4, takeProfit1: 151, takeProfit2: 152, ...overrides },
  ...extra,
} as IdeaInput);

const postIdea = (member: Member | null, body: unknown) => t.request({ method: 'POST', url: '/api/v1/ideas', body: body as Record<string, unknown>, ...(member ? { cookie: member.cookie } : {}) });
const ideasPage = (member: Member | null, query = '') => t.request({ method: 'GET', url: `/api/v1/ideas${query}`, ...(member ? { cookie: member.cookie } : {}) });
const postsCount = async () => (await t.database.db.select({ n: count() }).from(posts))[0]?.n ?? 0;

async function coachIdeaWithAudio(): Promise<Post> {
  const audio = await uploadFileTo(t, '/api/v1/uploads/audio', WEBM_BYTES, coach.cookie, 'idea.webm', 'audio/webm');
  expect(audio.statusCode, audio.body).toBe(200);
  expect(audio.json()).toMatchObject({ contentType: 'audio/webm', url: expect.stringMatching(/^\/files\/uploads\//) });
  const response = await postIdea(coach, buyIdea({}, { audio: { url: audio.json<{ url: string }>().url } }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Post>();
}

describe("a coach's idea with audio", () => {
  let idea: Post;
  beforeAll(async () => {
    idea = await coachIdeaWithAudio();
  });

  it('is restricted to the premium coaches group and keeps every level, the ticker in capitals and the recording', () => {
    expect(idea).toMatchObject({
      RestrictedTo: PREMIUM_COACHES_GROUP,
      Locked: false,
      Text: DESCRIPTION,
      Audio: expect.stringMatching(/^\/files\/uploads\//),
      FinancialData: {
        Type: 'idea',
        Title: 'USDJPY long into the BoJ',
        Sell: false,
        AssetType: 'forex',
        Instrument: { Name: 'USDJPY' },
        EntryType: 'market',
        EntryValue: 150.25,
        StopLoss: 149.5,
        BreakEven: 150.4,
        TakeProfits: [{ Value: 151 }, { Value: 152 }],
      },
    });
    // No validity given: the term's 5 days from publication.
    const days = (Date.parse(idea.FinancialData?.ExpirationDate ?? '') - Date.parse(idea.CreationDate)) / 86_400_000;
    expect(days).toBeCloseTo(5, 5);
  });

  it('is read whole by a member with an active subscription', async () => {
    const read = (await getPost(t, premium.cookie, idea._id)).json<Post>();
    expect(read).toMatchObject({ Locked: false, Text: DESCRIPTION, Audio: idea.Audio, FinancialData: { EntryValue: 150.25 } });
  });

  it('is locked for a trial member, a free member and a visitor: its levels, text and audio are never sent', async () => {
    for (const reader of [trial, free, null]) {
      const response = await getPost(t, reader?.cookie, idea._id);
      expect(response.statusCode).toBe(200);
      const read = response.json<Post>();
      expect(read).toMatchObject({ Locked: true, Text: null, Audio: null, Images: [], FinancialData: { Type: 'idea', AssetType: 'forex', Title: null, Sell: null, Instrument: null, EntryValue: null, StopLoss: null, BreakEven: null, TakeProfits: [] } });
      for (const secret of [DESCRIPTION, 'USDJPY', '150.4', idea.Audio ?? '-']) expect(response.body).not.toContain(secret);
    }
  });

  it('is locked in the home feed of a free member too', async () => {
    const page = (await t.request({ method: 'GET', url: '/api/v1/posts', cookie: free.cookie })).json<PostsPage>();
    const inFeed = page.posts.find((post) => post._id === idea._id);
    expect(inFeed).toMatchObject({ Locked: true, Text: null, Audio: null });
  });

  it('cannot be liked or commented by a reader outside its audience, as if it did not exist', async () => {
    expectError(await t.request({ method: 'PUT', url: `/api/v1/posts/${idea._id}/like`, cookie: free.cookie }), 404, 'POST_NOT_FOUND');
  });
});

describe('ideas of members who are not coaches', () => {
  it('are open to every reader', async () => {
    const response = await postIdea(free, buyIdea());
    expect(response.statusCode, response.body).toBe(200);
    const idea = response.json<Post>();
    expect(idea).toMatchObject({ RestrictedTo: null, Locked: false });
    expect((await getPost(t, undefined, idea._id)).json<Post>()).toMatchObject({ Locked: false, FinancialData: { EntryValue: 150.25 } });
  });

  it('refuse audio: the upload (403 AUDIO_NOT_ALLOWED) and an idea naming one', async () => {
    expectError(await uploadFileTo(t, '/api/v1/uploads/audio', WEBM_BYTES, free.cookie, 'a.webm', 'audio/webm'), 403, 'AUDIO_NOT_ALLOWED');
    const coachAudio = (await uploadFileTo(t, '/api/v1/uploads/audio', WEBM_BYTES, coach.cookie, 'a.webm', 'audio/webm')).json<{ url: string }>().url;
    const before = await postsCount();
    expectError(await postIdea(free, buyIdea({}, { audio: { url: coachAudio } })), 403, 'AUDIO_NOT_ALLOWED');
    expect(await postsCount()).toBe(before);
  });

  it('analyses and trading plans carry a title and description, no levels', async () => {
    const response = await postIdea(free, { type: 'tradingPlan', title: 'Plan for the week ahead', description: 'Stay flat until the NFP print.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Post>().FinancialData).toMatchObject({ Type: 'tradingPlan', Title: 'Plan for the week ahead', EntryValue: null, ExpirationDate: null });
  });
});

describe('refused ideas change nothing', () => {
  it('incoherent prices: a buy with its stop loss above the entry, a sell with a take profit above it', async () => {
    const before = await postsCount();
    const buy = await postIdea(free, buyIdea({ stopLoss: 151 }));
    expectError(buy, 400, 'VALIDATION_ERROR');
    expect(buy.json<{ details: { path: string; message: string }[] }>().details).toContainEqual(expect.objectContaining({ path: '/levels/stopLoss', message: 'stopLossSide' }));
    const sell = await postIdea(free, buyIdea({ sell: true, stopLoss: 151, breakEven: 150, takeProfit1: 149, takeProfit2: 152 }));
    expect(sell.json<{ details: { path: string; message: string }[] }>().details).toContainEqual(expect.objectContaining({ path: '/levels/takeProfit2', message: 'takeProfitSide' }));
    expect(await postsCount()).toBe(before);
  });

  it('4 attachments (errors.max), short title (errors.length), missing levels (errors.required), a price finer than its market, a ticker of 11', async () => {
    const images = await Promise.all(Array.from({ length: 4 }, () => insertUpload(t, free.id)));
    const cases: [unknown, string][] = [
      [buyIdea({}, { images: images.map((url) => ({ url })) }), 'max'],
      [buyIdea({}, { title: 'Too short' }), 'length'],
      [{ type: 'idea', title: 'A fine title here', description: DESCRIPTION }, 'required'],
      [buyIdea({ entry: 150.251234 }), 'priceDecimals'],
      [buyIdea({ ticker: 'ABCDEFGHIJK' }), 'tickerTooLong'],
    ];
    const before = await postsCount();
    for (const [body, message] of cases) {
      const response = await postIdea(free, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ details: { message: string }[] }>().details.map((detail) => detail.message)).toContain(message);
    }
    expect(await postsCount()).toBe(before);
  });

  it('refuses visitors (401) and images that are not the author’s uploads (400)', async () => {
    expectError(await postIdea(null, buyIdea()), 401, 'UNAUTHENTICATED');
    const someoneElses = await insertUpload(t, premium.id);
    expectError(await postIdea(free, buyIdea({}, { images: [{ url: someoneElses }] })), 400, 'INVALID_ATTACHMENT');
  });
});

describe('editing an idea', () => {
  it('changes its levels for its author only; a plain post is not an idea', async () => {
    const idea = (await postIdea(trial, buyIdea())).json<Post>();
    const edit = (member: Member, id: string, body: IdeaInput) => t.request({ method: 'PUT', url: `/api/v1/ideas/${id}`, cookie: member.cookie, body: body as Record<string, unknown> });
    expectError(await edit(free, idea._id, buyIdea({ entry: 150.1 })), 403, 'NOT_POST_AUTHOR');
    const edited = await edit(trial, idea._id, buyIdea({ entry: 150.1 }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Post>()).toMatchObject({ FinancialData: { EntryValue: 150.1 }, LastEditBy: trial.id });
    const plain = await insertPostRow(t, trial.id);
    expectError(await edit(trial, plain, buyIdea()), 409, 'NOT_AN_IDEA');
  });

  it('keeps a market idea one and makes none of an analysis (409 IDEA_TYPE_LOCKED, nothing changed); an analysis may become a trading plan', async () => {
    const edit = (id: string, body: IdeaInput) => t.request({ method: 'PUT', url: `/api/v1/ideas/${id}`, cookie: trial.cookie, body: body as Record<string, unknown> });
    const idea = (await postIdea(trial, buyIdea())).json<Post>();
    const analysis = { type: 'analysis', title: 'Une analyse du yen', description: DESCRIPTION } as IdeaInput;
    expectError(await edit(idea._id, analysis), 409, 'IDEA_TYPE_LOCKED');
    const written = (await postIdea(trial, analysis)).json<Post>();
    // Levels written after the fact would never be measured.
    expectError(await edit(written._id, buyIdea()), 409, 'IDEA_TYPE_LOCKED');
    const read = async (id: string) => (await t.request({ method: 'GET', url: `/api/v1/posts/${id}`, cookie: trial.cookie })).json<Post>();
    expect(await read(idea._id)).toMatchObject({ FinancialData: { Type: 'idea', Title: idea.FinancialData?.Title }, LastEditDate: null });
    expect(await read(written._id)).toMatchObject({ FinancialData: { Type: 'analysis', EntryValue: null }, LastEditDate: null });
    const plan = await edit(written._id, { ...analysis, type: 'tradingPlan' } as IdeaInput);
    expect(plan.statusCode, plan.body).toBe(200);
    expect(plan.json<Post>().FinancialData?.Type).toBe('tradingPlan');
  });
});

describe('GET /api/v1/ideas', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    const reader = await newMember(t, 'Filter Fiona');
    await makeCoach(t, reader.id);
    const make = async (body: IdeaInput, member: Member = reader) => (await postIdea(member, body)).json<Post>()._id;
    ids = {
      cryptoSell: await make(buyIdea({ assetType: 'crypto', sell: true, entry: 100, stopLoss: 110, breakEven: 95, takeProfit1: 90, takeProfit2: null })),
      forexBuy: await make(buyIdea()),
      analysis: await make({ type: 'analysis', title: 'Gold seasonality study', description: 'Gold tends to rise into January.' }),
      byMember: await make(buyIdea({ assetType: 'indexes' }), free),
    };
    // Expired: its validity ended (written directly, an API validity must be in the future).
    await t.database.db.update(posts).set({ ideaExpiresAt: new Date(Date.now() - 1000) }).where(eq(posts.id, ids.forexBuy?.split('/')[1] ?? ''));
  });
  const list = async (member: Member, query: string) => {
    const response = await ideasPage(member, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PostsPage>().posts.map((post) => post._id);
  };

  it('is refused without an active trial or subscription (403 IDEAS_LOCKED), and to visitors (401)', async () => {
    expectError(await ideasPage(free), 403, 'IDEAS_LOCKED');
    const expired = await newMember(t, 'Expired Eva');
    await setPlan(t, expired.id, 'expiredTrial');
    expectError(await ideasPage(expired), 403, 'IDEAS_LOCKED');
    expectError(await ideasPage(null), 401, 'UNAUTHENTICATED');
  });

  it('lists ideas only, newest first, with every filter', async () => {
    const all = await list(trial, '');
    expect(all.indexOf(ids.byMember ?? '')).toBeLessThan(all.indexOf(ids.cryptoSell ?? ''));
    const plain = await insertPostRow(t, free.id);
    expect(await list(trial, '')).not.toContain(plain);
    expect(await list(trial, '?type=analysis')).toEqual(expect.arrayContaining([ids.analysis]));
    expect(await list(trial, '?type=analysis')).not.toContain(ids.forexBuy);
    // A coach's ideas: filtered on their hidden side and asset type for readers of the premium group only.
    expect(await list(premium, '?assetType=crypto')).toEqual([ids.cryptoSell]);
    expect(await list(premium, '?side=sell')).toEqual([ids.cryptoSell]);
    expect(await list(trial, '?assetType=crypto')).toEqual([]);
    const active = await list(premium, '?status=active&assetType=forex');
    expect(active).not.toContain(ids.forexBuy);
    expect(await list(trial, '?status=expired')).toContain(ids.forexBuy);
    const coaches = await list(trial, '?coaches=true');
    expect(coaches).toEqual(expect.arrayContaining([ids.cryptoSell, ids.forexBuy, ids.analysis]));
    expect(coaches).not.toContain(ids.byMember);
    expect(await list(trial, '?favorites=true')).toEqual([]);
  });

  it('pages with a keyset cursor without repeating or skipping', async () => {
    const everything = await list(premium, '?limit=50');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: PostsPage = (await ideasPage(premium, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`)).json<PostsPage>();
      seen.push(...page.posts.map((post) => post._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(everything);
  });

  it('refuses unknown filter values and cursors (400)', async () => {
    expectError(await ideasPage(trial, '?type=rumour'), 400, 'VALIDATION_ERROR');
    expectError(await ideasPage(trial, '?cursor=bogus'), 400, 'VALIDATION_ERROR');
  });
});

describe('after an idea is gone (review findings)', () => {
  it('its recording is served to nobody but the coach once the idea is deleted', async () => {
    const idea = await coachIdeaWithAudio();
    const audioUrl = idea.Audio ?? '';
    expect((await t.request({ method: 'GET', url: audioUrl })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/v1/posts/${idea._id}`, cookie: coach.cookie })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: audioUrl })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: audioUrl, cookie: coach.cookie })).statusCode).toBe(200);
  });

  it('an idea is edited with the idea writer only: the posts API refuses it (403)', async () => {
    const idea = (await postIdea(free, buyIdea())).json<Post>();
    expectError(await t.request({ method: 'PUT', url: `/api/v1/posts/${idea._id}`, cookie: free.cookie, body: { text: 'Plus de niveaux du tout ici' } }), 403, 'FORBIDDEN');
  });

  it("the side of a coach's idea is not told by the filters to a reader outside its audience", async () => {
    const idea = await coachIdeaWithAudio();
    const ids = async (member: Member, query: string) => (await ideasPage(member, query)).json<PostsPage>().posts.map((post) => post._id);
    expect(await ids(trial, '?coaches=true')).toContain(idea._id);
    expect(await ids(trial, '?coaches=true&side=buy&limit=50')).not.toContain(idea._id);
    expect(await ids(premium, '?coaches=true&side=buy&limit=50')).toContain(idea._id);
  });
});

describe('prices carry the precision of their market (issue 23)', () => {
  const levelsOf = (post: Post) => {
    const data = post.FinancialData;
    return [data?.EntryValue, data?.StopLoss, data?.BreakEven, ...(data?.TakeProfits ?? []).map((target) => target.Value)];
  };

  it('takes a EUR/USD sell at 1.0950 / 1.0920 / 1.0850 and forex to 5 decimals, USD/JPY at 151.234, crypto to 8 and a stock to 4, read back exactly', async () => {
    const cases: [Partial<Extract<IdeaInput, { type: 'idea' }>['levels']>, number[]][] = [
      [{ assetType: 'forex', ticker: 'EUR/USD', sell: true, entry: 1.095, stopLoss: 1.099, breakEven: 1.092, takeProfit1: 1.085, takeProfit2: null }, [1.095, 1.099, 1.092, 1.085]],
      [{ assetType: 'forex', ticker: 'EURUSD', entry: 1.09505, stopLoss: 1.09205, breakEven: 1.09555, takeProfit1: 1.10005, takeProfit2: null }, [1.09505, 1.09205, 1.09555, 1.10005]],
      [{ assetType: 'forex', ticker: 'USD/JPY', entry: 151.234, stopLoss: 150.5, breakEven: 151.3, takeProfit1: 153.125, takeProfit2: null }, [151.234, 150.5, 151.3, 153.125]],
      [{ assetType: 'crypto', ticker: 'SHIBUSD', entry: 0.00001234, stopLoss: 0.00001, breakEven: 0.00001235, takeProfit1: 0.00002, takeProfit2: 0.00002468 }, [0.00001234, 0.00001, 0.00001235, 0.00002, 0.00002468]],
      [{ assetType: 'actions', ticker: 'AAPL', entry: 182.4525, stopLoss: 180, breakEven: 182.5, takeProfit1: 190.1234, takeProfit2: null }, [182.4525, 180, 182.5, 190.1234]],
    ];
    for (const [levels, expected] of cases) {
      const response = await postIdea(free, buyIdea(levels));
      expect(response.statusCode, response.body).toBe(200);
      expect(levelsOf(response.json<Post>())).toEqual(expected);
      // What the database kept, read again by another member.
      expect(levelsOf((await getPost(t, premium.cookie, response.json<Post>()._id)).json<Post>())).toEqual(expected);
    }
  });

  it('refuses 1.095051 on forex and 182.45251 on a stock (priceDecimals on the field), 5 decimals on an index; nothing is written', async () => {
    const before = await postsCount();
    for (const [levels, path] of [
      [{ assetType: 'forex', ticker: 'EUR/USD', entry: 1.095051, stopLoss: 1.092, breakEven: 1.0955, takeProfit1: 1.1, takeProfit2: null }, '/levels/entry'],
      [{ assetType: 'actions', ticker: 'AAPL', entry: 182.4525, stopLoss: 180, breakEven: 182.5, takeProfit1: 190, takeProfit2: 182.45251 + 10 }, '/levels/takeProfit2'],
      [{ assetType: 'actions', ticker: 'AAPL', entry: 182.45251, stopLoss: 180, breakEven: 182.5, takeProfit1: 190, takeProfit2: null }, '/levels/entry'],
      [{ assetType: 'indexes', ticker: 'GER40', entry: 19450.12345, stopLoss: 19300, breakEven: 19500, takeProfit1: 19700, takeProfit2: null }, '/levels/entry'],
    ] as const) {
      const response = await postIdea(free, buyIdea(levels));
      expectError(response, 400, 'VALIDATION_ERROR');
      expect(response.json<{ details: { path: string; message: string }[] }>().details).toEqual([expect.objectContaining({ path, message: 'priceDecimals' })]);
    }
    expect(await postsCount()).toBe(before);
  });

  it('an edit with a price finer than its market changes nothing', async () => {
    const idea = (await postIdea(free, buyIdea({ assetType: 'forex', ticker: 'EUR/USD', entry: 1.095, stopLoss: 1.092, breakEven: 1.0955, takeProfit1: 1.1, takeProfit2: null }))).json<Post>();
    const edit = await t.request({ method: 'PUT', url: `/api/v1/ideas/${idea._id}`, cookie: free.cookie, body: buyIdea({ assetType: 'forex', ticker: 'EUR/USD', entry: 1.095051, stopLoss: 1.092, breakEven: 1.0955, takeProfit1: 1.1, takeProfit2: null }) as Record<string, unknown> });
    expectError(edit, 400, 'VALIDATION_ERROR');
    expect((await getPost(t, free.cookie, idea._id)).json<Post>()).toMatchObject({ LastEditBy: null, FinancialData: { EntryValue: 1.095 } });
  });
});

describe("an idea's term is its author's (issue 23)", () => {
  it('a medium-term idea valid 3 days stays medium term, for its readers and for a locked one; the validity sets only the expiry', async () => {
    const validUntil = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const response = await postIdea(coach, buyIdea({ term: 'mid', validUntil }));
    expect(response.statusCode, response.body).toBe(200);
    const idea = response.json<Post>();
    expect(idea.FinancialData).toMatchObject({ Term: 'mid', ExpirationDate: validUntil });
    expect((await getPost(t, premium.cookie, idea._id)).json<Post>().FinancialData).toMatchObject({ Term: 'mid' });
    expect((await getPost(t, free.cookie, idea._id)).json<Post>()).toMatchObject({ Locked: true, FinancialData: { Term: 'mid', ExpirationDate: validUntil } });
    const longOne = (await postIdea(free, buyIdea({ term: 'long', validUntil }))).json<Post>();
    expect(longOne.FinancialData).toMatchObject({ Term: 'long' });
    const edited = await t.request({ method: 'PUT', url: `/api/v1/ideas/${longOne._id}`, cookie: free.cookie, body: buyIdea({ term: 'short' }) as Record<string, unknown> });
    expect(edited.json<Post>().FinancialData).toMatchObject({ Term: 'short' });
  });

  it('analyses and trading plans have no term', async () => {
    const plan = await postIdea(free, { type: 'analysis', title: 'Gold seasonality again', description: DESCRIPTION });
    expect(plan.json<Post>().FinancialData).toMatchObject({ Term: null });
  });
});
