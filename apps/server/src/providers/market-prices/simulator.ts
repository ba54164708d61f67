import type { AssetType } from '@arya/core';
import {
  CANDLE_INTERVAL_MS,
  checkRequest,
  type Candle,
  type CandlesRequest,
  type MarketPrices,
  type PricedInstrument,
} from './market-prices.ts';

/** A point a scripted price path goes through: `price` at `at` (ms since the epoch). */
export interface PricePoint {
  at: number;
  price: number;
}

export interface SimulatedMarketPricesOptions {
  /**
   * Scripted paths by our canonical symbol (EURUSD): from its first point's time on, the price of
   * that symbol goes in straight lines from point to point, then stays at the last point's price.
   * Before the first point the usual walk runs (the price jumps to the first point at its time).
   */
  scripts?: Readonly<Record<string, readonly PricePoint[]>>;
  /** "Now", for which candles are closed (default the system's). */
  now?: () => number;
}

/** A plausible daily move by asset type (standard deviation, as a fraction of the price). */
const DAILY_VOLATILITY: Readonly<Record<AssetType, number>> = {
  forex: 0.006,
  actions: 0.018,
  etfs: 0.012,
  crypto: 0.035,
  indexes: 0.012,
  commodities: 0.015,
};

/** Where the walk wanders around when an instrument has no reference price. */
const DEFAULT_REFERENCE_PRICE: Readonly<Record<AssetType, number>> = {
  forex: 1.1,
  actions: 150,
  etfs: 100,
  crypto: 60_000,
  indexes: 7500,
  commodities: 2400,
};

/** The walk's finest step: every change of direction happens on a multiple of it since the epoch. */
const STEP_MS = 15_000;
/** Layers of the walk, from 15 s to about 45 days, each 4 times slower than the one before. */
const LAYERS = 10;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The development provider: no network, every instrument, the same candles for the same request.
 *
 * The price is `referencePrice × e^x`, where x is a sum of layers of smooth noise (straight lines
 * between random points 15 s, 1 min, 4 min, … 45 days apart, each layer's size growing with the
 * square root of its spacing, as a random walk's does, scaled by the asset type's volatility). Each
 * random point is a hash of the symbol, the layer and its time bucket, so the price at a given
 * time never depends on the range asked: overlapping requests agree candle by candle, a 1h candle
 * has the open, high, low and close of its sixty 1min candles, and the price stays around its
 * reference for ever. Candles open on multiples of their interval since the epoch (1day at 00:00
 * UTC), markets never close, and prices are rounded to the instrument's decimals.
 *
 * Scripts (see SimulatedMarketPricesOptions.scripts, or `setScript`) force a path for tests and
 * end-to-end runs, e.g. EURUSD to TP1 and back to entry.
 */
export class SimulatedMarketPrices implements MarketPrices {
  readonly name = 'simulator' as const;
  private readonly scripts = new Map<string, PricePoint[]>();
  private readonly now: () => number;

  constructor(options: SimulatedMarketPricesOptions = {}) {
    this.now = options.now ?? Date.now;
    for (const [symbol, points] of Object.entries(options.scripts ?? {})) this.setScript(symbol, points);
  }

  /** Replaces the scripted path of a symbol (null or [] removes it: the walk alone again). */
  setScript(symbol: string, points: readonly PricePoint[] | null): void {
    if (points === null || points.length === 0) {
      this.scripts.delete(symbol);
      return;
    }
    for (const { at, price } of points) {
      if (!Number.isFinite(at) || !Number.isFinite(price) || price <= 0) throw new RangeError(`Invalid scripted price point for ${symbol}`);
    }
    this.scripts.set(symbol, [...points].sort((a, b) => a.at - b.at));
  }

  supports(_instrument: PricedInstrument): boolean {
    return true;
  }

  limited(_instrument: PricedInstrument): boolean {
    return false;
  }

  /** The exact (unrounded) price of the path at `time`: the walk's, or the script's from its first point. */
  priceAt(instrument: PricedInstrument, time: number): number {
    return new PricePath(instrument, this.scripts.get(instrument.symbol)).at(time);
  }

  async candles(request: CandlesRequest): Promise<Candle[]> {
    checkRequest(request);
    const { instrument, interval } = request;
    const length = CANDLE_INTERVAL_MS[interval];
    const path = new PricePath(instrument, this.scripts.get(instrument.symbol));
    const round = rounding(instrument.decimals);
    const now = this.now();
    const to = request.to.getTime();
    const candles: Candle[] = [];
    for (let time = Math.ceil(request.from.getTime() / length) * length; time < to && time + length <= now; time += length) {
      const { open, high, low, close } = path.candle(time, time + length);
      candles.push({ time, open: round(open), high: round(high), low: round(low), close: round(close) });
    }
    return candles;
  }
}

/** One instrument's price path. */
class PricePath {
  private readonly seed: number;
  private readonly reference: number;
  private readonly amplitudes: number[];
  private readonly spacings = Array.from({ length: LAYERS }, (_, layer) => STEP_MS * 4 ** layer);
  /** Each layer's last bucket and the noise at its two ends. */
  private readonly buckets: number[] = new Array<number>(LAYERS).fill(Number.NaN);
  private readonly lefts: number[] = new Array<number>(LAYERS).fill(0);
  private readonly rights: number[] = new Array<number>(LAYERS).fill(0);
  private readonly script: readonly PricePoint[] | undefined;

  constructor(instrument: PricedInstrument, script: readonly PricePoint[] | undefined) {
    this.seed = hashString(instrument.symbol);
    const reference = instrument.referencePrice;
    this.reference = reference !== undefined && Number.isFinite(reference) && reference > 0 ? reference : DEFAULT_REFERENCE_PRICE[instrument.assetType];
    const volatility = DAILY_VOLATILITY[instrument.assetType];
    this.amplitudes = this.spacings.map((spacing) => volatility * Math.sqrt(spacing / DAY_MS));
    this.script = script;
  }

  /** The price at `time` (after the jump, when the script starts exactly then). */
  at(time: number): number {
    const script = this.script;
    if (script === undefined || time < (script[0] as PricePoint).at) return this.walk(time);
    return scripted(script, time);
  }

  /**
   * The candle of [start, end): open at start, close just before end, high and low over the whole
   * path between. The path is straight between the walk's steps and the script's points, so its
   * extremes are at one of them.
   */
  candle(start: number, end: number): Omit<Candle, 'time'> {
    const open = this.at(start);
    const close = this.justBefore(end);
    let high = Math.max(open, close);
    let low = Math.min(open, close);
    const take = (price: number) => {
      if (price > high) high = price;
      if (price < low) low = price;
    };
    for (let time = Math.ceil(start / STEP_MS) * STEP_MS; time < end; time += STEP_MS) take(this.at(time));
    for (const point of this.script ?? []) {
      if (point.at > start && point.at < end) {
        take(this.justBefore(point.at));
        take(this.at(point.at));
      }
    }
    return { open, high, low, close };
  }

  /** The price an instant before `time`: the walk's when the script starts at `time`. */
  private justBefore(time: number): number {
    const script = this.script;
    if (script === undefined || time <= (script[0] as PricePoint).at) return this.walk(time);
    return scripted(script, time);
  }

  private walk(time: number): number {
    let exponent = 0;
    for (let layer = 0; layer < LAYERS; layer++) {
      const spacing = this.spacings[layer] as number;
      const bucket = Math.floor(time / spacing);
      // Candles read the path step after step: the slower layers stay in the same bucket for long.
      if (bucket !== this.buckets[layer]) {
        this.buckets[layer] = bucket;
        this.lefts[layer] = noise(this.seed, layer, bucket);
        this.rights[layer] = noise(this.seed, layer, bucket + 1);
      }
      const left = this.lefts[layer] as number;
      const fraction = (time - bucket * spacing) / spacing;
      exponent += (this.amplitudes[layer] as number) * (left + ((this.rights[layer] as number) - left) * fraction);
    }
    return this.reference * Math.exp(exponent);
  }
}

/** The script's price at `time`, at or after its first point: straight lines, then flat after the last. */
function scripted(script: readonly PricePoint[], time: number): number {
  for (let index = script.length - 1; index >= 0; index--) {
    const point = script[index] as PricePoint;
    if (point.at > time) continue;
    const next = script[index + 1];
    if (next === undefined || next.at === point.at) return point.price;
    return point.price + ((next.price - point.price) * (time - point.at)) / (next.at - point.at);
  }
  return (script[0] as PricePoint).price;
}

function rounding(decimals: number): (price: number) => number {
  const factor = 10 ** Math.max(0, Math.min(12, Math.trunc(decimals)));
  return (price) => Math.round(price * factor) / factor;
}

/** FNV-1a over the symbol's UTF-16 code units. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

/** A number in [-1, 1] fixed by the seed, the layer and the bucket (murmur3's finaliser over them). */
function noise(seed: number, layer: number, bucket: number): number {
  let hash = mixIn(seed, layer);
  hash = mixIn(hash, bucket >>> 0);
  hash = mixIn(hash, Math.floor(bucket / 2 ** 32) >>> 0);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return ((hash >>> 0) / 0xffffffff) * 2 - 1;
}

function mixIn(hash: number, part: number): number {
  const mixed = Math.imul(hash ^ part, 0x5bd1e995);
  return mixed ^ (mixed >>> 15);
}
