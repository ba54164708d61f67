import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  BinanceMarketPrices,
  CANDLE_INTERVAL_MS,
  createMarketPrices,
  MarketPricesError,
  RoutedMarketPrices,
  SimulatedMarketPrices,
  TwelveDataMarketPrices,
  type Candle,
  type CandleInterval,
  type CandlesRequest,
  type LimiterClock,
  type MarketPrices,
  type MarketPricesErrorKind,
  type PricedInstrument,
  type TwelveDataOptions,
} from '../src/providers/market-prices/index.ts';
import { startFakeBinance, type FakeBinance, type FakeBinanceRequest } from './helpers/fake-binance.ts';
import { startFakeTwelveData, type FakeCandle, type FakeMarketAnswer, type FakeTwelveData, type FakeTwelveDataRequest } from './helpers/fake-twelve-data.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Monday 2 March 2026, 10:00 UTC. */
const T0 = Date.UTC(2026, 2, 2, 10, 0);
/** "Now" for the adapters: the same day at 16:00 UTC. */
const NOW = Date.UTC(2026, 2, 2, 16, 0);
const KEY = 'td-secret-key-0123456789';

const EURUSD: PricedInstrument = { symbol: 'EURUSD', assetType: 'forex', twelveDataSymbol: 'EUR/USD', referencePrice: 1.085, decimals: 5 };
const AAPL: PricedInstrument = { symbol: 'AAPL', assetType: 'actions', twelveDataSymbol: 'AAPL', referencePrice: 230, decimals: 2 };
const BTCUSD: PricedInstrument = { symbol: 'BTCUSD', assetType: 'crypto', twelveDataSymbol: 'BTC/USD', binanceSymbol: 'BTCUSDT', referencePrice: 65_000, decimals: 2 };
const CAC40: PricedInstrument = { symbol: 'CAC40', assetType: 'indexes', twelveDataSymbol: null, referencePrice: 7900, decimals: 1 };

/** `count` candles of `length` from `start`, each opening where the previous closed, with distinct prices. */
function series(start: number, count: number, length = MINUTE, base = 1.08): FakeCandle[] {
  return Array.from({ length: count }, (_, index) => {
    const open = round(base + index * 0.0001, 5);
    const close = round(open + 0.0001, 5);
    return { time: start + index * length, open, high: round(close + 0.00005, 5), low: round(open - 0.00005, 5), close };
  });
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

const request = (instrument: PricedInstrument, from: number, to: number, interval: CandleInterval = '1min'): CandlesRequest => ({
  instrument,
  interval,
  from: new Date(from),
  to: new Date(to),
});

async function failureOf(work: Promise<unknown>): Promise<MarketPricesError> {
  const error = await work.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(MarketPricesError);
  return error as MarketPricesError;
}

/** A clock moved by hand: timers fire, in order, only when `advance` passes their time. */
class ManualClock implements LimiterClock {
  private timers: Array<{ at: number; callback: () => void }> = [];
  constructor(public time: number) {}

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): void {
    this.timers.push({ at: this.time + Math.max(0, ms), callback });
  }

  advance(ms: number): void {
    const target = this.time + ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.at <= target).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers.splice(this.timers.indexOf(due), 1);
      this.time = due.at;
      due.callback();
    }
    this.time = target;
  }
}

/** Settles every promise callback queued so far (no timer, no wait). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('Twelve Data adapter', () => {
  let special: ((received: FakeTwelveDataRequest) => FakeMarketAnswer | 'hang' | undefined) | undefined;
  let fake: FakeTwelveData;
  beforeAll(async () => {
    fake = await startFakeTwelveData({
      apiKey: KEY,
      series: { 'EUR/USD': series(T0, 6 * 60), AAPL: series(Date.UTC(2026, 1, 23), 7, DAY, 228) },
      respond: (received) => special?.(received),
    });
  });
  afterAll(() => fake.close());
  afterEach(() => {
    special = undefined;
  });

  const adapter = (options: Partial<TwelveDataOptions> = {}) =>
    new TwelveDataMarketPrices({ apiKey: KEY, baseUrl: fake.url, timeoutMs: 3000, clock: new ManualClock(NOW), ...options });

  it('asks for the range in UTC, oldest first, with the key in a header, and answers numbers', async () => {
    const before = fake.requests.length;
    const candles = await adapter().candles(request(EURUSD, T0 + 10 * MINUTE, T0 + 13 * MINUTE));
    expect(candles).toEqual([
      { time: T0 + 10 * MINUTE, open: 1.081, high: 1.08115, low: 1.08095, close: 1.0811 },
      { time: T0 + 11 * MINUTE, open: 1.0811, high: 1.08125, low: 1.08105, close: 1.0812 },
      { time: T0 + 12 * MINUTE, open: 1.0812, high: 1.08135, low: 1.08115, close: 1.0813 },
    ]);
    expect(fake.requests).toHaveLength(before + 1);
    const sent = fake.requests.at(-1) as FakeTwelveDataRequest;
    expect(sent).toMatchObject({ method: 'GET', path: '/time_series', keyIn: 'header', apiKey: KEY });
    expect(Object.fromEntries(sent.params)).toEqual({
      symbol: 'EUR/USD',
      interval: '1min',
      start_date: '2026-03-02 10:10:00',
      end_date: '2026-03-02 10:13:00',
      timezone: 'UTC',
      order: 'ASC',
      outputsize: '5000',
    });
  });

  it('sorts, drops duplicates, and keeps only closed candles opening inside [from, to)', async () => {
    const value = (minute: number, close: string) => ({ datetime: `2026-03-02 15:${minute}:00`, open: '1.1', high: '1.2', low: '1.0', close });
    special = () => ({
      status: 200,
      body: { meta: {}, status: 'ok', values: [value(58, '1.11'), value(56, '1.12'), value(57, '1.13'), value(56, '1.14'), value(59, '1.15'), value(55, '1.16')] },
    });
    // Now is 16:00: the 15:59 candle has just closed; the range starts at 15:56 and ends at 15:59.
    const candles = await adapter().candles(request(EURUSD, Date.UTC(2026, 2, 2, 15, 56), Date.UTC(2026, 2, 2, 15, 59)));
    expect(candles.map((candle) => [new Date(candle.time).toISOString().slice(11, 16), candle.close])).toEqual([
      ['15:56', 1.12],
      ['15:57', 1.13],
      ['15:58', 1.11],
    ]);

    // With now at 15:58:30, the 15:58 candle is still open.
    const early = await adapter({ clock: new ManualClock(Date.UTC(2026, 2, 2, 15, 58, 30)) }).candles(request(EURUSD, Date.UTC(2026, 2, 2, 15, 50), NOW));
    expect(early.map((candle) => new Date(candle.time).toISOString().slice(11, 16))).toEqual(['15:55', '15:56', '15:57']);
  });

  it('never asks past now, and asks nothing for an empty range', async () => {
    const before = fake.requests.length;
    expect(await adapter().candles(request(EURUSD, T0, T0))).toEqual([]);
    expect(await adapter().candles(request(EURUSD, NOW + HOUR, NOW + 2 * HOUR))).toEqual([]);
    expect(fake.requests).toHaveLength(before);
    await adapter().candles(request(EURUSD, NOW - HOUR, NOW + DAY));
    expect(fake.requests.at(-1)?.params.get('end_date')).toBe('2026-03-02 16:00:00');
  });

  it('reads daily candles, whose datetime is a date', async () => {
    const candles = await adapter().candles(request(AAPL, Date.UTC(2026, 1, 24), Date.UTC(2026, 1, 27), '1day'));
    expect(candles.map((candle) => [new Date(candle.time).toISOString(), candle.open])).toEqual([
      ['2026-02-24T00:00:00.000Z', 228.0001],
      ['2026-02-25T00:00:00.000Z', 228.0002],
      ['2026-02-26T00:00:00.000Z', 228.0003],
    ]);
    expect(fake.requests.at(-1)?.params.get('interval')).toBe('1day');
  });

  it('answers [] for a range without trading ("No data is available")', async () => {
    const saturday = Date.UTC(2026, 2, 7);
    expect(await adapter().candles(request(EURUSD, saturday, saturday + DAY))).toEqual([]);
  });

  it.each(['latest', 'earliest'] as const)('reads a range longer than a page in more calls, whichever end a cut answer keeps (%s)', async (keep) => {
    const paged = await startFakeTwelveData({ apiKey: KEY, series: { 'EUR/USD': series(T0, 250) }, maxOutputSize: 100, keep });
    try {
      const candles = await adapter({ baseUrl: paged.url, pageSize: 100 }).candles(request(EURUSD, T0, T0 + 250 * MINUTE));
      expect(candles).toHaveLength(250);
      expect(candles.map((candle) => candle.time)).toEqual(series(T0, 250).map((candle) => candle.time));
      expect(paged.requests).toHaveLength(3);
      for (const sent of paged.requests) expect(sent.params.get('outputsize')).toBe('100');
    } finally {
      await paged.close();
    }
  });

  it('starts at most 8 calls a minute: the 9th and 10th wait their turn, in order, and go when the window moves on', async () => {
    const clock = new ManualClock(NOW);
    const limited = adapter({ clock });
    const before = fake.requests.length;
    const calls = Array.from({ length: 10 }, (_, index) => limited.candles(request(EURUSD, T0 + index * MINUTE, T0 + (index + 1) * MINUTE)));

    const firstEight = await Promise.all(calls.slice(0, 8));
    expect(firstEight.map((candles) => candles[0]?.time)).toEqual(Array.from({ length: 8 }, (_, index) => T0 + index * MINUTE));
    await settle();
    expect(fake.requests).toHaveLength(before + 8);
    expect(limited.queued).toBe(2);

    clock.advance(MINUTE - 1);
    await settle();
    expect(fake.requests).toHaveLength(before + 8);

    clock.advance(1);
    const lastTwo = await Promise.all(calls.slice(8));
    expect(lastTwo.map((candles) => candles[0]?.time)).toEqual([T0 + 8 * MINUTE, T0 + 9 * MINUTE]);
    // The first eight went at once (in any order over the network), the last two after them.
    const starts = fake.requests.slice(before).map((sent) => sent.params.get('start_date'));
    expect(starts.slice(0, 8).sort()).toEqual(Array.from({ length: 8 }, (_, index) => `2026-03-02 10:0${index}:00`));
    expect(starts.slice(8).sort()).toEqual(['2026-03-02 10:08:00', '2026-03-02 10:09:00']);
    expect(limited.queued).toBe(0);
  });

  it('counts a sliding window: a call frees its place a full window after it started', async () => {
    const clock = new ManualClock(NOW);
    const limited = adapter({ clock, callsPerMinute: 2, windowMs: 1000 });
    const before = fake.requests.length;
    await limited.candles(request(EURUSD, T0, T0 + MINUTE));
    clock.advance(600);
    await limited.candles(request(EURUSD, T0, T0 + MINUTE));
    const third = limited.candles(request(EURUSD, T0, T0 + MINUTE));
    await settle();
    expect(fake.requests).toHaveLength(before + 2);
    clock.advance(399); // 999 ms after the first call
    await settle();
    expect(fake.requests).toHaveLength(before + 2);
    clock.advance(1);
    await third;
    expect(fake.requests).toHaveLength(before + 3);
  });

  it('serves waiting calls first come, first served, and refuses one at once, with when to retry, when too many wait', async () => {
    const clock = new ManualClock(NOW);
    const limited = adapter({ clock, callsPerMinute: 1, maxQueued: 2 });
    const before = fake.requests.length;
    const first = limited.candles(request(EURUSD, T0, T0 + MINUTE));
    const waiting = [limited.candles(request(EURUSD, T0 + MINUTE, T0 + 2 * MINUTE)), limited.candles(request(EURUSD, T0 + 2 * MINUTE, T0 + 3 * MINUTE))];
    const error = await failureOf(limited.candles(request(EURUSD, T0, T0 + MINUTE)));
    expect(error.kind).toBe('rate_limited');
    // One minute until the first waiting call may start, then one minute each.
    expect(error.retryAfterMs).toBe(3 * MINUTE);
    await first;
    expect(fake.requests).toHaveLength(before + 1);

    clock.advance(MINUTE);
    await waiting[0];
    await settle();
    expect(fake.requests.slice(before).map((sent) => sent.params.get('start_date'))).toEqual(['2026-03-02 10:00:00', '2026-03-02 10:01:00']);
    clock.advance(MINUTE);
    await waiting[1];
    expect(fake.requests.at(-1)?.params.get('start_date')).toBe('2026-03-02 10:02:00');
    expect(fake.requests).toHaveLength(before + 3);
  });

  it.each<[string, FakeMarketAnswer]>([
    ['in the body', { status: 200, body: { code: 429, message: `You have run out of API credits for the current minute. 9 API credits were used (${KEY})`, status: 'error' } }],
    ['as the HTTP status', { status: 429, body: '<html>Too Many Requests</html>' }],
  ])('maps a 429 %s to rate_limited until the next minute, and holds the next calls until then', async (_label, answer) => {
    const clock = new ManualClock(NOW + 15_000);
    const limited = adapter({ clock });
    special = () => answer;
    const error = await failureOf(limited.candles(request(EURUSD, T0, T0 + MINUTE)));
    expect(error.kind).toBe('rate_limited');
    expect(error.status).toBe(429);
    expect(error.retryAfterMs).toBe(45_000);
    expect(error.message).not.toContain(KEY);

    special = undefined;
    const before = fake.requests.length;
    const next = limited.candles(request(EURUSD, T0, T0 + MINUTE));
    await settle();
    expect(fake.requests).toHaveLength(before);
    clock.advance(45_000);
    expect(await next).toHaveLength(1);
    expect(fake.requests).toHaveLength(before + 1);
  });

  it('maps a spent daily quota to rate_limited until midnight UTC, refusing the calls that wait', async () => {
    const clock = new ManualClock(NOW);
    const limited = adapter({ clock, callsPerMinute: 1 });
    special = () => ({ status: 200, body: { code: 429, message: 'You have run out of API credits for the day. 801 API credits were used', status: 'error' } });
    const first = failureOf(limited.candles(request(EURUSD, T0, T0 + MINUTE)));
    const waiting = failureOf(limited.candles(request(EURUSD, T0, T0 + MINUTE)));
    expect((await first).retryAfterMs).toBe(8 * HOUR);
    expect((await waiting).kind).toBe('rate_limited');
    expect((await failureOf(limited.candles(request(EURUSD, T0, T0 + MINUTE)))).retryAfterMs).toBe(8 * HOUR);
  });

  it('gives up on a server that does not answer in time, as unavailable', async () => {
    special = () => 'hang';
    const started = Date.now();
    const error = await failureOf(adapter({ timeoutMs: 200 }).candles(request(EURUSD, T0, T0 + MINUTE)));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe('Twelve Data did not answer in time');
  });

  it('maps a wrong key to refused, without repeating it or the answer', async () => {
    const error = await failureOf(adapter({ apiKey: 'td-secret-wrong' }).candles(request(EURUSD, T0, T0 + MINUTE)));
    expect(error).toMatchObject({ kind: 'refused', status: 401 });
    expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toMatch(/td-secret|apikey/);
  });

  it('maps an unknown symbol to unknown_instrument, and asks nothing for an instrument without a Twelve Data symbol', async () => {
    const unknown = await failureOf(adapter().candles(request({ ...EURUSD, twelveDataSymbol: 'XXX/YYY' }, T0, T0 + MINUTE)));
    expect(unknown).toMatchObject({ kind: 'unknown_instrument', status: 400 });
    expect(unknown.message).not.toContain('XXX');

    const before = fake.requests.length;
    expect(adapter().supports(CAC40)).toBe(false);
    expect([adapter().limited(EURUSD), adapter().limited(CAC40)]).toEqual([true, false]);
    expect((await failureOf(adapter().candles(request(CAC40, T0, T0 + MINUTE)))).kind).toBe('unknown_instrument');
    expect(fake.requests).toHaveLength(before);
  });

  it.each<[string, FakeMarketAnswer, MarketPricesErrorKind, number | undefined]>([
    ['a 404 in the body', { status: 200, body: { code: 404, message: 'Not found', status: 'error' } }, 'unknown_instrument', 404],
    ['a 403 (not on our plan)', { status: 200, body: { code: 403, message: 'Upgrade your plan', status: 'error' } }, 'refused', 403],
    ['a 401 as the HTTP status', { status: 401, body: { code: 401, message: 'Unauthorized', status: 'error' } }, 'refused', 401],
    ['a 500', { status: 500, body: '<html>Internal error</html>' }, 'unavailable', 500],
    ['an answer that is not JSON', { status: 200, body: '<html>Maintenance</html>' }, 'unavailable', undefined],
    ['values that are not prices', { status: 200, body: { status: 'ok', values: [{ datetime: '2026-03-02 10:00:00', open: 'n/a', high: '1', low: '1', close: '1' }] } }, 'unavailable', undefined],
    ['a datetime it cannot read', { status: 200, body: { status: 'ok', values: [{ datetime: '02/03/2026 10:00', open: '1', high: '1', low: '1', close: '1' }] } }, 'unavailable', undefined],
    ['no values', { status: 200, body: { status: 'ok', meta: {} } }, 'unavailable', undefined],
  ])('maps %s to %s', async (_label, answer, kind, status) => {
    special = () => answer;
    const error = await failureOf(adapter().candles(request(EURUSD, T0, T0 + MINUTE)));
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
  });

  it('reports a server that is down as unavailable', async () => {
    const down = await startFakeTwelveData();
    await down.close();
    const error = await failureOf(adapter({ baseUrl: down.url }).candles(request(EURUSD, T0, T0 + MINUTE)));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe('Twelve Data could not be reached (ECONNREFUSED)');
  });
});

describe('Binance adapter', () => {
  let special: ((received: FakeBinanceRequest) => FakeMarketAnswer | 'hang' | undefined) | undefined;
  let fake: FakeBinance;
  const BTC_SERIES = series(T0 - 2 * DAY, 2500, MINUTE, 65_000);
  beforeAll(async () => {
    fake = await startFakeBinance({ series: { BTCUSDT: [...BTC_SERIES, ...series(T0, 6 * 60, MINUTE, 66_000)] }, respond: (received) => special?.(received) });
  });
  afterAll(() => fake.close());
  afterEach(() => {
    special = undefined;
  });

  const adapter = (options: { timeoutMs?: number; now?: number; baseUrl?: string } = {}) =>
    new BinanceMarketPrices({ baseUrl: options.baseUrl ?? fake.url, timeoutMs: options.timeoutMs ?? 3000, now: () => options.now ?? NOW });

  it('asks for the pair\'s klines in [from, to), without a key, and answers numbers', async () => {
    const candles = await adapter().candles(request(BTCUSD, T0 + MINUTE, T0 + 3 * MINUTE));
    expect(candles).toEqual([
      { time: T0 + MINUTE, open: 66_000.0001, high: 66_000.00025, low: 66_000.00005, close: 66_000.0002 },
      { time: T0 + 2 * MINUTE, open: 66_000.0002, high: 66_000.00035, low: 66_000.00015, close: 66_000.0003 },
    ]);
    const sent = fake.requests.at(-1) as FakeBinanceRequest;
    expect(sent).toMatchObject({ method: 'GET', path: '/api/v3/klines', apiKeyHeader: undefined });
    expect(Object.fromEntries(sent.params)).toEqual({
      symbol: 'BTCUSDT',
      interval: '1m',
      startTime: String(T0 + MINUTE),
      endTime: String(T0 + 3 * MINUTE - 1),
      limit: '1000',
    });
  });

  it.each<[CandleInterval, string]>([
    ['5min', '5m'],
    ['15min', '15m'],
    ['1h', '1h'],
    ['1day', '1d'],
  ])('asks for %s candles as %s', async (interval, binance) => {
    await adapter().candles(request(BTCUSD, T0, T0 + HOUR, interval));
    expect(fake.requests.at(-1)?.params.get('interval')).toBe(binance);
  });

  it('keeps only the candles closed by now', async () => {
    const candles = await adapter({ now: T0 + 2 * MINUTE + 30_000 }).candles(request(BTCUSD, T0, T0 + HOUR));
    expect(candles.map((candle) => candle.time)).toEqual([T0, T0 + MINUTE]);
  });

  it('reads more than 1000 candles page after page, each starting after the last candle received', async () => {
    const before = fake.requests.length;
    const from = T0 - 2 * DAY;
    const candles = await adapter().candles(request(BTCUSD, from, from + 2500 * MINUTE));
    expect(candles.map((candle) => candle.time)).toEqual(BTC_SERIES.map((candle) => candle.time));
    const sent = fake.requests.slice(before);
    expect(sent.map((received) => Number(received.params.get('startTime')))).toEqual([from, from + 1000 * MINUTE, from + 2000 * MINUTE]);
  });

  it.each<[number, string | undefined, number | undefined]>([
    [429, '7', 7000],
    [418, '120', 120_000],
    [429, undefined, undefined],
  ])('maps a %s (Retry-After %s) to rate_limited', async (status, retryAfter, retryAfterMs) => {
    special = () => ({ status, body: { code: -1003, msg: 'Too much request weight used' }, ...(retryAfter ? { headers: { 'retry-after': retryAfter } } : {}) });
    const error = await failureOf(adapter().candles(request(BTCUSD, T0, T0 + HOUR)));
    expect(error).toMatchObject({ kind: 'rate_limited', status });
    expect(error.retryAfterMs).toBe(retryAfterMs);
  });

  it.each<[string, FakeMarketAnswer, MarketPricesErrorKind]>([
    ['a restricted location (451)', { status: 451, body: { code: 0, msg: 'Service unavailable from a restricted location' } }, 'refused'],
    ['its firewall (403)', { status: 403, body: '<html>Forbidden</html>' }, 'refused'],
    ['a 502', { status: 502, body: '<html>Bad gateway</html>' }, 'unavailable'],
    ['klines it cannot read', { status: 200, body: [[T0, 'x', '1', '1', '1']] }, 'unavailable'],
    ['an object instead of klines', { status: 200, body: { klines: [] } }, 'unavailable'],
  ])('maps %s to %s', async (_label, answer, kind) => {
    special = () => answer;
    expect((await failureOf(adapter().candles(request(BTCUSD, T0, T0 + HOUR)))).kind).toBe(kind);
  });

  it('maps a pair Binance does not list to unknown_instrument, and asks nothing without a Binance pair', async () => {
    expect((await failureOf(adapter().candles(request({ ...BTCUSD, binanceSymbol: 'NOPEUSDT' }, T0, T0 + HOUR)))).kind).toBe('unknown_instrument');
    const before = fake.requests.length;
    expect(adapter().supports(EURUSD)).toBe(false);
    expect(adapter().limited(BTCUSD)).toBe(false);
    expect((await failureOf(adapter().candles(request(EURUSD, T0, T0 + HOUR)))).kind).toBe('unknown_instrument');
    expect(fake.requests).toHaveLength(before);
  });

  it('gives up on a server that does not answer in time, as unavailable', async () => {
    special = () => 'hang';
    const error = await failureOf(adapter({ timeoutMs: 200 }).candles(request(BTCUSD, T0, T0 + HOUR)));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe('Binance did not answer in time');
  });
});

describe('Simulated market prices', () => {
  const simulator = (now = NOW) => new SimulatedMarketPrices({ now: () => now });

  function expectWellFormed(candles: Candle[], instrument: PricedInstrument, interval: CandleInterval) {
    const length = CANDLE_INTERVAL_MS[interval];
    candles.forEach((candle, index) => {
      expect(candle.time % length).toBe(0);
      if (index > 0) expect(candle.time - (candles[index - 1] as Candle).time).toBe(length);
      expect(candle.high).toBeGreaterThanOrEqual(Math.max(candle.open, candle.close));
      expect(candle.low).toBeLessThanOrEqual(Math.min(candle.open, candle.close));
      expect(candle.low).toBeGreaterThan(0);
      for (const price of [candle.open, candle.high, candle.low, candle.close]) expect(round(price, instrument.decimals)).toBe(price);
    });
  }

  it('answers the same candles for the same request, from any instance', async () => {
    const first = await simulator().candles(request(EURUSD, T0, T0 + 2 * HOUR));
    const again = await simulator().candles(request(EURUSD, T0, T0 + 2 * HOUR));
    expect(first).toHaveLength(120);
    expect(again).toEqual(first);
    // Another instrument walks its own way.
    const other = await simulator().candles(request({ ...EURUSD, symbol: 'GBPUSD' }, T0, T0 + 2 * HOUR));
    expect(other.map((candle) => candle.close)).not.toEqual(first.map((candle) => candle.close));
  });

  it('agrees candle by candle across overlapping ranges, and a 1h candle sums up its 1min candles', async () => {
    const early = await simulator().candles(request(BTCUSD, T0, T0 + 2 * HOUR));
    const late = await simulator().candles(request(BTCUSD, T0 + HOUR, T0 + 3 * HOUR));
    expect(late.slice(0, 60)).toEqual(early.slice(60));

    const [hour] = await simulator().candles(request(BTCUSD, T0, T0 + HOUR, '1h'));
    const minutes = early.slice(0, 60);
    expect(hour).toEqual({
      time: T0,
      open: minutes[0]?.open,
      high: Math.max(...minutes.map((candle) => candle.high)),
      low: Math.min(...minutes.map((candle) => candle.low)),
      close: minutes.at(-1)?.close,
    });
  });

  it.each<[PricedInstrument, CandleInterval]>([
    [EURUSD, '1min'],
    [AAPL, '15min'],
    [BTCUSD, '5min'],
    [CAC40, '1h'],
    [{ symbol: 'XAUUSD', assetType: 'commodities', decimals: 2 }, '1day'],
  ])('keeps OHLC consistent and rounded to the decimals (%s, %s)', async (instrument, interval) => {
    const length = CANDLE_INTERVAL_MS[interval];
    const candles = await simulator().candles(request(instrument, NOW - 40 * length + 1234, NOW, interval));
    // The first whole candle after `from`, up to the last one closed by now.
    expect(candles).toHaveLength(39);
    expectWellFormed(candles, instrument, interval);
  });

  it('keeps each instrument around its reference price, with more volatile crypto than forex', async () => {
    const spread = async (instrument: PricedInstrument, most: number) => {
      const candles = await simulator().candles(request(instrument, NOW - 60 * DAY, NOW, '1day'));
      const reference = instrument.referencePrice as number;
      for (const candle of candles) expect(Math.abs(Math.log(candle.close / reference))).toBeLessThan(most);
      const closes = candles.map((candle) => candle.close);
      return (Math.max(...closes) - Math.min(...closes)) / reference;
    };
    // The walk's layers add up to at most ±0.47 × (volatility / crypto's) in log price: ±8% for forex.
    const forex = await spread(EURUSD, 0.1);
    const crypto = await spread(BTCUSD, 0.5);
    expect(forex).toBeGreaterThan(0);
    expect(crypto).toBeGreaterThan(2 * forex);
  });

  it('answers only candles closed by now, opening inside [from, to)', async () => {
    const candles = await simulator(T0 + 5 * MINUTE + 30_000).candles(request(EURUSD, T0 + 30_000, T0 + HOUR));
    expect(candles.map((candle) => candle.time)).toEqual([T0 + MINUTE, T0 + 2 * MINUTE, T0 + 3 * MINUTE, T0 + 4 * MINUTE]);
    expect(await simulator().candles(request(EURUSD, T0, T0))).toEqual([]);
  });

  it('follows a script: EUR/USD from entry to TP1 and back to entry, then flat', async () => {
    const entry = 1.095;
    const takeProfit = 1.1;
    const scripted = new SimulatedMarketPrices({
      now: () => NOW,
      scripts: {
        EURUSD: [
          { at: T0 + 20 * MINUTE, price: entry },
          { at: T0 + 10 * MINUTE, price: takeProfit }, // out of order on purpose: points are sorted
          { at: T0, price: entry },
        ],
      },
    });
    const walkOnly = await simulator().candles(request(EURUSD, T0 - 5 * MINUTE, T0));
    const candles = await scripted.candles(request(EURUSD, T0 - 5 * MINUTE, T0 + 30 * MINUTE));
    expectWellFormed(candles, EURUSD, '1min');
    // Before the script, the walk.
    expect(candles.slice(0, 5)).toEqual(walkOnly);
    const at = (minute: number) => candles.find((candle) => candle.time === T0 + minute * MINUTE) as Candle;
    expect(at(0)).toMatchObject({ open: entry, low: entry, close: 1.0955 });
    expect(at(9)).toMatchObject({ open: 1.0995, high: takeProfit, close: takeProfit });
    expect(at(10)).toMatchObject({ open: takeProfit, high: takeProfit, close: 1.0995 });
    expect(at(19)).toMatchObject({ open: 1.0955, low: entry, close: entry });
    expect(at(25)).toEqual({ time: T0 + 25 * MINUTE, open: entry, high: entry, low: entry, close: entry });

    const [hour] = await scripted.candles(request(EURUSD, T0, T0 + HOUR, '1h'));
    expect(hour).toEqual({ time: T0, open: entry, high: takeProfit, low: entry, close: entry });
    expect(scripted.priceAt(EURUSD, T0 + 5 * MINUTE)).toBeCloseTo(1.0975, 10);

    // Removing the script brings the walk back.
    scripted.setScript('EURUSD', null);
    expect(await scripted.candles(request(EURUSD, T0, T0 + HOUR))).toEqual(await simulator().candles(request(EURUSD, T0, T0 + HOUR)));
  });

  it('shows the jump to the first scripted point inside the candle where it happens', async () => {
    // Far above anywhere AAPL's walk goes (230 × e^0.25 at most).
    const scripted = new SimulatedMarketPrices({ now: () => NOW, scripts: { AAPL: [{ at: T0 + 30 * MINUTE, price: 400 }] } });
    const walk = await simulator().candles(request(AAPL, T0, T0 + 30 * MINUTE));
    const [hour] = await scripted.candles(request(AAPL, T0, T0 + HOUR, '1h'));
    expect(hour).toEqual({ time: T0, open: walk[0]?.open, high: 400, low: Math.min(...walk.map((candle) => candle.low)), close: 400 });
    expect(() => scripted.setScript('AAPL', [{ at: T0, price: -1 }])).toThrow(RangeError);
  });

  it('answers every instrument without any network call', () => {
    expect(simulator().supports(CAC40)).toBe(true);
    expect(simulator().limited(CAC40)).toBe(false);
    expect(simulator().name).toBe('simulator');
  });
});

describe('Routed market prices', () => {
  /** A provider that records what it is asked and supports what `supports` says. */
  function stub(name: 'twelvedata' | 'binance', supports: (instrument: PricedInstrument) => boolean) {
    const asked: string[] = [];
    const provider: MarketPrices = {
      name,
      supports,
      limited: (instrument) => name === 'twelvedata' && supports(instrument),
      candles: async ({ instrument }) => {
        asked.push(instrument.symbol);
        return [];
      },
    };
    return { provider, asked };
  }

  const twelveData = () => stub('twelvedata', (instrument) => Boolean(instrument.twelveDataSymbol));
  const binance = () => stub('binance', (instrument) => Boolean(instrument.binanceSymbol));

  it('sends crypto with a Binance pair to Binance, and everything else to Twelve Data', async () => {
    const td = twelveData();
    const bn = binance();
    const routed = new RoutedMarketPrices({ twelveData: td.provider, binance: bn.provider });
    const ETHUSD: PricedInstrument = { symbol: 'ETHUSD', assetType: 'crypto', twelveDataSymbol: 'ETH/USD', decimals: 2 };
    // A stock that happens to have a Binance symbol still goes to Twelve Data: Binance is for crypto.
    const ODD: PricedInstrument = { ...AAPL, symbol: 'ODD', binanceSymbol: 'ODDUSDT' };
    for (const instrument of [BTCUSD, EURUSD, ETHUSD, ODD]) await routed.candles(request(instrument, T0, T0 + HOUR));
    expect(bn.asked).toEqual(['BTCUSD']);
    expect(td.asked).toEqual(['EURUSD', 'ETHUSD', 'ODD']);
    expect(routed.providerFor(BTCUSD)?.name).toBe('binance');
    expect(routed.providerFor(EURUSD)?.name).toBe('twelvedata');
    // Only Twelve Data's calls are scarce (its calls a minute): the outcome job counts those.
    expect([BTCUSD, EURUSD, ETHUSD].map((instrument) => routed.limited(instrument))).toEqual([false, true, true]);
    expect(routed.limited(CAC40)).toBe(false);
  });

  it('leaves crypto to Twelve Data without Binance, and refuses what no provider knows without asking', async () => {
    const td = twelveData();
    const routed = new RoutedMarketPrices({ twelveData: td.provider });
    await routed.candles(request(BTCUSD, T0, T0 + HOUR));
    expect(td.asked).toEqual(['BTCUSD']);

    expect(routed.supports(CAC40)).toBe(false);
    expect((await failureOf(routed.candles(request(CAC40, T0, T0 + HOUR)))).kind).toBe('unknown_instrument');
    const binanceOnly = new RoutedMarketPrices({ binance: binance().provider });
    expect(binanceOnly.supports(BTCUSD)).toBe(true);
    expect(binanceOnly.supports(EURUSD)).toBe(false);
    expect(td.asked).toEqual(['BTCUSD']);
  });

  it('is what createMarketPrices builds from the settings', () => {
    const options = { timeoutMs: 15_000, callsPerMinute: 8 };
    expect(createMarketPrices({ ...options, mode: 'unavailable', twelveDataApiKey: KEY })).toBeNull();
    expect(createMarketPrices({ ...options, mode: 'dev' })?.name).toBe('simulator');
    expect(createMarketPrices({ ...options, mode: 'http', binanceEnabled: false })).toBeNull();

    const both = createMarketPrices({ ...options, mode: 'http', twelveDataApiKey: KEY, twelveDataUrl: 'http://127.0.0.1:9', binanceUrl: 'http://127.0.0.1:9' }) as RoutedMarketPrices;
    expect(both.name).toBe('routed');
    expect(both.providerFor(BTCUSD)?.name).toBe('binance');
    expect(both.providerFor(EURUSD)?.name).toBe('twelvedata');

    const noBinance = createMarketPrices({ ...options, mode: 'http', twelveDataApiKey: KEY, binanceEnabled: false }) as RoutedMarketPrices;
    expect(noBinance.providerFor(BTCUSD)?.name).toBe('twelvedata');
    const binanceOnly = createMarketPrices({ ...options, mode: 'http', twelveDataApiKey: '  ' }) as RoutedMarketPrices;
    expect(binanceOnly.supports(EURUSD)).toBe(false);
    expect(binanceOnly.supports(BTCUSD)).toBe(true);
  });
});
