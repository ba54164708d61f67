import { type InternalNews, type NewsInput, type NewsPage, type Post, type PostsPage } from '@arya/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalNews, userPrivate } from '../src/db/schema/index.ts';
import { expectError } from './helpers/errors.ts';
import { makeStaff, MP3_BYTES, PDF_BYTES, setPlan, uploadFileTo } from './helpers/plans.ts';
import { insertUpload, newMember, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let staff: Member;
let goldFr: Member;
let goldEn: Member;
let trialFr: Member;
let free: Member;
beforeAll(async () => {
  t = await createTestApp();
  staff = await newMember(t, 'Staff Sam');
  goldFr = await newMember(t, 'Gold Gaspard', 'fr');
  goldEn = await newMember(t, 'Gold Grace', 'en');
  trialFr = await newMember(t, 'Trial Théo', 'fr');
  free = await newMember(t, 'Free Flo', 'fr');
  await makeStaff(t, staff.id);
  await setPlan(t, goldFr.id, 'GOLD');
  await setPlan(t, goldEn.id, 'GOLD');
  await setPlan(t, trialFr.id, 'trial');
  await setPlan(t, free.id, 'free');
});
afterAll(() => t.close());

const FR_CONTENTS = 'Le CAC 40 teste sa résistance des 7 800 points.';
const EN_CONTENTS = 'The CAC 40 is testing its 7,800 resistance.';
const FR_TITLES = { title: 'CAC 40 : cassure en vue', secondaryTitle: 'Analyse du matin' };
const EN_TITLES = { title: 'CAC 40: a breakout in sight', secondaryTitle: 'Morning analysis' };
const newsBody = (overrides: Partial<NewsInput> = {}): NewsInput => ({
  categories: { tradingTerm: 'short', template: 'signal', trend: 'bullish', instrument: 'CAC40', timeFrame: 'H4', orderType: 'limit' },
  category: 'indexes',
  targetPrices: { entry: 7800, be: 7820, tp1: 7900, tp2: null, tp3: null, sl: 7750 },
  deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  images: [],
  localizations: { fr: { ...FR_TITLES, contents: FR_CONTENTS, audios: [], files: [] }, en: { ...EN_TITLES, contents: EN_CONTENTS, audios: [], files: [] } },
  availableFor: [{ Subscription: 'GOLD', Language: 'fr' }, { Subscription: 'SILVER', Language: 'fr' }],
  ...overrides,
});
/** A news item in French only, with this title. */
const frenchTitled = (title: string): Partial<NewsInput> => ({ localizations: { fr: { title, contents: FR_CONTENTS, audios: [], files: [] }, en: null } });
const publish = (member: Member | null, body: unknown) => t.request({ method: 'POST', url: '/api/v1/internal-news', body: body as Record<string, unknown>, ...(member ? { cookie: member.cookie } : {}) });
const feedOf = async (member: Member) => (await t.request({ method: 'GET', url: '/api/v1/posts?limit=50', cookie: member.cookie })).json<PostsPage>();
const newsPostIn = (page: PostsPage, newsId: string) => page.posts.find((post) => post.InternalNewsData?.Id === newsId);

describe('publishing internal news', () => {
  it('is for staff only: 403 for members, 401 for visitors, and nothing is written', async () => {
    expectError(await publish(goldFr, newsBody()), 403, 'FORBIDDEN');
    expectError(await publish(null, newsBody()), 401, 'UNAUTHENTICATED');
    expect(await t.database.db.select().from(internalNews)).toEqual([]);
  });

  it('refuses a news item without audience or language, and attachments that are not the author’s', async () => {
    for (const [body, message] of [
      [newsBody({ availableFor: [] }), 'newsAudienceRequired'],
      [newsBody({ localizations: { fr: null, en: null } }), 'newsLanguageRequired'],
    ] as const) {
      const response = await publish(staff, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ details: { message: string }[] }>().details.map((detail) => detail.message)).toContain(message);
    }
    const othersImage = await insertUpload(t, free.id);
    expectError(await publish(staff, newsBody({ images: [{ url: othersImage }] })), 400, 'INVALID_ATTACHMENT');
    expect(await t.database.db.select().from(internalNews)).toEqual([]);
  });
});

describe('a news item in two languages, with audio and a PDF, for GOLD and SILVER readers in French', () => {
  let news: InternalNews;
  beforeAll(async () => {
    const audio = await uploadFileTo(t, '/api/v1/uploads/audio', MP3_BYTES, staff.cookie, 'brief.mp3', 'audio/mpeg');
    expect(audio.statusCode, audio.body).toBe(200);
    const pdf = await uploadFileTo(t, '/api/v1/uploads/documents', PDF_BYTES, staff.cookie, 'report.pdf', 'application/pdf');
    expect(pdf.statusCode, pdf.body).toBe(200);
    const image = await insertUpload(t, staff.id);
    const response = await publish(
      staff,
      newsBody({
        images: [{ url: image }],
        localizations: {
          fr: { ...FR_TITLES, contents: FR_CONTENTS, audios: [{ url: audio.json<{ url: string }>().url }], files: [{ url: pdf.json<{ url: string }>().url, name: 'Rapport.pdf' }] },
          en: { ...EN_TITLES, contents: EN_CONTENTS, audios: [], files: [] },
        },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    news = response.json<InternalNews>();
  });

  it('answers staff the whole item, its audience included', () => {
    expect(news).toMatchObject({
      Locked: false,
      Title: 'CAC 40 : cassure en vue',
      Categories: { Trend: 'bullish', Instrument: 'CAC40', TimeFrame: 'H4' },
      TargetPrices: { Entry: 7800, TP1: 7900, TP2: null, SL: 7750 },
      Contents: FR_CONTENTS,
      Localizations: { fr: { Title: FR_TITLES.title, SecondaryTitle: FR_TITLES.secondaryTitle, Contents: FR_CONTENTS, Files: [{ Name: 'Rapport.pdf' }] }, en: { Title: EN_TITLES.title, SecondaryTitle: EN_TITLES.secondaryTitle, Contents: EN_CONTENTS } },
      AvailableFor: [{ Subscription: 'GOLD', Language: 'fr' }, { Subscription: 'SILVER', Language: 'fr' }],
    });
  });

  it('is read by a GOLD member in French and a trial member in French (SILVER), without its audience', async () => {
    for (const reader of [goldFr, trialFr]) {
      const post = newsPostIn(await feedOf(reader), news.Id);
      expect(post).toMatchObject({ Locked: false, InternalNewsData: { Locked: false, Contents: FR_CONTENTS, AvailableFor: [] } });
    }
  });

  it('is locked for a GOLD member in English and a member without trial: its content is never sent', async () => {
    for (const reader of [goldEn, free]) {
      const response = await t.request({ method: 'GET', url: '/api/v1/posts?limit=50', cookie: reader.cookie });
      const post = newsPostIn(response.json<PostsPage>(), news.Id);
      expect(post).toMatchObject({ Locked: true, InternalNewsData: { Locked: true, Title: null, Contents: null, TargetPrices: null, Audios: [], Files: [], Images: [] } });
      for (const secret of [FR_CONTENTS, EN_CONTENTS, 'cassure', 'Rapport.pdf', '7900']) expect(response.body).not.toContain(secret);
    }
  });

  it('shows on the ideas page as news, and under the favourites filter once favoured', async () => {
    const ideas = async (query: string) => (await t.request({ method: 'GET', url: `/api/v1/ideas${query}`, cookie: goldFr.cookie })).json<PostsPage>().posts;
    expect((await ideas('?type=news')).map((post) => post.InternalNewsData?.Id)).toContain(news.Id);
    expect(await ideas('?favorites=true')).toEqual([]);

    const favorite = await t.request({ method: 'PUT', url: `/api/v1/me/favorite-news/${news.Id}`, cookie: goldFr.cookie });
    expect(favorite.json()).toEqual({ favoriteIdeas: [news.Id] });
    // Twice is still once.
    expect((await t.request({ method: 'PUT', url: `/api/v1/me/favorite-news/${news.Id}`, cookie: goldFr.cookie })).json()).toEqual({ favoriteIdeas: [news.Id] });
    const favored = await ideas('?favorites=true');
    expect(favored.map((post) => post.InternalNewsData)).toEqual([expect.objectContaining({ Id: news.Id, IsFavorite: true })]);

    const removed = await t.request({ method: 'DELETE', url: `/api/v1/me/favorite-news/${news.Id}`, cookie: goldFr.cookie });
    expect(removed.json()).toEqual({ favoriteIdeas: [] });
    // Spec 2 §4: the list is removed once empty.
    const [row] = await t.database.db.select({ list: userPrivate.favoriteIdeas }).from(userPrivate).where(eq(userPrivate.userId, goldFr.id));
    expect(row?.list).toBeNull();
    expect(await ideas('?favorites=true')).toEqual([]);
  });

  it('refuses favouring a news item that does not exist (404)', async () => {
    expectError(await t.request({ method: 'PUT', url: '/api/v1/me/favorite-news/nope', cookie: goldFr.cookie }), 404, 'NEWS_NOT_FOUND');
  });

  it('serves its PDF and its audio with their types', async () => {
    const pdf = await t.request({ method: 'GET', url: news.Localizations.fr?.Files[0]?.Url ?? '' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const audio = await t.request({ method: 'GET', url: news.Localizations.fr?.Audios[0] ?? '' });
    expect(audio.headers['content-type']).toBe('audio/mpeg');
  });
});

describe('the titles of a news item, one per language', () => {
  it('are read in the reader’s language, else in the other one', async () => {
    const both = newsBody({ availableFor: [{ Subscription: 'GOLD', Language: 'fr' }, { Subscription: 'GOLD', Language: 'en' }] });
    const published = await publish(staff, both);
    expect(published.statusCode, published.body).toBe(200);
    const news = published.json<InternalNews>();
    // Each reader's copy carries both versions; the web shows the reader's language's.
    for (const reader of [goldFr, goldEn]) {
      const read = newsPostIn(await feedOf(reader), news.Id)?.InternalNewsData;
      expect(read?.Localizations.fr).toMatchObject({ Title: FR_TITLES.title, SecondaryTitle: FR_TITLES.secondaryTitle });
      expect(read?.Localizations.en).toMatchObject({ Title: EN_TITLES.title, SecondaryTitle: EN_TITLES.secondaryTitle });
      // The default version is the French one.
      expect(read).toMatchObject({ Title: FR_TITLES.title, SecondaryTitle: FR_TITLES.secondaryTitle });
    }

    // Written in English only: its titles are the default ones, and an English subtitle left empty is none.
    const english = await publish(staff, newsBody({ localizations: { fr: null, en: { title: EN_TITLES.title, contents: EN_CONTENTS, audios: [], files: [] } } }));
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json<InternalNews>()).toMatchObject({ Title: EN_TITLES.title, SecondaryTitle: null, Localizations: { fr: null, en: { Title: EN_TITLES.title, SecondaryTitle: null } } });
  });

  it('are required in every language written, and nothing is published without them', async () => {
    const before = (await t.database.db.select({ id: internalNews.id }).from(internalNews)).length;
    for (const [language, body] of [
      ['en', newsBody({ localizations: { fr: { ...FR_TITLES, contents: FR_CONTENTS, audios: [], files: [] }, en: { title: '', contents: EN_CONTENTS, audios: [], files: [] } } })],
      ['fr', newsBody({ localizations: { fr: { title: '   ', contents: FR_CONTENTS, audios: [], files: [] }, en: null } })],
    ] as const) {
      const response = await publish(staff, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ details: { path: string; message: string }[] }>().details).toContainEqual(expect.objectContaining({ path: `/localizations/${language}/title`, message: 'required' }));
    }
    expect(await t.database.db.select({ id: internalNews.id }).from(internalNews)).toHaveLength(before);
  });

  it('of an item written before titles had a language: its single titles stand for both languages', async () => {
    const news = (await publish(staff, newsBody())).json<InternalNews>();
    // As the migration leaves the rows written before it.
    await t.database.db.update(internalNews).set({ titleEn: null, secondaryTitleEn: null }).where(eq(internalNews.id, news.Id));
    const read = newsPostIn(await feedOf(goldFr), news.Id)?.InternalNewsData;
    expect(read?.Localizations.en).toMatchObject({ Title: FR_TITLES.title, SecondaryTitle: FR_TITLES.secondaryTitle, Contents: EN_CONTENTS });
  });
});

describe('uploads for news', () => {
  it('takes PDFs from staff only, and only PDFs; audio from members who are neither coach nor staff is refused', async () => {
    expectError(await uploadFileTo(t, '/api/v1/uploads/documents', PDF_BYTES, goldFr.cookie, 'a.pdf', 'application/pdf'), 403, 'FORBIDDEN');
    expectError(await uploadFileTo(t, '/api/v1/uploads/documents', Buffer.from('not a pdf at all'), staff.cookie, 'a.pdf', 'application/pdf'), 400, 'UNSUPPORTED_DOCUMENT');
    expectError(await uploadFileTo(t, '/api/v1/uploads/audio', PDF_BYTES, staff.cookie, 'a.mp3', 'audio/mpeg'), 400, 'UNSUPPORTED_AUDIO');
    expectError(await uploadFileTo(t, '/api/v1/uploads/audio', MP3_BYTES, goldFr.cookie, 'a.mp3', 'audio/mpeg'), 403, 'AUDIO_NOT_ALLOWED');
  });
});

describe('deleting a news item', () => {
  it('is for staff: AvailableFor cleared, who and when recorded, its post shown deleted; twice is 409, unknown 404', async () => {
    const news = (await publish(staff, newsBody(frenchTitled('À supprimer bientôt')))).json<InternalNews>();
    await t.request({ method: 'PUT', url: `/api/v1/me/favorite-news/${news.Id}`, cookie: goldFr.cookie });
    expectError(await t.request({ method: 'DELETE', url: `/api/v1/internal-news/${news.Id}`, cookie: goldFr.cookie }), 403, 'FORBIDDEN');

    const deleted = await t.request({ method: 'DELETE', url: `/api/v1/internal-news/${news.Id}`, cookie: staff.cookie });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json<InternalNews>()).toMatchObject({ IsDeleted: true, AvailableFor: [], IsFavorite: false, AdditionalData: { DeletedBy: staff.id, DeletedAt: expect.any(String) } });
    const post = (await feedOf(goldFr)).posts.find((item) => item._id === news.PostId) as Post;
    expect(post).toMatchObject({ IsDeleted: true, InternalNewsData: null });

    expectError(await t.request({ method: 'DELETE', url: `/api/v1/internal-news/${news.Id}`, cookie: staff.cookie }), 409, 'NEWS_DELETED');
    expectError(await t.request({ method: 'DELETE', url: '/api/v1/internal-news/unknown', cookie: staff.cookie }), 404, 'NEWS_NOT_FOUND');
    expectError(await t.request({ method: 'PUT', url: `/api/v1/me/favorite-news/${news.Id}`, cookie: goldFr.cookie }), 409, 'NEWS_DELETED');

    const list = (await t.request({ method: 'GET', url: '/api/v1/internal-news', cookie: staff.cookie })).json<NewsPage>();
    expect(list.items.find((item) => item.Id === news.Id)).toMatchObject({ IsDeleted: true });
    expectError(await t.request({ method: 'GET', url: '/api/v1/internal-news', cookie: goldFr.cookie }), 403, 'FORBIDDEN');
  });
});

describe('the count of new news', () => {
  it('is 10 before any fetch, 0 after one, then counts the news the member may read', async () => {
    const member = await newMember(t, 'Counting Clara', 'fr');
    await setPlan(t, member.id, 'GOLD');
    const countOf = async () => (await t.request({ method: 'GET', url: '/api/v1/me/news/new-count', cookie: member.cookie })).json<{ count: number }>().count;
    expect(await countOf()).toBe(10);
    const fetched = await t.request({ method: 'POST', url: '/api/v1/me/news/fetched', cookie: member.cookie });
    expect(fetched.json()).toMatchObject({ count: 0, since: expect.any(String) });
    expect(await countOf()).toBe(0);
    await publish(staff, newsBody(frenchTitled('Pour les membres GOLD')));
    await publish(staff, newsBody({ ...frenchTitled('Pour les lecteurs anglais'), availableFor: [{ Subscription: 'GOLD', Language: 'en' }] }));
    expect(await countOf()).toBe(1);
    expectError(await t.request({ method: 'GET', url: '/api/v1/me/news/new-count' }), 401, 'UNAUTHENTICATED');
  });
});

describe('a locked news item stays closed everywhere (review findings)', () => {
  let news: InternalNews;
  beforeAll(async () => {
    news = (await publish(staff, newsBody({ ...frenchTitled('Réservé aux GOLD francophones'), availableFor: [{ Subscription: 'GOLD', Language: 'fr' }] }))).json<InternalNews>();
    const comment = await t.request({ method: 'POST', url: `/api/v1/posts/${news.PostId}/comments`, cookie: goldFr.cookie, body: { text: 'Un commentaire qui cite les niveaux 7 900' } });
    expect(comment.statusCode, comment.body).toBe(200);
  });

  it('its comments, likes and shares are refused to readers outside its audience, as if it did not exist', async () => {
    for (const reader of [free, goldEn, trialFr]) {
      expectError(await t.request({ method: 'GET', url: `/api/v1/posts/${news.PostId}/comments`, cookie: reader.cookie }), 404, 'POST_NOT_FOUND');
      expectError(await t.request({ method: 'PUT', url: `/api/v1/posts/${news.PostId}/like`, cookie: reader.cookie }), 404, 'POST_NOT_FOUND');
    }
    expectError(await t.request({ method: 'GET', url: `/api/v1/posts/${news.PostId}/comments` }), 404, 'POST_NOT_FOUND');
    expect((await t.request({ method: 'GET', url: `/api/v1/posts/${news.PostId}/comments`, cookie: goldFr.cookie })).statusCode).toBe(200);
  });

  it('is never shared, even by a reader (a share would show it to the sharer’s followers)', async () => {
    expectError(await t.request({ method: 'POST', url: `/api/v1/posts/${news.PostId}/shares`, cookie: goldFr.cookie, body: { text: 'À lire absolument !', original: { text: null, images: [] } } }), 403, 'FORBIDDEN');
  });

  it('is not found by the ideas page filters on what it hides (side, category) for readers outside its audience', async () => {
    const ids = async (member: Member, query: string) => (await t.request({ method: 'GET', url: `/api/v1/ideas${query}`, cookie: member.cookie })).json<PostsPage>().posts.map((post) => post._id);
    expect(await ids(goldEn, '?type=news')).toContain(news.PostId);
    expect(await ids(goldEn, '?type=news&side=buy')).not.toContain(news.PostId);
    expect(await ids(goldEn, '?type=news&assetType=indexes')).not.toContain(news.PostId);
    expect(await ids(goldFr, '?type=news&side=buy')).toContain(news.PostId);
  });

  it('cannot be favoured by a member outside its audience, nor counted for a member without news', async () => {
    expectError(await t.request({ method: 'PUT', url: `/api/v1/me/favorite-news/${news.Id}`, cookie: goldEn.cookie }), 404, 'NEWS_NOT_FOUND');
    expect((await t.request({ method: 'GET', url: '/api/v1/me/news/new-count', cookie: free.cookie })).json()).toMatchObject({ count: 0 });
  });

  it('is changed and deleted in the back-office only, not through the posts API', async () => {
    expectError(await t.request({ method: 'DELETE', url: `/api/v1/posts/${news.PostId}`, cookie: staff.cookie }), 403, 'FORBIDDEN');
    expectError(await t.request({ method: 'PUT', url: `/api/v1/posts/${news.PostId}`, cookie: staff.cookie, body: { text: 'Un texte ajouté à une actualité' } }), 403, 'FORBIDDEN');
  });

  it('refuses a deadline beyond a year (400, not a database failure)', async () => {
    const response = await publish(staff, newsBody({ deadline: '9999-12-31T23:59:59.999-14:00' }));
    expect(response.statusCode).toBe(400);
  });
});

describe('target prices carry the precision of the category’s market (issue 23)', () => {
  const count = async () => (await t.database.db.select().from(internalNews)).length;

  it('takes forex to 5 decimals, crypto to 8, a stock to 4, any market’s 8 without a category; read back exactly by a reader', async () => {
    const cases: [Partial<NewsInput>, NewsInput['targetPrices'], InternalNews['TargetPrices']][] = [
      [{ category: 'forex', categories: { instrument: 'EUR/USD', trend: 'bearish' } }, { entry: 1.095, be: 1.092, tp1: 1.085, tp2: 1.08505, sl: 1.099 }, { Entry: 1.095, BE: 1.092, TP1: 1.085, TP2: 1.08505, TP3: null, SL: 1.099 }],
      [{ category: 'crypto', categories: { instrument: 'SHIBUSD' } }, { entry: 0.00001234, sl: 0.00001 }, { Entry: 0.00001234, BE: null, TP1: null, TP2: null, TP3: null, SL: 0.00001 }],
      [{ category: 'actions', categories: { instrument: 'AAPL' } }, { entry: 182.4525 }, { Entry: 182.4525, BE: null, TP1: null, TP2: null, TP3: null, SL: null }],
      [{ category: null, categories: {} }, { entry: 0.00001234 }, { Entry: 0.00001234, BE: null, TP1: null, TP2: null, TP3: null, SL: null }],
    ];
    for (const [overrides, targetPrices, expected] of cases) {
      const response = await publish(staff, newsBody({ ...overrides, targetPrices }));
      expect(response.statusCode, response.body).toBe(200);
      const news = response.json<InternalNews>();
      expect(news.TargetPrices).toEqual(expected);
      expect(newsPostIn(await feedOf(goldFr), news.Id)?.InternalNewsData?.TargetPrices).toEqual(expected);
    }
  });

  it('refuses 1.095051 on forex and 182.45251 on a stock as priceDecimals on the field; nothing is written', async () => {
    const before = await count();
    for (const [overrides, targetPrices, path] of [
      [{ category: 'forex' }, { entry: 1.095, tp2: 1.095051 }, '/targetPrices/tp2'],
      [{ category: 'actions' }, { sl: 182.45251 }, '/targetPrices/sl'],
      [{ category: null }, { entry: 0.000012345 }, '/targetPrices/entry'],
    ] as const) {
      const response = await publish(staff, newsBody({ ...overrides, targetPrices }));
      expectError(response, 400, 'VALIDATION_ERROR');
      expect(response.json<{ details: { path: string; message: string }[] }>().details).toEqual([expect.objectContaining({ path, message: 'priceDecimals' })]);
    }
    expect(await count()).toBe(before);
  });
});
