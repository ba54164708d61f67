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

export interface BinanceOptions {
  /** Default https://api.binance.com; tests give a fake's URL. */
  baseUrl?: string;
  /** How long one call may take, answer included (default 15 s). */
  timeoutMs?: number;
  /** Klines asked for in one call (default 1000, Binance's maximum); a longer range takes more calls. */
  pageSize?: number;
  /** "Now", for which candles are closed (default the system's). */
  now?: () => number;
}

const DEFAULT_BASE_URL = 'https://api.binance.com';
const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_PAGE_SIZE = 1000;
const PROVIDER = 'Binance';
/** Binance's code for a pair it does not list. */
const INVALID_SYMBOL = -1121;

const BINANCE_INTERVALS: Readonly<Record<CandleInterval, string>> = { '1min': '1m', '5min': '5m', '15min': '15m', '1h': '1h', '1day': '1d' };

/** [openTime, open, high, low, close, volume, closeTime, ...]: prices as strings. */
const klinesSchema = z.array(z.tuple([z.number().int(), z.string(), z.string(), z.string(), z.string()]).rest(z.unknown()));
const errorAnswerSchema = z.object({ code: z.number().int(), msg: z.string().optional() });

/**
 * Candles from Binance's public market data (GET /api/v3/klines, UTC, no key), for the instruments
 * with a Binance pair. A range longer than a page is read page after page, each starting after the
 * last candle received. Binance's weight limits (6,000 a minute per address) are far above what
 * outcomes need: no limiter here, but its 429 and 418 (banned for ignoring 429s) come back as
 * rate_limited with Binance's Retry-After.
 */
export class BinanceMarketPrices implements MarketPrices {
  readonly name = 'binance' as const;
  private readonly klinesUrl: string;
  private readonly timeoutMs: number;
  private readonly pageSize: number;
  private readonly now: () => number;

  constructor(options: BinanceOptions = {}) {
    this.klinesUrl = `${(options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '')}/api/v3/klines`;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
    this.now = options.now ?? Date.now;
  }

  supports(instrument: PricedInstrument): boolean {
    return typeof instrument.binanceSymbol === 'string' && instrument.binanceSymbol.trim() !== '';
  }

  /** Binance's public klines allow far more calls than the job makes. */
  limited(_instrument: PricedInstrument): boolean {
    return false;
  }

  async candles(request: CandlesRequest): Promise<Candle[]> {
    checkRequest(request);
    const { instrument, interval } = request;
    if (!this.supports(instrument)) throw new MarketPricesError('unknown_instrument', `${PROVIDER} has no pair for ${instrument.symbol}`);
    const to = Math.min(request.to.getTime(), this.now());
    const length = CANDLE_INTERVAL_MS[interval];
    const candles: Candle[] = [];
    let start = request.from.getTime();
    while (start < to) {
      // endTime is inclusive on the open time: the candle opening at `to` is not asked for.
      const page = await this.call(instrument.binanceSymbol as string, interval, start, to - 1);
      candles.push(...page);
      if (page.length < this.pageSize) break;
      const next = Math.max(...page.map((candle) => candle.time)) + length;
      if (next <= start) break; // a page that does not move on: stop rather than ask it again
      start = next;
    }
    return closedCandlesInRange(candles, request, this.now());
  }

  private async call(symbol: string, interval: CandleInterval, startTime: number, endTime: number): Promise<Candle[]> {
    const url = new URL(this.klinesUrl);
    url.search = new URLSearchParams({
      symbol,
      interval: BINANCE_INTERVALS[interval],
      startTime: String(startTime),
      endTime: String(endTime),
      limit: String(this.pageSize),
    }).toString();

    let status: number;
    let answer: string;
    let retryAfter: string | null;
    try {
      const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(this.timeoutMs) });
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
    if (status !== 200) throw errorOf(status, errorAnswerSchema.safeParse(json).data?.code, retryAfterMsOf(retryAfter));
    if (json === undefined) throw new MarketPricesError('unavailable', `${PROVIDER} sent an unreadable answer`);
    const parsed = klinesSchema.safeParse(json);
    if (!parsed.success) throw new MarketPricesError('unavailable', `${PROVIDER} sent an unexpected answer`);
    return parsed.data.map(([time, ...texts]) => {
      const [open, high, low, close] = [texts[0], texts[1], texts[2], texts[3]].map((text) => priceOf(text));
      if (open === undefined || high === undefined || low === undefined || close === undefined) {
        throw new MarketPricesError('unavailable', `${PROVIDER} sent an unexpected answer`);
      }
      return { time, open, high, low, close };
    });
  }
}

/** Our error for Binance's status and code; Binance's message is never repeated. */
function errorOf(status: number, code: number | undefined, retryAfterMs: number | undefined): MarketPricesError {
  const fail = (kind: MarketPricesError['kind'], text: string, extra: { retryAfterMs?: number } = {}) =>
    new MarketPricesError(kind, `${text} (${status})`, { status, ...extra });
  if (status === 429 || status === 418) {
    return fail('rate_limited', status === 418 ? `${PROVIDER} banned our address for a while` : `${PROVIDER} says we called too often`, {
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    });
  }
  if (status === 400 && code === INVALID_SYMBOL) return fail('unknown_instrument', `${PROVIDER} does not list this pair`);
  if (status === 400) return fail('refused', `${PROVIDER} will not answer this request`);
  // 403: its firewall refused the request; 451: Binance does not serve this country.
  if (status === 403 || status === 451) return fail('refused', `${PROVIDER} refuses our requests`);
  if (status >= 500) return fail('unavailable', `${PROVIDER} failed`);
  return fail('unavailable', `${PROVIDER} answered an unexpected status`);
}
