import { PREMIUM_COACHES_GROUP, type AssetType, type IdeaInput, type IdeaTerm, type OutcomeState, type TrackRecord } from '@arya/core';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaOutcomes, posts, users } from '../src/db/schema/index.ts';
import { expectError } from './helpers/errors.ts';
import { makeStaff, setPlan } from './helpers/plans.ts';
import { newMember, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Levels no answer may give away: a premium idea's are hidden, and the record never carries any. */
const ENTRY = 1.23457;
const STOP = 1.11119;

let queries: string[] = [];
let t: TestApp;
let trader: Member;
let free: Member;
let gold: Member;
let staff: Member;

beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (statement) => queries.push(statement) });
  [trader, free, gold, staff] = [await newMember(t, 'Tess Trader'), await newMember(t, 'Fred Free'), await newMember(t, 'Gina Gold'), await newMember(t, 'Sam Staff')];
  await setPlan(t, free.id, 'free');
  await setPlan(t, gold.id, 'GOLD');
  await makeStaff(t, staff.id);
});
afterAll(() => t.close());

interface StoredIdea {
  daysAgo: number;
  assetType: AssetType;
  term: IdeaTerm;
  state: OutcomeState;
  r: number | null;
  /** Null: the ticker matched no instrument (not counted). */
  symbol?: string | null;
  premium?: boolean;
  deleted?: boolean;
}

/** Stores an idea's post and its outcome as the outcome job leaves them; answers the post's API id. */
async function storeIdea(authorId: string, idea: StoredIdea): Promise<string> {
  const id = randomBytes(9).toString('base64url');
  const publishedAt = new Date(Date.now() - idea.daysAgo * DAY);
  const expiresAt = new Date(publishedAt.getTime() + 10 * DAY);
  await t.database.db.insert(posts).values({
    authorId,
    id,
    text: `Idée ${id}`,
    ideaType: 'idea',
    ideaAssetType: idea.assetType,
    ideaSell: false,
    ideaExpiresAt: expiresAt,
    restrictedTo: idea.premium ? PREMIUM_COACHES_GROUP : null,
    creationDate: publishedAt,
    date: idea.deleted ? null : publishedAt,
    isDeleted: idea.deleted ?? false,
  });
  const symbol = idea.symbol === undefined ? 'EURUSD' : idea.symbol;
  const final = idea.state === 'closed' || idea.state === 'expired_open' || idea.state === 'expired_unfilled';
  await t.database.db.insert(ideaOutcomes).values({
    postAuthorId: authorId,
    postId: id,
    symbol,
    assetType: idea.assetType,
    term: idea.term,
    levels: {
      sell: false,
      entryType: 'market',
      entry: ENTRY,
      stopLoss: STOP,
      breakEven: null,
      takeProfits: [1.34567],
      publishedAt: publishedAt.getTime(),
      expiresAt: expiresAt.getTime(),
      assetType: idea.assetType,
      symbol: symbol ?? 'NOPE',
    },
    publishedAt,
    expiresAt,
    state: idea.state,
    pendingReason: symbol === null ? 'unknown_instrument' : null,
    stop: STOP,
    fillPrice: idea.r === null ? null : ENTRY,
    checkedUntil: publishedAt,
    checkedAt: symbol === null ? null : new Date(),
    r: idea.r,
    move: idea.r === null ? null : { unit: 'pips', value: idea.r * 100 },
    resolvedAt: final ? new Date(publishedAt.getTime() + DAY) : null,
  });
  return `${authorId}/${id}`;
}

const record = (userId: string, member: Member | null, query = '') =>
  t.request({ method: 'GET', url: `/api/v1/users/${encodeURIComponent(userId)}/track-record${query}`, ...(member ? { cookie: member.cookie } : {}) });
async function recordOf(userId: string, member: Member | null, period?: string): Promise<TrackRecord> {
  const response = await record(userId, member, period ? `?period=${period}` : '');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TrackRecord>();
}

describe("a member's track record", () => {
  const ids = {} as Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h' | 'i' | 'j' | 'k', string>;

  beforeAll(async () => {
    // Within 30 days.
    ids.a = await storeIdea(trader.id, { daysAgo: 5, assetType: 'forex', term: 'short', state: 'closed', r: 2 });
    ids.b = await storeIdea(trader.id, { daysAgo: 10, assetType: 'forex', term: 'mid', state: 'closed', r: -1 });
    ids.c = await storeIdea(trader.id, { daysAgo: 20, assetType: 'crypto', term: 'short', state: 'expired_open', r: 2.75, premium: true });
    ids.g = await storeIdea(trader.id, { daysAgo: 15, assetType: 'forex', term: 'short', state: 'expired_unfilled', r: null });
    ids.h = await storeIdea(trader.id, { daysAgo: 2, assetType: 'crypto', term: 'long', state: 'open', r: null });
    ids.i = await storeIdea(trader.id, { daysAgo: 1, assetType: 'forex', term: 'short', state: 'waiting_entry', r: null });
    // Not counted: its ticker matched no instrument.
    ids.j = await storeIdea(trader.id, { daysAgo: 3, assetType: 'forex', term: 'short', state: 'waiting_entry', r: null, symbol: null });
    // Within 90 days.
    ids.d = await storeIdea(trader.id, { daysAgo: 40, assetType: 'indexes', term: 'long', state: 'closed', r: 0 });
    ids.e = await storeIdea(trader.id, { daysAgo: 60, assetType: 'forex', term: 'short', state: 'closed', r: 3.25, deleted: true });
    // Older.
    ids.f = await storeIdea(trader.id, { daysAgo: 120, assetType: 'actions', term: 'mid', state: 'closed', r: -1 });
    ids.k = await storeIdea(trader.id, { daysAgo: 200, assetType: 'actions', term: 'long', state: 'closed', r: -2.5, premium: true });
    // Someone else's idea counts in their record only.
    await storeIdea(free.id, { daysAgo: 4, assetType: 'forex', term: 'short', state: 'closed', r: 10 });
  });

  it('over 30 days: every figure, hand-computed; the premium best idea is locked for a free member', async () => {
    expect(await recordOf(trader.id, free, '30d')).toEqual({
      Period: '30d',
      Published: 6,
      Resolved: 3,
      Open: 2,
      Wins: 2,
      Losses: 1,
      Breakeven: 0,
      WinRate: 0.6667,
      AverageR: 1.25,
      TotalR: 3.75,
      Best: { PostId: ids.c, R: 2.75, Deleted: false, Locked: true },
      Worst: { PostId: ids.b, R: -1, Deleted: false, Locked: false },
      ByAssetType: [
        { AssetType: 'forex', Resolved: 2, Wins: 1, WinRate: 0.5, TotalR: 1, AverageR: 0.5 },
        { AssetType: 'crypto', Resolved: 1, Wins: 1, WinRate: 1, TotalR: 2.75, AverageR: 2.75 },
      ],
      ByTerm: [
        { Term: 'short', Resolved: 2, Wins: 2, WinRate: 1, TotalR: 4.75, AverageR: 2.38 },
        { Term: 'mid', Resolved: 1, Wins: 0, WinRate: 0, TotalR: -1, AverageR: -1 },
      ],
    } satisfies TrackRecord);
  });

  it('over 90 days: the deleted idea counts, and is the best (Deleted)', async () => {
    expect(await recordOf(trader.id, free, '90d')).toEqual({
      Period: '90d',
      Published: 8,
      Resolved: 5,
      Open: 2,
      Wins: 3,
      Losses: 1,
      Breakeven: 1,
      WinRate: 0.6,
      AverageR: 1.4,
      TotalR: 7,
      Best: { PostId: ids.e, R: 3.25, Deleted: true, Locked: false },
      Worst: { PostId: ids.b, R: -1, Deleted: false, Locked: false },
      ByAssetType: [
        { AssetType: 'forex', Resolved: 3, Wins: 2, WinRate: 0.6667, TotalR: 4.25, AverageR: 1.42 },
        { AssetType: 'crypto', Resolved: 1, Wins: 1, WinRate: 1, TotalR: 2.75, AverageR: 2.75 },
        { AssetType: 'indexes', Resolved: 1, Wins: 0, WinRate: 0, TotalR: 0, AverageR: 0 },
      ],
      ByTerm: [
        { Term: 'short', Resolved: 3, Wins: 3, WinRate: 1, TotalR: 8, AverageR: 2.67 },
        { Term: 'mid', Resolved: 1, Wins: 0, WinRate: 0, TotalR: -1, AverageR: -1 },
        { Term: 'long', Resolved: 1, Wins: 0, WinRate: 0, TotalR: 0, AverageR: 0 },
      ],
    } satisfies TrackRecord);
  });

  it('over all time (the default): every idea with an instrument, the premium worst idea locked for a visitor', async () => {
    const expected = {
      Period: 'all',
      Published: 10,
      Resolved: 7,
      Open: 2,
      Wins: 3,
      Losses: 3,
      Breakeven: 1,
      WinRate: 0.4286,
      AverageR: 0.5,
      TotalR: 3.5,
      Best: { PostId: ids.e, R: 3.25, Deleted: true, Locked: false },
      Worst: { PostId: ids.k, R: -2.5, Deleted: false, Locked: true },
      ByAssetType: [
        { AssetType: 'forex', Resolved: 3, Wins: 2, WinRate: 0.6667, TotalR: 4.25, AverageR: 1.42 },
        { AssetType: 'actions', Resolved: 2, Wins: 0, WinRate: 0, TotalR: -3.5, AverageR: -1.75 },
        { AssetType: 'crypto', Resolved: 1, Wins: 1, WinRate: 1, TotalR: 2.75, AverageR: 2.75 },
        { AssetType: 'indexes', Resolved: 1, Wins: 0, WinRate: 0, TotalR: 0, AverageR: 0 },
      ],
      ByTerm: [
        { Term: 'short', Resolved: 3, Wins: 3, WinRate: 1, TotalR: 8, AverageR: 2.67 },
        { Term: 'mid', Resolved: 2, Wins: 0, WinRate: 0, TotalR: -2, AverageR: -1 },
        { Term: 'long', Resolved: 2, Wins: 0, WinRate: 0, TotalR: -2.5, AverageR: -1.25 },
      ],
    } satisfies TrackRecord;
    expect(await recordOf(trader.id, null)).toEqual(expected);
    expect(await recordOf(trader.id, null, 'all')).toEqual(expected);
  });

  it('unlocks a premium idea for its audience (an active subscription, staff) and its author', async () => {
    for (const reader of [gold, staff, trader]) {
      const answer = await recordOf(trader.id, reader);
      expect(answer.Worst, reader.displayName).toEqual({ PostId: ids.k, R: -2.5, Deleted: false, Locked: false });
    }
    expect((await recordOf(trader.id, gold, '30d')).Best).toEqual({ PostId: ids.c, R: 2.75, Deleted: false, Locked: false });
  });

  it('never carries a level, an instrument or a move, whoever reads', async () => {
    for (const reader of [null, free, gold]) {
      for (const period of ['30d', '90d', 'all']) {
        const body = (await record(trader.id, reader, `?period=${period}`)).body;
        for (const secret of [String(ENTRY), String(STOP), '1.34567', 'EURUSD', 'levels', 'Move', 'pips']) expect(body).not.toContain(secret);
      }
    }
  });

  it('is empty, not missing, for a member without market ideas', async () => {
    expect(await recordOf(gold.id, null)).toEqual({
      Period: 'all',
      Published: 0,
      Resolved: 0,
      Open: 0,
      Wins: 0,
      Losses: 0,
      Breakeven: 0,
      WinRate: null,
      AverageR: null,
      TotalR: 0,
      Best: null,
      Worst: null,
      ByAssetType: [],
      ByTerm: [],
    } satisfies TrackRecord);
  });

  it('counts an idea published through the API from its publication, open until measured', async () => {
    const author = await newMember(t, 'Paula Publisher');
    const idea = {
      type: 'idea',
      title: 'EUR/USD : achat sur le support',
      description: 'Le support tient, momentum confirmé sur la journée.',
      levels: { sell: false, assetType: 'forex', ticker: 'EUR/USD', term: 'mid', entryType: 'market', entry: 1.08, stopLoss: 1.075, breakEven: 1.083, takeProfit1: 1.085 },
    } as IdeaInput;
    const response = await t.request({ method: 'POST', url: '/api/v1/ideas', cookie: author.cookie, body: idea });
    expect(response.statusCode, response.body).toBe(200);
    expect(await recordOf(author.id, null, '30d')).toMatchObject({ Published: 1, Resolved: 0, Open: 1, WinRate: null, AverageR: null, TotalR: 0, Best: null, Worst: null, ByAssetType: [], ByTerm: [] });
    // On an instrument no provider here covers, it is published but not open: it would stay open for ever.
    await t.database.db.update(ideaOutcomes).set({ pendingReason: 'unsupported_instrument' }).where(eq(ideaOutcomes.postAuthorId, author.id));
    expect(await recordOf(author.id, null, '30d')).toMatchObject({ Published: 1, Resolved: 0, Open: 0 });
  });

  it('reads the record in the same number of statements whatever the number of ideas', async () => {
    const few = await newMember(t, 'Fewer Ideas');
    await storeIdea(few.id, { daysAgo: 1, assetType: 'forex', term: 'short', state: 'closed', r: 1 });
    for (const reader of [null, free]) {
      queries = [];
      await recordOf(few.id, reader);
      const small = queries.length;
      queries = [];
      await recordOf(trader.id, reader);
      expect(queries, reader ? 'a member' : 'a visitor').toHaveLength(small);
      if (!reader) expect(small).toBeLessThanOrEqual(2);
    }
  });
});

describe('who may read a track record', () => {
  it('answers USER_NOT_FOUND for an unknown member', async () => {
    expectError(await record('nobody-here', null), 404, 'USER_NOT_FOUND');
    expectError(await record('nobody-here', free), 404, 'USER_NOT_FOUND');
  });

  it("keeps a private member's record for members, like their posts", async () => {
    const shy = await newMember(t, 'Shy Private');
    await storeIdea(shy.id, { daysAgo: 1, assetType: 'forex', term: 'short', state: 'closed', r: 1 });
    await t.database.db.update(users).set({ publicProfile: false }).where(eq(users.id, shy.id));
    expectError(await record(shy.id, null), 404, 'USER_NOT_FOUND');
    expect((await recordOf(shy.id, free)).Published).toBe(1);
  });

  it('hides the record across a block, either way', async () => {
    const blocker = await newMember(t, 'Bea Blocker');
    const blocked = await newMember(t, 'Bob Blocked');
    await storeIdea(blocker.id, { daysAgo: 1, assetType: 'forex', term: 'short', state: 'closed', r: 1 });
    await storeIdea(blocked.id, { daysAgo: 1, assetType: 'forex', term: 'short', state: 'closed', r: 1 });
    expect((await t.request({ method: 'PUT', url: `/api/v1/users/${blocked.id}/block`, cookie: blocker.cookie })).statusCode).toBe(200);
    expectError(await record(blocker.id, blocked), 404, 'USER_NOT_FOUND');
    expectError(await record(blocked.id, blocker), 404, 'USER_NOT_FOUND');
    // Others still read both.
    expect((await recordOf(blocker.id, free)).Published).toBe(1);
    expect((await recordOf(blocked.id, null)).Published).toBe(1);
  });

  it("hides a suspended member's record but from staff and themselves", async () => {
    const suspended = await newMember(t, 'Sue Suspended');
    await storeIdea(suspended.id, { daysAgo: 1, assetType: 'forex', term: 'short', state: 'closed', r: 1 });
    await t.database.db.update(users).set({ hiddenUntil: new Date(Date.now() + DAY) }).where(eq(users.id, suspended.id));
    expectError(await record(suspended.id, null), 404, 'USER_NOT_FOUND');
    expectError(await record(suspended.id, free), 404, 'USER_NOT_FOUND');
    expect((await recordOf(suspended.id, staff)).Published).toBe(1);
  });

  it('refuses an unknown period with VALIDATION_ERROR', async () => {
    expectError(await record(trader.id, null, '?period=7d'), 400, 'VALIDATION_ERROR');
    expectError(await record(trader.id, free, '?period='), 400, 'VALIDATION_ERROR');
  });
});
