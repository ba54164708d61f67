import { z } from 'zod';
import {
  CANDLE_INTERVAL_MS,
  checkRequest,
  closedCandlesInRange,
  MarketPricesError,
  networkFailure,
  priceOf,
  retryAfterMsOf,
  type Candle,
  type CandleInterval,
  type CandlesRequest,
  type MarketPrices,
  type PricedInstrument,
} from './market-prices.ts';

/** Time as the limiter sees it: tests give a clock they move by hand, so no test waits a real minute. */
export interface LimiterClock {
  now(): number;
  /** Calls `callback` once, `ms` from now. */
  setTimeout(callback: () => void, ms: number): void;
}

export const systemClock: LimiterClock = {
  now: () => Date.now(),
  // A call waiting for its turn does not keep a stopping process alive.
  setTimeout: (callback, ms) => void setTimeout(callback, ms).unref(),
};

export interface CallLimiterOptions {
  /** Calls that may start in any window (Twelve Data's free plan: 8 a minute). */
  callsPerWindow: number;
  windowMs: number;
  /** Calls that may wait for their turn; one more is refused at once (rate_limited, with retryAfterMs). */
  maxQueued: number;
  clock: LimiterClock;
}

/**
 * At most `callsPerWindow` calls start in any `windowMs` (a sliding window: also within any
 * provider's fixed minute); the others wait their turn, first come first served, and too many
 * waiting are refused rather than queued without end.
 */
export class CallLimiter {
  /** When the calls of the last window started, oldest first. */
  private readonly starts: number[] = [];
  private readonly waiting: Array<() => void> = [];
  private readonly refusals: Array<(error: MarketPricesError) => void> = [];
  /** No call starts before this (after the provider said we called too often). */
  private heldUntil = 0;
  private wakeAt: number | undefined;

  constructor(private readonly options: CallLimiterOptions) {
    if (!(options.callsPerWindow >= 1) || !(options.windowMs > 0) || !(options.maxQueued >= 0)) throw new RangeError('Invalid call limiter settings');
  }

  /** Calls waiting for their turn. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Resolves when the call may start (counting it as started); rejects at once when the queue is full. */
  acquire(): Promise<void> {
    const now = this.options.clock.now();
    if (this.waiting.length === 0 && this.nextStartAt(now) <= now) {
      this.starts.push(now);
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.maxQueued || this.heldUntil - now > this.options.windowMs) {
      return Promise.reject(
        new MarketPricesError('rate_limited', 'Too many market price calls are waiting for their turn', { retryAfterMs: this.waitEstimate(now) }),
      );
    }
    return new Promise<void>((resolve, reject) => {
      this.waiting.push(resolve);
      this.refusals.push(reject);
      this.wake(now);
    });
  }

  /**
   * The provider answered that we called too often: no call starts for `ms`. A hold longer than a
   * window (a daily quota spent) refuses the waiting calls instead of keeping them for hours.
   */
  holdFor(ms: number): void {
    const now = this.options.clock.now();
    this.heldUntil = Math.max(this.heldUntil, now + ms);
    if (ms > this.options.windowMs) {
      const error = new MarketPricesError('rate_limited', 'The market prices provider refuses calls for now', { retryAfterMs: this.heldUntil - now });
      this.waiting.length = 0;
      for (const refuse of this.refusals.splice(0)) refuse(error);
      return;
    }
    if (this.waiting.length > 0) this.wake(now);
  }

  /** The earliest a new call may start, `now` or later. */
  private nextStartAt(now: number): number {
    const { callsPerWindow, windowMs } = this.options;
    while (this.starts.length > 0 && (this.starts[0] as number) <= now - windowMs) this.starts.shift();
    const windowFreeAt = this.starts.length < callsPerWindow ? now : (this.starts[this.starts.length - callsPerWindow] as number) + windowMs;
    return Math.max(now, this.heldUntil, windowFreeAt);
  }

  /** How long a call refused now should wait before trying again: until the queue before it would have started. */
  private waitEstimate(now: number): number {
    const windows = Math.floor(this.waiting.length / this.options.callsPerWindow);
    return this.nextStartAt(now) - now + windows * this.options.windowMs;
  }

  /** Starts the waiting calls whose turn has come, then sets a timer for the next one. */
  private drain(): void {
    const now = this.options.clock.now();
    while (this.waiting.length > 0 && this.nextStartAt(now) <= now) {
      this.starts.push(now);
      this.refusals.shift();
      (this.waiting.shift() as () => void)();
    }
    if (this.waiting.length > 0) this.wake(now);
  }

  private wake(now: number): void {
    const at = this.nextStartAt(now);
    if (this.wakeAt !== undefined && this.wakeAt <= at) return;
    this.wakeAt = at;
    this.options.clock.setTimeout(() => {
      if (this.wakeAt === at) this.wakeAt = undefined;
      this.drain();
    }, at - now);
  }
}

export interface TwelveDataOptions {
  apiKey: string;
  /** Default https://api.twelvedata.com; tests give a fake's URL. */
  baseUrl?: string;
  /** How long one call may take, answer included (default 15 s). The wait for its turn is not counted. */
  timeoutMs?: number;
  /** Calls a minute the plan allows (default 8, the free plan's). */
  callsPerMinute?: number;
  /** The limiter's window (default a minute); tests shorten it. */
  windowMs?: number;
  /** Calls that may wait for their turn before more are refused as rate_limited (default 40: five minutes' worth). */
  maxQueued?: number;
  /** Values asked for in one call (default 5000, Twelve Data's maximum); a longer range takes more calls. */
  pageSize?: number;
  /** The limiter's time, and "now" for which candles are closed (default the system's). */
  clock?: LimiterClock;
}

const DEFAULT_BASE_URL = 'https://api.twelvedata.com';
const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_CALLS_PER_MINUTE = 8;
const DEFAULT_PAGE_SIZE = 5000;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const PROVIDER = 'Twelve Data';

const price = z.union([z.string(), z.number()]).transform((value, context) => {
  const parsed = typeof value === 'number' ? value : priceOf(value);
  if (parsed === undefined || !Number.isFinite(parsed)) {
    context.addIssue({ code: 'custom', message: 'not a price' });
    return z.NEVER;
  }
  return parsed;
});
const valuesAnswerSchema = z.object({
  status: z.literal('ok').optional(),
  values: z.array(z.object({ datetime: z.string(), open: price, high: price, low: price, close: price })),
});
const errorAnswerSchema = z.object({ status: z.literal('error'), code: z.number().int(), message: z.string().optional() });

/**
 * Candles from Twelve Data's REST API (GET /time_series, in UTC, oldest first), for every instrument
 * with a Twelve Data symbol.
 *
 * - Every call goes through a limiter: at most `callsPerMinute` start in any minute, the others wait
 *   their turn in order, and past `maxQueued` waiting a call is refused (rate_limited) at once.
 * - The key goes in the Authorization header (`apikey …`, which Twelve Data documents beside the
 *   `apikey` parameter), so no URL we build or log carries it.
 * - One call answers at most `pageSize` values: a full page means the range was cut, and the parts
 *   it left out (before or after, whichever Twelve Data dropped) are asked for in more calls.
 * - A range with no trading ("No data is available on the specified dates", Twelve Data's 400) is [].
 * - Errors are named from the code only: Twelve Data's messages are never repeated.
 */
export class TwelveDataMarketPrices implements MarketPrices {
  readonly name = 'twelvedata' as const;
  private readonly seriesUrl: string;
  private readonly apiKey: string;
  private readonly timeoutMs: number;
  private readonly pageSize: number;
  private readonly windowMs: number;
  private readonly clock: LimiterClock;
  private readonly limiter: CallLimiter;

  constructor(options: TwelveDataOptions) {
    this.seriesUrl = `${(options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '')}/time_series`;
    this.apiKey = options.apiKey;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
    this.windowMs = options.windowMs ?? MINUTE_MS;
    this.clock = options.clock ?? systemClock;
    this.limiter = new CallLimiter({
      callsPerWindow: options.callsPerMinute ?? DEFAULT_CALLS_PER_MINUTE,
      windowMs: this.windowMs,
      maxQueued: options.maxQueued ?? 40,
      clock: this.clock,
    });
  }

  /** Calls waiting for their turn in the limiter. */
  get queued(): number {
    return this.limiter.queued;
  }

  supports(instrument: PricedInstrument): boolean {
    return typeof instrument.twelveDataSymbol === 'string' && instrument.twelveDataSymbol.trim() !== '';
  }

  /** Every call counts against the plan's calls a minute. */
  limited(instrument: PricedInstrument): boolean {
    return this.supports(instrument);
  }

  async candles(request: CandlesRequest): Promise<Candle[]> {
    checkRequest(request);
    const { instrument, interval } = request;
    if (!this.supports(instrument)) throw new MarketPricesError('unknown_instrument', `${PROVIDER} has no symbol for ${instrument.symbol}`);
    const from = request.from.getTime();
    // Nothing after now can be closed: the range is not asked past it.
    const to = Math.min(request.to.getTime(), this.clock.now());
    if (from >= to) return [];
    const candles = await this.range(instrument.twelveDataSymbol as string, interval, from, to);
    return closedCandlesInRange(candles, request, this.clock.now());
  }

  /** The candles of [from, to), in as many calls as pages it takes. */
  private async range(symbol: string, interval: CandleInterval, from: number, to: number): Promise<Candle[]> {
    const page = await this.call(symbol, interval, from, to);
    if (page.length < this.pageSize) return page;
    const times = page.map((candle) => candle.time);
    const first = Math.min(...times);
    const next = Math.max(...times) + CANDLE_INTERVAL_MS[interval];
    // Each part asked again is strictly inside [from, to), so this ends.
    const before = first > from && first < to ? await this.range(symbol, interval, from, first) : [];
    const after = next > from && next < to ? await this.range(symbol, interval, next, to) : [];
    return [...before, ...page, ...after];
  }

  private async call(symbol: string, interval: CandleInterval, from: number, to: number): Promise<Candle[]> {
    await this.limiter.acquire();
    const url = new URL(this.seriesUrl);
    url.search = new URLSearchParams({
      symbol,
      interval,
      start_date: twelveDataDateTime(from),
      end_date: twelveDataDateTime(to),
      timezone: 'UTC',
      order: 'ASC',
      outputsize: String(this.pageSize),
    }).toString();

    let status: number;
    let answer: string;
    let retryAfter: string | null;
    try {
      // The timeout covers reading the answer too, so a server that stalls mid-answer fails as well.
      const response = await fetch(url, {
        headers: { authorization: `apikey ${this.apiKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      retryAfter = response.headers.get('retry-after');
      answer = await response.text();
    } catch (error) {
      throw networkFailure(PROVIDER, error);
    }

    let json: unknown;
    try {
      json = JSON.parse(answer);
    } catch {
      json = undefined;
    }
    // Twelve Data answers its errors in the body ({ status: 'error', code }), often with HTTP 200.
    const error = errorAnswerSchema.safeParse(json);
    if (error.success || status !== 200) {
      const code = error.success ? error.data.code : status;
      const message = error.success ? (error.data.message ?? '') : '';
      if (code === 400 && /no data is available/i.test(message)) return [];
      throw this.errorOf(code, message, retryAfterMsOf(retryAfter));
    }
    if (json === undefined) throw new MarketPricesError('unavailable', `${PROVIDER} sent an unreadable answer`);
    const parsed = valuesAnswerSchema.safeParse(json);
    if (!parsed.success) throw new MarketPricesError('unavailable', `${PROVIDER} sent an unexpected answer`);
    return parsed.data.values.map(({ datetime, open, high, low, close }) => {
      const time = timeOfTwelveDataDateTime(datetime);
      if (time === undefined) throw new MarketPricesError('unavailable', `${PROVIDER} sent an unexpected answer`);
      return { time, open, high, low, close };
    });
  }

  /** Our error for Twelve Data's code (in the body, or the HTTP status), its message only tested. */
  private errorOf(code: number, message: string, retryAfterMs: number | undefined): MarketPricesError {
    const fail = (kind: MarketPricesError['kind'], text: string, extra: { retryAfterMs?: number } = {}) =>
      new MarketPricesError(kind, `${text} (${code})`, { status: code, ...extra });
    if (code === 429) {
      const now = this.clock.now();
      // Credits are counted by minute, and by day (UTC) on the free plan: wait for the next one.
      const wait = retryAfterMs ?? (/\bday\b|daily/i.test(message) ? DAY_MS - (now % DAY_MS) : this.windowMs - (now % this.windowMs));
      this.limiter.holdFor(wait);
      return fail('rate_limited', `${PROVIDER} says we called too often`, { retryAfterMs: wait });
    }
    if (code === 401) return fail('refused', `${PROVIDER} refused the API key`);
    if (code === 403) return fail('refused', `${PROVIDER} refuses this request on our plan`);
    if (code === 404) return fail('unknown_instrument', `${PROVIDER} does not know this symbol`);
    if (code === 400) {
      if (/symbol|figi|isin|cusip/i.test(message)) return fail('unknown_instrument', `${PROVIDER} does not know this symbol`);
      return fail('refused', `${PROVIDER} will not answer this request`);
    }
    if (code >= 500) return fail('unavailable', `${PROVIDER} failed`);
    return fail('unavailable', `${PROVIDER} answered an unexpected status`);
  }
}

/** `YYYY-MM-DD HH:mm:ss` in UTC: the dates Twelve Data reads in the request's timezone. */
export function twelveDataDateTime(time: number): string {
  return new Date(time).toISOString().slice(0, 19).replace('T', ' ');
}

/** A value's `datetime` (`YYYY-MM-DD HH:mm:ss`, or `YYYY-MM-DD` for daily candles), read as UTC. */
export function timeOfTwelveDataDateTime(text: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!match) return undefined;
  const [, year, month, day, hours = '0', minutes = '0', seconds = '0'] = match;
  const time = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes), Number(seconds));
  // Date.UTC rolls over (2026-02-31 is 3 March, 10:61 is 11:01): such a date is not one.
  const written = `${year}-${month}-${day} ${hours.padStart(2, '0')}:${minutes.padStart(2, '0')}:${seconds.padStart(2, '0')}`;
  return twelveDataDateTime(time) === written ? time : undefined;
}
