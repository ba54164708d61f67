import type { IdeaInput, Post } from '@arya/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaOutcomes } from '../src/db/schema/index.ts';
import { measureWaitingForProvider } from '../src/features/idea-outcomes/outcomes.repository.ts';
import { trackDueOutcomes } from '../src/features/idea-outcomes/track-outcomes.job.ts';
import { SimulatedMarketPrices, TwelveDataMarketPrices } from '../src/providers/market-prices/index.ts';
import { startFakeTwelveData, type FakeTwelveData } from './helpers/fake-twelve-data.ts';
import { makeCoach, setPlan } from './helpers/plans.ts';
import { deletePost, getPost, newMember, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const MINUTE = 60_000;
const quiet = { warn: () => undefined };

let t: TestApp;
let author: Member;
let reader: Member;
let coach: Member;
let free: Member;

beforeAll(async () => {
  // No market prices configured: ideas wait ("no_provider") until the test measures them itself.
  t = await createTestApp();
  [author, reader, coach, free] = [await newMember(t, 'Ada Author'), await newMember(t, 'Rita Reader'), await newMember(t, 'Coach Colin'), await newMember(t, 'Fred Free')];
  await makeCoach(t, coach.id);
  await setPlan(t, free.id, 'free');
  await setPlan(t, reader.id, 'GOLD');
});
afterAll(() => t.close());

const idea = (ticker: string, levels: Partial<Extract<IdeaInput, { type: 'idea' }>['levels']> = {}): IdeaInput =>
  ({
    type: 'idea',
    title: `${ticker} : achat sur le support`,
    description: 'Le support tient, momentum confirmé sur la journée.',
    levels: { sell: false, assetType: 'forex', ticker, term: 'mid', entryType: 'market', entry: 1.08, stopLoss: 1.075, breakEven: 1.083, takeProfit1: 1.085, takeProfit2: 1.09, ...levels },
  }) as IdeaInput;
const publishIdea = async (member: Member, body: IdeaInput) => {
  const response = await t.request({ method: 'POST', url: '/api/v1/ideas', cookie: member.cookie, body: body as unknown as Record<string, unknown> });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Post>();
};
const outcomeAs = async (member: Member | null, id: string) => (await getPost(t, member?.cookie, id)).json<Post>().FinancialData?.Outcome;
const rowOf = async (id: string) => {
  const [authorId, postId] = id.split('/') as [string, string];
  const [row] = await t.database.db.select().from(ideaOutcomes).where(and(eq(ideaOutcomes.postAuthorId, authorId), eq(ideaOutcomes.postId, postId)));
  return row;
};

describe("a market idea's outcome", () => {
  it('goes through TP1 and breakeven, then is stopped at its fill: +0.5 R, shown as a timeline; a run repeated changes nothing', async () => {
    const post = await publishIdea(author, idea('EUR/USD'));
    expect(post.FinancialData?.Outcome).toMatchObject({ State: 'pending', PendingReason: 'no_provider', Instrument: 'EURUSD', Steps: [], R: null });
    const published = Date.parse(post.CreationDate);

    // Market prices come: the ideas published meanwhile are measured from their publication.
    await measureWaitingForProvider(t.database.db, new Date());
    expect(await outcomeAs(reader, post._id)).toMatchObject({ State: 'pending', PendingReason: 'waiting_prices' });
    let clock = published;
    const prices = new SimulatedMarketPrices({
      now: () => clock,
      scripts: {
        EURUSD: [
          { at: published - 60 * MINUTE, price: 1.08 },
          { at: published + 30 * MINUTE, price: 1.08 },
          { at: published + 60 * MINUTE, price: 1.0862 },
          { at: published + 90 * MINUTE, price: 1.0788 },
        ],
      },
    });
    const run = async (minutes: number) => {
      clock = published + minutes * MINUTE;
      await trackDueOutcomes({ db: t.database.db, marketPrices: prices, log: quiet }, new Date(clock));
    };

    await run(40);
    expect(await outcomeAs(reader, post._id)).toMatchObject({ State: 'open', PendingReason: null, Steps: [{ Kind: 'filled', Price: 1.08 }], R: null });
    await run(120);
    const closed = await outcomeAs(reader, post._id);
    expect(closed).toMatchObject({ State: 'closed', R: 0.5, Move: { Unit: 'pips', Value: 25 }, ResolvedAt: expect.any(String) });
    expect(closed?.Steps.map((step) => [step.Kind, step.Price, step.Target])).toEqual([
      ['filled', 1.08, null],
      // The price passes the breakeven level (1.083) before TP1 (1.085): the stop moves to the fill.
      ['breakeven', 1.083, null],
      ['take_profit', 1.085, 1],
      ['stopped', 1.08, null],
    ]);
    // Over: not due again, and a run changes nothing.
    expect((await rowOf(post._id))?.nextCheckAt).toBeNull();
    await run(240);
    expect(await outcomeAs(reader, post._id)).toEqual(closed);
  });

  it("gives a reader the coach's premium idea is locked for its result, never its prices or its timeline", async () => {
    const post = await publishIdea(coach, idea('EURUSD'));
    const published = Date.parse(post.CreationDate);
    await measureWaitingForProvider(t.database.db, new Date());
    const prices = new SimulatedMarketPrices({
      now: () => published + 3 * 60 * MINUTE,
      scripts: { EURUSD: [{ at: published - 60 * MINUTE, price: 1.08 }, { at: published + 30 * MINUTE, price: 1.08 }, { at: published + 60 * MINUTE, price: 1.0745 }] },
    });
    await trackDueOutcomes({ db: t.database.db, marketPrices: prices, log: quiet }, new Date(published + 3 * 60 * MINUTE));
    const premium = await outcomeAs(reader, post._id);
    expect(premium).toMatchObject({ State: 'closed', R: -1, Steps: [{ Kind: 'filled', Price: 1.08 }, { Kind: 'stopped', Price: 1.075 }] });
    const locked = await getPost(t, free.cookie, post._id);
    expect(locked.json<Post>()).toMatchObject({ Locked: true, FinancialData: { EntryValue: null, Outcome: { State: 'closed', R: -1, Instrument: null, Move: null } } });
    // Nor its timeline: its times, against the market's chart, would point at the levels.
    expect(locked.json<Post>().FinancialData?.Outcome?.Steps).toEqual([]);
    expect(locked.body).not.toContain('1.075');
  });

  it('stays pending, saying why, for a ticker no instrument matches; and is kept when the idea is deleted or its levels edited', async () => {
    const unknown = await publishIdea(author, idea('ZZQX'));
    expect(unknown.FinancialData?.Outcome).toMatchObject({ State: 'pending', PendingReason: 'unknown_instrument', Instrument: null });
    expect((await rowOf(unknown._id))?.nextCheckAt).toBeNull();

    const post = await publishIdea(author, idea('GBPUSD', { entry: 1.27, stopLoss: 1.265, breakEven: 1.273, takeProfit1: 1.275, takeProfit2: 1.28 }));
    const edited = await t.request({ method: 'PUT', url: `/api/v1/ideas/${post._id}`, cookie: author.cookie, body: idea('GBPUSD', { entry: 1.3, stopLoss: 1.25, breakEven: 1.31, takeProfit1: 1.32, takeProfit2: 1.33 }) as unknown as Record<string, unknown> });
    expect(edited.statusCode).toBe(200);
    // Measured on the levels published.
    expect((await rowOf(post._id))?.levels).toMatchObject({ entry: 1.27, stopLoss: 1.265, takeProfits: [1.275, 1.28] });
    expect((await deletePost(t, author.cookie, post._id)).statusCode).toBe(200);
    expect(await rowOf(post._id)).toMatchObject({ symbol: 'GBPUSD' });
  });

  it('is measured for analyses and trading plans never', async () => {
    const response = await t.request({ method: 'POST', url: '/api/v1/ideas', cookie: author.cookie, body: { type: 'analysis', title: 'Analyse de la semaine sur les devises', description: 'Le dollar reste fort face aux autres devises.' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Post>().FinancialData?.Outcome).toBeNull();
    expect(await rowOf(response.json<Post>()._id)).toBeUndefined();
  });
});

describe('the outcome job against Twelve Data', () => {
  let fake: FakeTwelveData;
  beforeAll(async () => {
    // Every pair is known to the fake; no candle has closed yet in the few seconds these ideas have lived.
    const pairs = ['EUR/JPY', 'GBP/JPY', 'AUD/USD', 'NZD/USD', 'USD/CAD', 'USD/CHF', 'EUR/GBP', 'EUR/CHF', 'AUD/JPY', 'CAD/JPY'];
    fake = await startFakeTwelveData({ apiKey: 'td-key', series: Object.fromEntries(pairs.map((pair) => [pair, []])) });
  });
  afterAll(() => fake.close());

  it('asks for one instrument once whatever the number of ideas on it, and at most 8 instruments a run; the others wait their turn', async () => {
    const tickers = ['EURJPY', 'GBPJPY', 'AUDUSD', 'NZDUSD', 'USDCAD', 'USDCHF', 'EURGBP', 'EURCHF', 'AUDJPY', 'CADJPY'];
    for (const ticker of tickers) await publishIdea(author, idea(ticker, ticker.endsWith('JPY') ? { entry: 150, stopLoss: 149, breakEven: 150.5, takeProfit1: 151, takeProfit2: 152 } : {}));
    await publishIdea(reader, idea('AUDUSD'));
    await measureWaitingForProvider(t.database.db, new Date());
    const prices = new TwelveDataMarketPrices({ apiKey: 'td-key', baseUrl: fake.url });
    const before = fake.requests.length;
    await trackDueOutcomes({ db: t.database.db, marketPrices: prices, log: quiet }, new Date(Date.now() + 60 * MINUTE));
    const asked = fake.requests.slice(before).map((request) => request.params.get('symbol'));
    expect(asked).toHaveLength(8);
    expect(new Set(asked).size).toBe(8);
    // Those asked are measured, every idea on them (AUDUSD's two with one call); the others are still due, never measured.
    const symbolOf = (pair: string | null) => (pair ?? '').replace('/', '');
    const rows = (await t.database.db.select().from(ideaOutcomes)).filter((row) => tickers.includes(row.symbol ?? ''));
    for (const row of rows) {
      if (asked.map(symbolOf).includes(row.symbol!)) expect(row.checkedAt, row.symbol!).not.toBeNull();
      else expect(row, row.symbol!).toMatchObject({ checkedAt: null, nextCheckAt: expect.any(Date) });
    }
    expect(rows.filter((row) => row.checkedAt === null).length).toBeGreaterThanOrEqual(2);
  });
});

describe("the simulator's time machine (development and tests only)", () => {
  it('scripts a price and measures that instrument’s ideas minutes ahead; refused where the simulator is not in use', async () => {
    const body = { symbol: 'EURUSD', points: [{ afterMinutes: 0, price: 1.08 }], measureAtMinutes: [10] };
    expect((await t.request({ method: 'POST', url: '/api/v1/dev/market-prices', body })).statusCode).toBe(404);

    const simulated = await createTestApp({ MARKET_PRICES: 'simulator' });
    try {
      const coachAuthor = await newMember(simulated, 'Sim Coach');
      const published = await simulated.request({ method: 'POST', url: '/api/v1/ideas', cookie: coachAuthor.cookie, body: idea('EUR/USD') as unknown as Record<string, unknown> });
      expect(published.statusCode, published.body).toBe(200);
      const post = published.json<Post>();
      expect(post.FinancialData?.Outcome).toMatchObject({ State: 'pending', PendingReason: 'waiting_prices' });
      const scripted = await simulated.request({
        method: 'POST',
        url: '/api/v1/dev/market-prices',
        body: {
          symbol: 'EURUSD',
          points: [
            { afterMinutes: -60, price: 1.08 },
            { afterMinutes: 30, price: 1.08 },
            { afterMinutes: 60, price: 1.0862 },
            { afterMinutes: 90, price: 1.0788 },
          ],
          measureAtMinutes: [40, 120],
        },
      });
      expect(scripted.json()).toEqual({ measured: 2 });
      const outcome = (await getPost(simulated, coachAuthor.cookie, post._id)).json<Post>().FinancialData?.Outcome;
      expect(outcome).toMatchObject({ State: 'closed', R: 0.5 });
      expect(outcome?.Steps.map((step) => step.Kind)).toEqual(['filled', 'breakeven', 'take_profit', 'stopped']);
      // Bad input changes nothing.
      expect((await simulated.request({ method: 'POST', url: '/api/v1/dev/market-prices', body: { symbol: 'EURUSD', points: [], measureAtMinutes: [] } })).statusCode).toBe(400);
    } finally {
      await simulated.close();
    }
  });
});
