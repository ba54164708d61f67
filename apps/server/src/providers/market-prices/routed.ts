import { checkRequest, MarketPricesError, type Candle, type CandlesRequest, type MarketPrices, type PricedInstrument } from './market-prices.ts';

export interface RoutedMarketPricesOptions {
  /** Asked about everything it has a symbol for, except the crypto pairs Binance answers. */
  twelveData?: MarketPrices | null;
  /** Asked about crypto instruments with a Binance pair: free, no key, and no 8-calls-a-minute limit. */
  binance?: MarketPrices | null;
}

/**
 * The providers together: crypto instruments with a Binance pair go to Binance (when configured),
 * everything else to Twelve Data (when configured and it has a symbol). An instrument neither can
 * answer is `unknown_instrument`, without any call. A failure is the chosen provider's: there is no
 * falling back to the other, whose prices could differ.
 */
export class RoutedMarketPrices implements MarketPrices {
  readonly name = 'routed' as const;
  private readonly twelveData: MarketPrices | null;
  private readonly binance: MarketPrices | null;

  constructor(options: RoutedMarketPricesOptions) {
    this.twelveData = options.twelveData ?? null;
    this.binance = options.binance ?? null;
  }

  /** The provider asked about this instrument, or null when none can answer it. */
  providerFor(instrument: PricedInstrument): MarketPrices | null {
    if (instrument.assetType === 'crypto' && this.binance?.supports(instrument)) return this.binance;
    if (this.twelveData?.supports(instrument)) return this.twelveData;
    return null;
  }

  supports(instrument: PricedInstrument): boolean {
    return this.providerFor(instrument) !== null;
  }

  limited(instrument: PricedInstrument): boolean {
    return this.providerFor(instrument)?.limited(instrument) ?? false;
  }

  async candles(request: CandlesRequest): Promise<Candle[]> {
    checkRequest(request);
    const provider = this.providerFor(request.instrument);
    if (!provider) throw new MarketPricesError('unknown_instrument', `No market prices provider knows ${request.instrument.symbol}`);
    return provider.candles(request);
  }
}
