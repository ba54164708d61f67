import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { listenOn } from './fake-deepl.ts';

// A fake Twelve Data API on 127.0.0.1, for the server's tests (plain Node: no vitest here).

/** A candle as the tests write it: open time in ms (UTC), prices as numbers. */
export interface FakeCandle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** An answer sent as is: a body that is not a string is sent as JSON. */
export interface FakeMarketAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** What a fake gives a test: where it listens and what it received. */
export interface FakeMarketServer<R> {
  /** The base URL to give the adapter, without a trailing slash. */
  url: string;
  requests: R[];
  close(): Promise<void>;
}

/**
 * A fake market data API on 127.0.0.1: each request parsed and recorded, then answered by `answer`
 * ('hang': never answered, until the fake closes).
 */
export async function startFakeMarketServer<R>(
  parse: (request: IncomingMessage) => R,
  answer: (received: R) => FakeMarketAnswer | 'hang',
): Promise<FakeMarketServer<R>> {
  const requests: R[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    request.resume();
    try {
      const received = parse(request);
      requests.push(received);
      const reply = answer(received);
      if (reply !== 'hang') send(response, reply);
    } catch {
      send(response, { status: 500, body: { message: 'Internal error' } });
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const url = await listenOn(server);
  return {
    url,
    requests,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function send(response: ServerResponse, { status, body, headers = {} }: FakeMarketAnswer): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json', ...headers });
  response.end(text);
}

export interface FakeTwelveDataRequest {
  method: string;
  /** The path without the query. */
  path: string;
  params: URLSearchParams;
  /** The key as sent, in the Authorization header (`apikey …`) or the `apikey` parameter. */
  apiKey: string | undefined;
  keyIn: 'header' | 'query' | 'none';
}

export interface FakeTwelveDataOptions {
  /** When set, any other key (or none) is answered 401, in the body, as Twelve Data does. */
  apiKey?: string;
  /** Candles by Twelve Data symbol (EUR/USD), served for whichever interval is asked. */
  series?: Record<string, readonly FakeCandle[]>;
  /** The most values one answer holds (default 5000, Twelve Data's maximum). */
  maxOutputSize?: number;
  /** Which values a cut answer keeps: the latest (default: outputsize counts back from end_date) or the earliest. */
  keep?: 'latest' | 'earliest';
  /** An answer of its own for a request, before the usual one (undefined: the usual answer). */
  respond?: (request: FakeTwelveDataRequest) => FakeMarketAnswer | 'hang' | undefined;
}

export type FakeTwelveData = FakeMarketServer<FakeTwelveDataRequest>;

const INTERVALS = new Set(['1min', '5min', '15min', '30min', '45min', '1h', '2h', '4h', '1day', '1week', '1month']);

/** Twelve Data's errors: HTTP 200, the code in the body. The messages repeat what was sent, so tests can check the adapter never does. */
const error = (code: number, message: string): FakeMarketAnswer => ({ status: 200, body: { code, message, status: 'error' } });

/**
 * Twelve Data's GET /time_series on 127.0.0.1, answering from the series given: the candles between
 * start_date and end_date, both included (end_date is "the latest datetime"), read as UTC (the fake
 * refuses another timezone); when more than `outputsize` match, the latest ones (as Twelve Data's
 * outputsize counts back from the end), or the earliest when told.
 */
export async function startFakeTwelveData(options: FakeTwelveDataOptions = {}): Promise<FakeTwelveData> {
  return startFakeMarketServer(
    (request): FakeTwelveDataRequest => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const header = /^apikey (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const query = url.searchParams.get('apikey') ?? undefined;
      return {
        method: request.method ?? '',
        path: url.pathname,
        params: url.searchParams,
        apiKey: header ?? query,
        keyIn: header !== undefined ? 'header' : query !== undefined ? 'query' : 'none',
      };
    },
    (received) => options.respond?.(received) ?? answer(received, options),
  );
}

function answer(received: FakeTwelveDataRequest, options: FakeTwelveDataOptions): FakeMarketAnswer {
  if (received.method !== 'GET' || received.path !== '/time_series') return { status: 404, body: { code: 404, message: 'Not found', status: 'error' } };
  if (options.apiKey !== undefined && received.apiKey !== options.apiKey) {
    return error(401, `**apikey** parameter is incorrect or not specified (${received.apiKey ?? 'none'}).`);
  }
  const { params } = received;
  const symbol = params.get('symbol') ?? '';
  const interval = params.get('interval') ?? '';
  const series = options.series?.[symbol];
  if (!series) return error(400, `**symbol** not found: ${symbol}. Please specify it correctly according to API Documentation.`);
  if (!INTERVALS.has(interval)) return error(400, `**interval** is not valid: ${interval}`);
  if ((params.get('timezone') ?? 'Exchange') !== 'UTC') return error(400, 'The fake answers in UTC only');
  const start = timeOf(params.get('start_date'));
  const end = timeOf(params.get('end_date'));
  if (start === null || end === null) return error(400, '**start_date** or **end_date** is not valid');

  const size = Math.min(Number(params.get('outputsize') ?? 5000) || 5000, options.maxOutputSize ?? 5000);
  const matching = series.filter((candle) => (start === undefined || candle.time >= start) && (end === undefined || candle.time <= end)).sort((a, b) => a.time - b.time);
  if (matching.length === 0) return error(400, 'No data is available on the specified dates. Try setting different start/end dates.');
  const kept = options.keep === 'earliest' ? matching.slice(0, size) : matching.slice(-size);
  if (params.get('order')?.toUpperCase() !== 'ASC') kept.reverse();
  return {
    status: 200,
    body: {
      meta: { symbol, interval, currency_base: 'Euro', currency_quote: 'US Dollar', type: 'Physical Currency' },
      values: kept.map((candle) => ({
        datetime: dateTimeOf(candle.time, interval),
        open: String(candle.open),
        high: String(candle.high),
        low: String(candle.low),
        close: String(candle.close),
      })),
      status: 'ok',
    },
  };
}

/** undefined when absent, null when unreadable. */
function timeOf(text: string | null): number | null | undefined {
  if (text === null) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(text);
  if (!match) return null;
  const [, year, month, day, hours = '0', minutes = '0', seconds = '0'] = match;
  return Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes), Number(seconds));
}

/** Twelve Data's datetime: the date alone for daily candles and longer. */
function dateTimeOf(time: number, interval: string): string {
  const text = new Date(time).toISOString().slice(0, 19).replace('T', ' ');
  return ['1day', '1week', '1month'].includes(interval) ? text.slice(0, 10) : text;
}
