/*
 * Market prices (issue 28: the outcomes of trading ideas measured against market candles).
 *
 * Proposed settings (not yet in config.ts):
 *
 * | Variable | Default | What it does |
 * | --- | --- | --- |
 * | MARKET_PRICES_TWELVE_DATA_API_KEY | unset | Twelve Data's key: forex, stocks, ETFs, indices, commodities (and crypto without Binance) |
 * | MARKET_PRICES_TWELVE_DATA_URL | https://api.twelvedata.com | Another server answering the same API (tests: a fake on 127.0.0.1) |
 * | MARKET_PRICES_BINANCE | true | Crypto pairs from Binance's public klines (no key); `false` leaves them to Twelve Data. The `flag` values of config.ts (true/false/1/0/yes/no) |
 * | MARKET_PRICES_BINANCE_URL | https://api.binance.com | Another server answering Binance's API (tests: a fake on 127.0.0.1) |
 * | MARKET_PRICES_TIMEOUT_SECONDS | 15 | How long one provider call may take, answer included |
 * | MARKET_PRICES_CALLS_PER_MINUTE | 8 | Twelve Data calls started in any minute (the free plan's limit; raise it with the plan) |
 *
 * The mode, as for the other outside services (config.ts `outsideServices`): `http` when the Twelve
 * Data key is set or MARKET_PRICES_BINANCE is set to true explicitly; otherwise `dev` (the
 * simulator) where offline adapters are allowed, else `unavailable`: no provider, outcomes stay
 * pending. Tests that configure the key should also give MARKET_PRICES_BINANCE_URL (a fake) or
 * MARKET_PRICES_BINANCE=false, or crypto candles would be asked of the real Binance.
 */
import { BinanceMarketPrices } from './binance.ts';
import type { MarketPrices } from './market-prices.ts';
import { RoutedMarketPrices } from './routed.ts';
import { SimulatedMarketPrices } from './simulator.ts';
import { TwelveDataMarketPrices } from './twelve-data.ts';

export {
  CANDLE_INTERVAL_MS,
  MarketPricesError,
  type Candle,
  type CandleInterval,
  type CandlesRequest,
  type MarketPrices,
  type MarketPricesErrorKind,
  type MarketPricesName,
  type PricedInstrument,
} from './market-prices.ts';
export { BinanceMarketPrices, type BinanceOptions } from './binance.ts';
export { RoutedMarketPrices, type RoutedMarketPricesOptions } from './routed.ts';
export { SimulatedMarketPrices, type PricePoint, type SimulatedMarketPricesOptions } from './simulator.ts';
export { CallLimiter, TwelveDataMarketPrices, type LimiterClock, type TwelveDataOptions } from './twelve-data.ts';

export interface MarketPricesOptions {
  twelveDataApiKey?: string;
  twelveDataUrl?: string;
  binanceUrl?: string;
  /** Crypto pairs from Binance (default true). */
  binanceEnabled?: boolean;
  mode: 'http' | 'dev' | 'unavailable';
  timeoutMs: number;
  /** Twelve Data calls started in any minute. */
  callsPerMinute: number;
}

/**
 * The market prices the settings choose: the real providers behind a router (`http`), the
 * simulator (`dev`), or null (`unavailable`, or `http` with neither provider configured): outcomes
 * stay pending.
 */
export function createMarketPrices(options: MarketPricesOptions): MarketPrices | null {
  switch (options.mode) {
    case 'dev':
      return new SimulatedMarketPrices();
    case 'unavailable':
      return null;
    case 'http': {
      const key = options.twelveDataApiKey?.trim();
      const twelveData = key
        ? new TwelveDataMarketPrices({ apiKey: key, baseUrl: options.twelveDataUrl, timeoutMs: options.timeoutMs, callsPerMinute: options.callsPerMinute })
        : null;
      const binance = options.binanceEnabled === false ? null : new BinanceMarketPrices({ baseUrl: options.binanceUrl, timeoutMs: options.timeoutMs });
      if (!twelveData && !binance) return null;
      return new RoutedMarketPrices({ twelveData, binance });
    }
  }
}
