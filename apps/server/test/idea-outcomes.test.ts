import type { IdeaInput, Post } from '@arya/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaOutcomes } from '../src/db/schema/index.ts';
import { measureWaitingForProvider } from '../src/features/idea-outcomes/outcomes.repository.ts';
import { LIMITED_INSTRUMENTS_PER_RUN, OUTCOME_SETTLE_MS, trackDueOutcomes } from '../src/features/idea-outcomes/track-outcomes.job.ts';
import { MarketPricesError, SimulatedMarketPrices, TwelveDataMarketPrices, type CandlesRequest, type MarketPrices, type PricedInstrument } from '../src/providers/market-prices/index.ts';
import { startFakeTwelveData, type FakeTwelveData } from './helpers/fake-twelve-data.ts';
import { makeCoach, setPlan } from './helpers/plans.ts';
import { deletePost, getPost, newMember, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const MINUTE = 60_000;
const quiet = { warn: () => undefined, error: () => undefined };

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

describe('the outcome job, when things go wrong', () => {
  const FIVE_MINUTES = 5 * MINUTE;
  // Members of their own: an hour's writing budget is 30 publications a member.
  let writer: Member;
  let prolific: Member;
  beforeAll(async () => {
    [writer, prolific] = [await newMember(t, 'Wanda Writer'), await newMember(t, 'Paolo Prolific')];
  });
  /** Market prices answering from `answer`, recording what is asked; Twelve Data's calls (not crypto) are the scarce ones. */
  function provider(answer: (request: CandlesRequest) => Promise<[]> | [], supports: (instrument: PricedInstrument) => boolean = () => true) {
    const asked: string[] = [];
    const prices: MarketPrices = {
      name: 'routed',
      supports,
      limited: (instrument) => supports(instrument) && instrument.assetType !== 'crypto',
      candles: async (request) => {
        asked.push(request.instrument.symbol);
        return answer(request);
      },
    };
    return { prices, asked };
  }
  const run = (marketPrices: MarketPrices, at: number, symbols?: string[]) => trackDueOutcomes({ db: t.database.db, marketPrices, log: quiet }, new Date(at), symbols);

  it("never counts a candle until it has settled: one asked for right after it closed could be answered missing, and be skipped for good", async () => {
    const post = await publishIdea(writer, idea('NZDCAD', { entry: 0.82, stopLoss: 0.815, breakEven: 0.823, takeProfit1: 0.825, takeProfit2: 0.83 }));
    await measureWaitingForProvider(t.database.db, new Date());
    const published = Date.parse(post.CreationDate);
    const firstCandle = Math.ceil(published / FIVE_MINUTES) * FIVE_MINUTES;
    const closed = firstCandle + FIVE_MINUTES;
    let clock = closed + OUTCOME_SETTLE_MS - MINUTE;
    const prices = new SimulatedMarketPrices({ now: () => clock, scripts: { NZDCAD: [{ at: published - 60 * MINUTE, price: 0.82 }] } });
    await trackDueOutcomes({ db: t.database.db, marketPrices: prices, log: quiet }, new Date(clock), ['NZDCAD']);
    // Closed a minute ago: not asked yet.
    expect(await rowOf(post._id)).toMatchObject({ state: 'waiting_entry', checkedUntil: new Date(firstCandle) });
    // Counted at the next measure.
    clock = (await rowOf(post._id))!.nextCheckAt!.getTime();
    await trackDueOutcomes({ db: t.database.db, marketPrices: prices, log: quiet }, new Date(clock), ['NZDCAD']);
    expect(await rowOf(post._id)).toMatchObject({ state: 'open', fillPrice: 0.82, steps: [{ kind: 'filled', at: firstCandle }] });
  });

  it('takes the price before publication for a conditional idea, even after runs that saw no candle yet: a gap past its entry fills it at the open', async () => {
    const post = await publishIdea(writer, idea('USDSEK', { entryType: 'conditional', entry: 10.9, stopLoss: 10.85, breakEven: 10.95, takeProfit1: 11, takeProfit2: 11.05 }));
    await measureWaitingForProvider(t.database.db, new Date());
    const published = Date.parse(post.CreationDate);
    const firstCandle = Math.ceil(published / FIVE_MINUTES) * FIVE_MINUTES;
    // Flat under the entry until the first candle after publication, which opens past it.
    const script = [
      { at: published - 60 * MINUTE, price: 10.85 },
      { at: firstCandle - 1, price: 10.85 },
      { at: firstCandle, price: 10.95 },
      { at: firstCandle + 60 * MINUTE, price: 10.95 },
    ];
    let clock = published + 30_000;
    const prices = new SimulatedMarketPrices({ now: () => clock, scripts: { USDSEK: script } });
    // Half a minute after publication: no candle to read yet, but the idea has been looked at.
    await trackDueOutcomes({ db: t.database.db, marketPrices: prices, log: quiet }, new Date(clock), ['USDSEK']);
    expect(await rowOf(post._id)).toMatchObject({ state: 'waiting_entry', checkedAt: expect.any(Date), lastPrice: null });
    clock = firstCandle + 2 * FIVE_MINUTES + OUTCOME_SETTLE_MS;
    await trackDueOutcomes({ db: t.database.db, marketPrices: prices, log: quiet }, new Date(clock), ['USDSEK']);
    expect(await rowOf(post._id)).toMatchObject({ state: 'open', fillPrice: 10.95, steps: [{ kind: 'filled', at: firstCandle, price: 10.95, gap: true }] });
  });

  it("counts only the scarce calls (Twelve Data's) against the 8 instruments a run: crypto on Binance is measured beside them", async () => {
    const forex = ['EURCAD', 'EURNZD', 'GBPAUD', 'GBPNZD', 'AUDCHF', 'AUDCAD', 'AUDNZD', 'NZDJPY', 'NZDCHF', 'CADCHF'];
    const crypto = ['ETHUSD', 'SOLUSD', 'XRPUSD'];
    for (const ticker of [...forex, ...crypto]) await publishIdea(prolific, idea(ticker, { assetType: crypto.includes(ticker) ? 'crypto' : 'forex' }));
    await measureWaitingForProvider(t.database.db, new Date());
    const { prices, asked } = provider(() => []);
    await run(prices, Date.now() + 60 * MINUTE, [...forex, ...crypto]);
    expect(asked.filter((symbol) => forex.includes(symbol))).toHaveLength(LIMITED_INSTRUMENTS_PER_RUN);
    expect(asked.filter((symbol) => crypto.includes(symbol)).sort()).toEqual([...crypto].sort());
  });

  it("keeps one instrument's failure from holding the others back: it waits, they are measured", async () => {
    const broken = await publishIdea(writer, idea('GBPCHF', { entry: 1.12, stopLoss: 1.115, breakEven: 1.123, takeProfit1: 1.125, takeProfit2: 1.13 }));
    const fine = await publishIdea(writer, idea('GBPCAD', { entry: 1.75, stopLoss: 1.745, breakEven: 1.753, takeProfit1: 1.755, takeProfit2: 1.76 }));
    await measureWaitingForProvider(t.database.db, new Date());
    const at = Date.now() + 60 * MINUTE;
    const { prices, asked } = provider(({ instrument }) => {
      if (instrument.symbol === 'GBPCHF') throw new TypeError('a bug in an adapter');
      return [];
    });
    await run(prices, at, ['GBPCHF', 'GBPCAD']);
    expect(asked.sort()).toEqual(['GBPCAD', 'GBPCHF']);
    expect(await rowOf(fine._id)).toMatchObject({ checkedAt: new Date(at) });
    expect(await rowOf(broken._id)).toMatchObject({ checkedAt: null, pendingReason: null, nextCheckAt: new Date(at + 5 * MINUTE) });
  });

  it('says an instrument the market prices here do not cover is not measured yet, asks again at the next start, never turns a measured idea back into "pending", and expires it when its validity ends', async () => {
    const waiting = await publishIdea(writer, idea('CHFJPY', { entry: 170, stopLoss: 169, breakEven: 170.5, takeProfit1: 171, takeProfit2: 172 }));
    const measured = await publishIdea(writer, idea('EURAUD', { entry: 1.65, stopLoss: 1.645, breakEven: 1.653, takeProfit1: 1.655, takeProfit2: 1.66 }));
    await measureWaitingForProvider(t.database.db, new Date());
    const published = Date.parse(measured.CreationDate);
    const simulator = new SimulatedMarketPrices({ now: () => published + 60 * MINUTE, scripts: { EURAUD: [{ at: published - 60 * MINUTE, price: 1.65 }] } });
    await trackDueOutcomes({ db: t.database.db, marketPrices: simulator, log: quiet }, new Date(published + 60 * MINUTE), ['EURAUD']);
    expect(await outcomeAs(reader, measured._id)).toMatchObject({ State: 'open' });

    // Now nothing here covers them (a provider refused the symbol, or the providers changed).
    const at = published + 2 * 60 * MINUTE;
    const { prices } = provider(() => {
      throw new MarketPricesError('unknown_instrument', 'no such symbol');
    });
    const { prices: none } = provider(() => [], () => false);
    await run(none, at, ['CHFJPY']);
    await run(prices, at, ['EURAUD']);
    expect(await outcomeAs(reader, waiting._id)).toMatchObject({ State: 'pending', PendingReason: 'unsupported_instrument' });
    expect((await rowOf(waiting._id))?.nextCheckAt).toBeNull();
    expect(await outcomeAs(reader, measured._id)).toMatchObject({ State: 'open', PendingReason: null });
    expect((await rowOf(measured._id))?.nextCheckAt).toEqual(new Date(at + 60 * MINUTE));
    // The next start asks again; it says why until measured.
    await measureWaitingForProvider(t.database.db, new Date(at));
    expect(await rowOf(waiting._id)).toMatchObject({ pendingReason: 'unsupported_instrument', nextCheckAt: new Date(at) });
    // Still not covered when its validity ends: the measured one expires on what was seen, never open for ever.
    const expiry = (await rowOf(measured._id))!.expiresAt.getTime();
    await run(prices, expiry + MINUTE, ['EURAUD']);
    expect(await outcomeAs(reader, measured._id)).toMatchObject({ State: 'expired_open', R: expect.any(Number) });
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
