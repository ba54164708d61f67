import { startFakeMarketServer, type FakeCandle, type FakeMarketAnswer, type FakeMarketServer } from './fake-twelve-data.ts';

// A fake Binance spot API (public klines) on 127.0.0.1, for the server's tests (plain Node: no vitest here).

export interface FakeBinanceRequest {
  method: string;
  /** The path without the query. */
  path: string;
  params: URLSearchParams;
  /** Binance's public market data needs none: recorded to check that nothing is sent. */
  apiKeyHeader: string | undefined;
}

export interface FakeBinanceOptions {
  /** Candles by Binance pair (BTCUSDT), served for whichever interval is asked. */
  series?: Record<string, readonly FakeCandle[]>;
  /** The most klines one answer holds (default 1000, Binance's maximum for `limit`). */
  maxLimit?: number;
  /** An answer of its own for a request, before the usual one (undefined: the usual answer). */
  respond?: (request: FakeBinanceRequest) => FakeMarketAnswer | 'hang' | undefined;
}

export type FakeBinance = FakeMarketServer<FakeBinanceRequest>;

export const BINANCE_INTERVAL_MS: Readonly<Record<string, number>> = {
  '1m': 60_000,
  '3m': 3 * 60_000,
  '5m': 5 * 60_000,
  '15m': 15 * 60_000,
  '30m': 30 * 60_000,
  '1h': 60 * 60_000,
  '4h': 4 * 60 * 60_000,
  '1d': 24 * 60 * 60_000,
};

/**
 * Binance's GET /api/v3/klines on 127.0.0.1: the klines opening between startTime and endTime (both
 * included), the earliest `limit` (default 500) of them, oldest first, as Binance's arrays.
 */
export async function startFakeBinance(options: FakeBinanceOptions = {}): Promise<FakeBinance> {
  return startFakeMarketServer(
    (request): FakeBinanceRequest => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const key = request.headers['x-mbx-apikey'];
      return { method: request.method ?? '', path: url.pathname, params: url.searchParams, apiKeyHeader: Array.isArray(key) ? key[0] : key };
    },
    (received) => options.respond?.(received) ?? answer(received, options),
  );
}

function answer({ method, path, params }: FakeBinanceRequest, options: FakeBinanceOptions): FakeMarketAnswer {
  if (method !== 'GET' || path !== '/api/v3/klines') return { status: 404, body: '<html>Not found</html>' };
  const symbol = params.get('symbol') ?? '';
  const series = options.series?.[symbol];
  if (!series) return { status: 400, body: { code: -1121, msg: 'Invalid symbol.' } };
  const length = BINANCE_INTERVAL_MS[params.get('interval') ?? ''];
  if (length === undefined) return { status: 400, body: { code: -1120, msg: 'Invalid interval.' } };
  const start = Number(params.get('startTime') ?? Number.NEGATIVE_INFINITY);
  const end = Number(params.get('endTime') ?? Number.POSITIVE_INFINITY);
  const limit = Math.min(Number(params.get('limit') ?? 500), options.maxLimit ?? 1000);
  const klines = series
    .filter((candle) => candle.time >= start && candle.time <= end)
    .sort((a, b) => a.time - b.time)
    .slice(0, limit)
    .map((candle) => [
      candle.time,
      String(candle.open),
      String(candle.high),
      String(candle.low),
      String(candle.close),
      '12.5',
      candle.time + length - 1,
      '750000.0',
      42,
      '6.1',
      '366000.0',
      '0',
    ]);
  return { status: 200, body: klines };
}
