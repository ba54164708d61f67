import type { AssetType } from '@arya/core';

/** Candle sizes the providers are asked for (Twelve Data's names; Binance's are mapped in its adapter). */
export type CandleInterval = '1min' | '5min' | '15min' | '1h' | '1day';

/** Each interval's length. Candles open on multiples of it since the epoch (UTC), except where a market opens off the hour. */
export const CANDLE_INTERVAL_MS: Readonly<Record<CandleInterval, number>> = {
  '1min': 60_000,
  '5min': 5 * 60_000,
  '15min': 15 * 60_000,
  '1h': 60 * 60_000,
  '1day': 24 * 60 * 60_000,
};

export interface Candle {
  /** Open time, ms since the epoch (UTC). */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** An instrument as the providers need it: our symbol, and the symbol each provider knows it by. */
export interface PricedInstrument {
  /** Our canonical symbol, e.g. EURUSD, BTCUSD, AAPL, CAC40. */
  symbol: string;
  assetType: AssetType;
  /** Twelve Data's symbol (EUR/USD, AAPL, BTC/USD); without it Twelve Data is not asked. */
  twelveDataSymbol?: string | null;
  /** Binance's spot pair (BTCUSDT); without it Binance is not asked. */
  binanceSymbol?: string | null;
  /** A realistic price level, around which the simulator walks (a default per asset type otherwise). */
  referencePrice?: number;
  /** Decimals of a price: the simulator rounds to them. */
  decimals: number;
}

export interface CandlesRequest {
  instrument: PricedInstrument;
  interval: CandleInterval;
  /** Inclusive: candles opening at or after it. */
  from: Date;
  /** Exclusive: candles opening before it. */
  to: Date;
}

export type MarketPricesName = 'twelvedata' | 'binance' | 'simulator' | 'routed';

/** Historical candles of an instrument, from a market data provider. */
export interface MarketPrices {
  readonly name: MarketPricesName;
  /** Whether this provider can be asked about the instrument at all (it knows a symbol for it). */
  supports(instrument: PricedInstrument): boolean;
  /**
   * Whether a call about the instrument spends a scarce budget (Twelve Data's calls a minute): the
   * outcome job asks for few such instruments a run, and more of the others.
   */
  limited(instrument: PricedInstrument): boolean;
  /**
   * The closed candles (ended by now) that open inside [from, to), sorted by time, without duplicates,
   * prices as numbers. A range where the market was closed answers []. Throws a MarketPricesError on
   * any failure, and `unknown_instrument` without any call for an instrument it does not support.
   */
  candles(request: CandlesRequest): Promise<Candle[]>;
}

/**
 * Why no candles came back:
 * - rate_limited: too many calls (our own limiter's queue is full, or the provider answered 429):
 *   try again after `retryAfterMs` when known;
 * - unavailable: the provider could not be reached, did not answer in time, failed (5xx), or sent
 *   an answer we cannot read: retry later;
 * - unknown_instrument: the provider does not know the symbol (or we have none for it): nothing to retry;
 * - refused: the provider refuses our account or request (bad key, plan, forbidden, restricted
 *   location): staff must act.
 */
export type MarketPricesErrorKind = 'rate_limited' | 'unavailable' | 'unknown_instrument' | 'refused';

/** A failed request for candles. Its message never carries the credentials nor the provider's own words. */
export class MarketPricesError extends Error {
  override readonly name = 'MarketPricesError';
  readonly status: number | undefined;
  readonly retryAfterMs: number | undefined;

  constructor(
    readonly kind: MarketPricesErrorKind,
    message: string,
    options: { status?: number; retryAfterMs?: number } = {},
  ) {
    super(message);
    this.status = options.status;
    this.retryAfterMs = options.retryAfterMs;
  }
}

/** Throws on a request no provider could answer sensibly (a programming error, not a provider's). */
export function checkRequest({ from, to, interval }: CandlesRequest): void {
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) throw new RangeError('Candles requested for an invalid date');
  if (!Object.hasOwn(CANDLE_INTERVAL_MS, interval)) throw new RangeError(`Unknown candle interval: ${String(interval)}`);
}

/**
 * What every provider answers: the candles opening inside [from, to) and closed by `now`, sorted by
 * time, the first of each time kept.
 */
export function closedCandlesInRange(candles: readonly Candle[], request: CandlesRequest, now: number): Candle[] {
  const from = request.from.getTime();
  const to = request.to.getTime();
  const length = CANDLE_INTERVAL_MS[request.interval];
  const seen = new Set<number>();
  return candles
    .filter((candle) => candle.time >= from && candle.time < to && candle.time + length <= now)
    .sort((a, b) => a.time - b.time)
    .filter((candle) => {
      if (seen.has(candle.time)) return false;
      seen.add(candle.time);
      return true;
    });
}

/** A provider's price text ("1.09512") as a number, or undefined when it is not a plain finite number. */
export function priceOf(text: string): number | undefined {
  if (!/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(text.trim())) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** fetch's failure, named from its kind only: the URL (and any key in it) is never repeated. */
export function networkFailure(provider: string, error: unknown): MarketPricesError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return new MarketPricesError('unavailable', `${provider} did not answer in time`);
  // fetch's TypeError carries the socket error (ECONNREFUSED, ENOTFOUND...) as its cause.
  const cause = error instanceof Error ? error.cause : undefined;
  const code = cause instanceof Error && 'code' in cause && typeof cause.code === 'string' ? cause.code : '';
  const reason = /^[A-Z][A-Z0-9_]{1,40}$/.test(code) ? ` (${code})` : '';
  return new MarketPricesError('unavailable', `${provider} could not be reached${reason}`);
}

/** Retry-After in seconds, as ms (undefined when absent or not a number of seconds). */
export function retryAfterMsOf(header: string | null): number | undefined {
  if (header === null || !/^\d{1,7}$/.test(header.trim())) return undefined;
  return Number(header.trim()) * 1000;
}
