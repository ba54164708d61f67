import type { AssetType } from '../ideas/ideas.constants.ts';

/**
 * Issue 28: the instrument catalogue. Ideas are measured against its prices, `$cashtags` in free
 * text resolve to it, and each instrument has a page.
 *
 * Symbols (the canonical key, what URLs and stored ideas carry):
 * - uppercase letters, digits and at most one `.`, no other separator (EURUSD, XAUUSD, BTCUSD,
 *   CAC40, SPX500, AAPL, BRK.B), never longer than IDEA_TICKER_MAX_LENGTH;
 * - forex pairs, metals and crypto are base + quote (EURUSD, XAUUSD, BTCUSD), the other
 *   commodities their usual trading names (XTIUSD, XBRUSD, XNGUSD, XCUUSD), indices their name
 *   and constituent count (CAC40, DAX40, SPX500, NASDAQ100);
 * - US stocks are their ticker as traded (AAPL, BRK.B);
 * - stocks listed on Euronext Paris are `TICKER.PA` (MC.PA for LVMH, AI.PA for Air Liquide), the
 *   ticker as traded in Paris with the suffix Yahoo and most terminals use. The bare ticker (MC,
 *   AI, CA, EN…) is one of their aliases, unless another instrument already has it as its symbol
 *   or alias: then a US listing keeps the bare ticker and the Paris one is found by its suffixed
 *   symbol only. A suffix on every Paris symbol (not only on the colliding ones) keeps symbols
 *   stable: adding a US stock whose ticker is a Paris one (EL, DG, SU…) moves an alias, never a
 *   symbol, so no stored idea or page address changes.
 *
 * Aliases are the other ways members type an instrument (EUR/USD, GOLD, BTCUSDT, ^FCHI, LVMH, a
 * former ticker like FB or FP, the same company's listing elsewhere like STM). Symbols and aliases
 * are compared after `normaliseInstrumentText` (case, `$`, spaces, `/`, `-`, `_`, `=X`, a leading
 * `^` ignored), and each normalised form belongs to exactly one instrument.
 *
 * Provider symbols are best effort, to check against the provider before relying on one:
 * `twelveDataSymbol` as Twelve Data writes it (EUR/USD, XAU/USD, BTC/USD, AAPL; a Paris stock with
 * its exchange, MC:Euronext; indices as Twelve Data names them, SPX, FCHI), null when it has none;
 * `binanceSymbol` the USDT pair on Binance, for crypto only.
 *
 * `referencePrice` is a plausible level (2024-2025) for the development price simulator, in the
 * quote currency (EUR for Paris stocks, USD for US ones), never a live price.
 *
 * Content: the 7 forex majors, the 21 crosses of the 8 major currencies and a few exotic USD pairs;
 * 10 main indices; 7 commodities; 13 main crypto assets against the dollar; the 40 CAC 40 stocks
 * (composition from 22 December 2025, after Eiffage replaced Edenred) and 4 recent former members
 * still much discussed; the 101 S&P 100 stocks (both Alphabet share classes; composition from
 * 22 September 2025, after Uber replaced Charter).
 */
export interface Instrument {
  /** Canonical: uppercase, no separator but one `.` (see the rule above). */
  readonly symbol: string;
  /** The English or international name. */
  readonly name: string;
  /** The French name, only where it differs from `name` (Or for Gold). */
  readonly nameFr?: string;
  readonly assetType: AssetType;
  /** The decimals the market quotes this instrument with (at most PRICE_DECIMALS of its type). */
  readonly decimals: number;
  readonly aliases: readonly string[];
  readonly twelveDataSymbol: string | null;
  readonly binanceSymbol: string | null;
  readonly referencePrice: number;
  /** Where a stock is listed. */
  readonly exchange?: string;
}

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

// ---------------------------------------------------------------------------------------------
// Forex: each reference price derives from the dollar value of its two currencies, so crosses
// agree with the majors (EURJPY = EURUSD × USDJPY).
// ---------------------------------------------------------------------------------------------

const CURRENCIES = {
  EUR: { en: 'Euro', fr: 'Euro', usd: 1.08 },
  USD: { en: 'US Dollar', fr: 'Dollar américain', usd: 1 },
  GBP: { en: 'British Pound', fr: 'Livre sterling', usd: 1.27 },
  JPY: { en: 'Japanese Yen', fr: 'Yen japonais', usd: 1 / 150 },
  CHF: { en: 'Swiss Franc', fr: 'Franc suisse', usd: 1 / 0.88 },
  AUD: { en: 'Australian Dollar', fr: 'Dollar australien', usd: 0.66 },
  CAD: { en: 'Canadian Dollar', fr: 'Dollar canadien', usd: 1 / 1.36 },
  NZD: { en: 'New Zealand Dollar', fr: 'Dollar néo-zélandais', usd: 0.6 },
  MXN: { en: 'Mexican Peso', fr: 'Peso mexicain', usd: 1 / 18.5 },
  ZAR: { en: 'South African Rand', fr: 'Rand sud-africain', usd: 1 / 18.2 },
  TRY: { en: 'Turkish Lira', fr: 'Livre turque', usd: 1 / 34 },
  CNH: { en: 'Chinese Yuan (offshore)', fr: 'Yuan chinois (offshore)', usd: 1 / 7.25 },
  SEK: { en: 'Swedish Krona', fr: 'Couronne suédoise', usd: 1 / 10.5 },
  NOK: { en: 'Norwegian Krone', fr: 'Couronne norvégienne', usd: 1 / 10.8 },
} as const;
type Currency = keyof typeof CURRENCIES;

function forex(base: Currency, quote: Currency, aliases: readonly string[] = []): Instrument {
  const decimals = quote === 'JPY' ? 3 : 5;
  const pair = `${base}/${quote}`;
  return {
    symbol: `${base}${quote}`,
    name: `${CURRENCIES[base].en} / ${CURRENCIES[quote].en}`,
    nameFr: `${CURRENCIES[base].fr} / ${CURRENCIES[quote].fr}`,
    assetType: 'forex',
    decimals,
    aliases: [pair, ...aliases],
    twelveDataSymbol: pair,
    binanceSymbol: null,
    referencePrice: round(CURRENCIES[base].usd / CURRENCIES[quote].usd, decimals),
  };
}

const FOREX: readonly Instrument[] = [
  // The 7 majors, with their market nicknames.
  forex('EUR', 'USD', ['FIBER']),
  forex('GBP', 'USD', ['CABLE']),
  forex('USD', 'JPY'),
  forex('USD', 'CHF', ['SWISSY']),
  forex('AUD', 'USD', ['AUSSIE']),
  forex('USD', 'CAD', ['LOONIE']),
  forex('NZD', 'USD', ['KIWI']),
  // The 21 crosses of the 8 major currencies.
  forex('EUR', 'GBP'),
  forex('EUR', 'JPY'),
  forex('EUR', 'CHF'),
  forex('EUR', 'AUD'),
  forex('EUR', 'CAD'),
  forex('EUR', 'NZD'),
  forex('GBP', 'JPY', ['GUPPY']),
  forex('GBP', 'CHF'),
  forex('GBP', 'AUD'),
  forex('GBP', 'CAD'),
  forex('GBP', 'NZD'),
  forex('AUD', 'JPY'),
  forex('AUD', 'CHF'),
  forex('AUD', 'CAD'),
  forex('AUD', 'NZD'),
  forex('NZD', 'JPY'),
  forex('NZD', 'CHF'),
  forex('NZD', 'CAD'),
  forex('CAD', 'JPY'),
  forex('CAD', 'CHF'),
  forex('CHF', 'JPY'),
  // Exotic pairs members trade.
  forex('USD', 'MXN'),
  forex('USD', 'ZAR'),
  forex('USD', 'TRY'),
  forex('USD', 'CNH'),
  forex('USD', 'SEK'),
  forex('USD', 'NOK'),
];

// ---------------------------------------------------------------------------------------------
// Indices
// ---------------------------------------------------------------------------------------------

const index = (symbol: string, name: string, referencePrice: number, twelveDataSymbol: string | null, aliases: readonly string[], nameFr?: string): Instrument => ({
  symbol,
  name,
  ...(nameFr ? { nameFr } : {}),
  assetType: 'indexes',
  decimals: 2,
  aliases,
  twelveDataSymbol,
  binanceSymbol: null,
  referencePrice,
});

const INDICES: readonly Instrument[] = [
  index('CAC40', 'CAC 40', 7500, 'FCHI', ['CAC 40', 'CAC', 'FCHI', '^FCHI', 'FRA40', 'FR40', 'PX1']),
  index('DAX40', 'DAX 40', 20000, 'GDAXI', ['DAX', 'DAX 40', 'GER40', 'DE40', 'GER30', 'GDAXI', '^GDAXI']),
  index('STOXX50', 'Euro Stoxx 50', 5000, 'SX5E', ['EURO STOXX 50', 'EUROSTOXX', 'STOXX50E', '^STOXX50E', 'SX5E', 'EU50', 'EUSTX50', 'ESTX50']),
  index('FTSE100', 'FTSE 100', 8300, 'FTSE', ['FTSE', 'FTSE 100', 'UK100', 'UKX', '^FTSE']),
  index('SPX500', 'S&P 500', 5800, 'SPX', ['S&P 500', 'S&P500', 'SP500', 'SPX', '^SPX', '^GSPC', 'GSPC', 'US500']),
  index('NASDAQ100', 'Nasdaq 100', 20500, 'NDX', ['NASDAQ 100', 'NAS100', 'NDX', '^NDX', 'US100', 'USTEC', 'NQ100']),
  index('DOW30', 'Dow Jones Industrial Average', 42000, 'DJI', ['DOW JONES', 'DOW', 'DJI', '^DJI', 'DJIA', 'DJ30', 'US30', 'WS30']),
  index('NIKKEI225', 'Nikkei 225', 38500, 'N225', ['NIKKEI', 'NIKKEI 225', 'N225', '^N225', 'NI225', 'JP225', 'JPN225']),
  index('IBEX35', 'IBEX 35', 12500, 'IBEX', ['IBEX', 'IBEX 35', '^IBEX', 'ES35', 'SPA35']),
  index('SMI20', 'Swiss Market Index (SMI)', 12000, 'SSMI', ['SMI', 'SSMI', '^SSMI', 'CH20', 'SWI20']),
];

// ---------------------------------------------------------------------------------------------
// Commodities (spot or front-month, in US dollars)
// ---------------------------------------------------------------------------------------------

const commodity = (symbol: string, name: string, nameFr: string, decimals: number, referencePrice: number, twelveDataSymbol: string | null, aliases: readonly string[]): Instrument => ({
  symbol,
  name,
  nameFr,
  assetType: 'commodities',
  decimals,
  aliases,
  twelveDataSymbol,
  binanceSymbol: null,
  referencePrice,
});

const COMMODITIES: readonly Instrument[] = [
  commodity('XAUUSD', 'Gold', 'Or', 2, 2650, 'XAU/USD', ['GOLD', 'XAU', 'XAU/USD', 'GC=F', 'GC']),
  commodity('XAGUSD', 'Silver', 'Argent', 3, 30.5, 'XAG/USD', ['SILVER', 'XAG', 'XAG/USD', 'SI=F', 'SI']),
  commodity('XTIUSD', 'WTI Crude Oil', 'Pétrole WTI', 2, 72, 'WTI/USD', ['WTI', 'WTI/USD', 'USOIL', 'OIL', 'CRUDE', 'CRUDE OIL', 'CL=F', 'XTI']),
  commodity('XBRUSD', 'Brent Crude Oil', 'Pétrole Brent', 2, 76, 'XBR/USD', ['BRENT', 'BRENT/USD', 'XBR/USD', 'UKOIL', 'BZ=F', 'BRN', 'XBR']),
  commodity('XNGUSD', 'Natural Gas', 'Gaz naturel', 3, 3.2, 'NG/USD', ['NATGAS', 'NAT GAS', 'NG', 'NG=F', 'NG/USD', 'NGAS', 'XNG']),
  commodity('XCUUSD', 'Copper', 'Cuivre', 4, 4.3, 'XCU/USD', ['COPPER', 'XCU', 'XCU/USD', 'HG=F', 'HG']),
  commodity('XPTUSD', 'Platinum', 'Platine', 2, 950, 'XPT/USD', ['PLATINUM', 'XPT', 'XPT/USD', 'PL=F']),
];

// ---------------------------------------------------------------------------------------------
// Crypto against the US dollar (priced from the USDT pair on Binance)
// ---------------------------------------------------------------------------------------------

function crypto(asset: string, name: string, decimals: number, referencePrice: number, aliases: readonly string[] = []): Instrument {
  return {
    symbol: `${asset}USD`,
    name,
    assetType: 'crypto',
    decimals,
    aliases: [asset, `${asset}/USD`, `${asset}USDT`, ...aliases],
    twelveDataSymbol: `${asset}/USD`,
    binanceSymbol: `${asset}USDT`,
    referencePrice,
  };
}

const CRYPTO: readonly Instrument[] = [
  crypto('BTC', 'Bitcoin', 2, 65000, ['XBT', 'XBTUSD', 'BITCOIN']),
  crypto('ETH', 'Ethereum', 2, 3200, ['ETHEREUM']),
  crypto('SOL', 'Solana', 2, 150, ['SOLANA']),
  crypto('XRP', 'XRP (Ripple)', 4, 0.55, ['RIPPLE']),
  crypto('BNB', 'BNB', 2, 580),
  crypto('ADA', 'Cardano', 4, 0.45, ['CARDANO']),
  crypto('DOGE', 'Dogecoin', 5, 0.13, ['DOGECOIN']),
  crypto('AVAX', 'Avalanche', 2, 28, ['AVALANCHE']),
  crypto('DOT', 'Polkadot', 3, 6.5, ['POLKADOT']),
  crypto('LINK', 'Chainlink', 2, 14, ['CHAINLINK']),
  crypto('LTC', 'Litecoin', 2, 75, ['LITECOIN']),
  // MATIC became POL in September 2024; Binance trades POLUSDT only.
  crypto('POL', 'Polygon (POL, ex-MATIC)', 4, 0.45, ['MATIC', 'MATICUSD', 'MATIC/USD', 'MATICUSDT', 'POLYGON']),
  crypto('TRX', 'Tron', 4, 0.16, ['TRON']),
];

// ---------------------------------------------------------------------------------------------
// Stocks
// ---------------------------------------------------------------------------------------------

/** A stock listed on Euronext Paris: symbol `TICKER.PA`, the bare ticker as an alias (see the rule above). */
const paris = (ticker: string, name: string, referencePrice: number, aliases: readonly string[] = []): Instrument => ({
  symbol: `${ticker}.PA`,
  name,
  assetType: 'actions',
  decimals: 2,
  aliases: [ticker, ...aliases],
  twelveDataSymbol: `${ticker}:Euronext`,
  binanceSymbol: null,
  referencePrice,
  exchange: 'Euronext Paris',
});

/** The CAC 40 from 22 December 2025. */
const CAC40_STOCKS: readonly Instrument[] = [
  paris('AC', 'Accor', 42),
  paris('AI', 'Air Liquide', 165),
  paris('AIR', 'Airbus', 150),
  paris('MT', 'ArcelorMittal', 25, ['MT.AS']),
  paris('CS', 'AXA', 34, ['AXA']),
  paris('BNP', 'BNP Paribas', 62),
  paris('EN', 'Bouygues', 30),
  paris('BVI', 'Bureau Veritas', 28),
  paris('CAP', 'Capgemini', 160),
  paris('CA', 'Carrefour', 14),
  paris('ACA', 'Crédit Agricole', 14),
  paris('BN', 'Danone', 62),
  paris('DSY', 'Dassault Systèmes', 33),
  paris('FGR', 'Eiffage', 95),
  paris('ENGI', 'Engie', 15, ['ENGIE']),
  paris('EL', 'EssilorLuxottica', 220),
  paris('ERF', 'Eurofins Scientific', 50),
  paris('ENX', 'Euronext', 120),
  paris('RMS', 'Hermès', 2300, ['HERMES']),
  paris('KER', 'Kering', 230),
  paris('OR', "L'Oréal", 380, ['LOREAL']),
  paris('LR', 'Legrand', 95),
  paris('MC', 'LVMH', 680, ['LVMH']),
  paris('ML', 'Michelin', 33),
  paris('ORA', 'Orange', 10),
  paris('RI', 'Pernod Ricard', 120),
  paris('PUB', 'Publicis Groupe', 95),
  paris('RNO', 'Renault', 45),
  paris('SAF', 'Safran', 210),
  paris('SGO', 'Saint-Gobain', 80),
  paris('SAN', 'Sanofi', 92),
  paris('SU', 'Schneider Electric', 230),
  paris('GLE', 'Société Générale', 28, ['SOCGEN']),
  paris('STLAP', 'Stellantis', 12, ['STLAM', 'STLA']),
  paris('STMPA', 'STMicroelectronics', 24, ['STM']),
  paris('HO', 'Thales', 240),
  paris('TTE', 'TotalEnergies', 58, ['TOTAL', 'FP']),
  paris('URW', 'Unibail-Rodamco-Westfield', 75),
  paris('VIE', 'Veolia', 29),
  paris('DG', 'Vinci', 110),
];

/** Left the CAC 40 in 2024-2025 and still much discussed. */
const FORMER_CAC40_STOCKS: readonly Instrument[] = [
  paris('EDEN', 'Edenred', 24),
  paris('TEP', 'Teleperformance', 70),
  paris('ALO', 'Alstom', 21),
  paris('VIV', 'Vivendi', 3),
];

type UsExchange = 'NASDAQ' | 'NYSE';

/** A US stock: its ticker as traded is its symbol. */
const us = (ticker: string, name: string, exchange: UsExchange, referencePrice: number, aliases: readonly string[] = []): Instrument => ({
  symbol: ticker,
  name,
  assetType: 'actions',
  decimals: 2,
  aliases,
  twelveDataSymbol: ticker,
  binanceSymbol: null,
  referencePrice,
  exchange,
});

/** The S&P 100 from 22 September 2025 (101 stocks: Alphabet's two share classes). */
const SP100_STOCKS: readonly Instrument[] = [
  us('AAPL', 'Apple', 'NASDAQ', 190, ['APPLE']),
  us('ABBV', 'AbbVie', 'NYSE', 180),
  us('ABT', 'Abbott Laboratories', 'NYSE', 120),
  us('ACN', 'Accenture', 'NYSE', 330),
  us('ADBE', 'Adobe', 'NASDAQ', 450),
  us('AIG', 'American International Group (AIG)', 'NYSE', 75),
  us('AMD', 'Advanced Micro Devices (AMD)', 'NASDAQ', 140),
  us('AMGN', 'Amgen', 'NASDAQ', 290),
  us('AMT', 'American Tower', 'NYSE', 200),
  us('AMZN', 'Amazon', 'NASDAQ', 190, ['AMAZON']),
  us('AVGO', 'Broadcom', 'NASDAQ', 170),
  us('AXP', 'American Express', 'NYSE', 260),
  us('BA', 'Boeing', 'NYSE', 170),
  us('BAC', 'Bank of America', 'NYSE', 42),
  us('BK', 'BNY Mellon (Bank of New York Mellon)', 'NYSE', 70),
  us('BKNG', 'Booking Holdings', 'NASDAQ', 4500),
  us('BLK', 'BlackRock', 'NYSE', 900),
  us('BMY', 'Bristol-Myers Squibb', 'NYSE', 50),
  us('BRK.B', 'Berkshire Hathaway (Class B)', 'NYSE', 450, ['BRK-B', 'BRK/B', 'BERKSHIRE']),
  us('C', 'Citigroup', 'NYSE', 65),
  us('CAT', 'Caterpillar', 'NYSE', 350),
  us('CL', 'Colgate-Palmolive', 'NYSE', 92),
  us('CMCSA', 'Comcast', 'NASDAQ', 40),
  us('COF', 'Capital One', 'NYSE', 170),
  us('COP', 'ConocoPhillips', 'NYSE', 105),
  us('COST', 'Costco', 'NASDAQ', 850),
  us('CRM', 'Salesforce', 'NYSE', 280),
  us('CSCO', 'Cisco', 'NASDAQ', 55),
  us('CVS', 'CVS Health', 'NYSE', 60),
  us('CVX', 'Chevron', 'NYSE', 155),
  us('DE', 'Deere & Company (John Deere)', 'NYSE', 400),
  us('DHR', 'Danaher', 'NYSE', 250),
  us('DIS', 'Walt Disney', 'NYSE', 100, ['DISNEY']),
  us('DUK', 'Duke Energy', 'NYSE', 110),
  us('EMR', 'Emerson Electric', 'NYSE', 115),
  us('FDX', 'FedEx', 'NYSE', 270),
  us('GD', 'General Dynamics', 'NYSE', 280),
  us('GE', 'GE Aerospace', 'NYSE', 180),
  us('GILD', 'Gilead Sciences', 'NASDAQ', 90),
  us('GM', 'General Motors', 'NYSE', 50),
  us('GOOG', 'Alphabet (Google) Class C', 'NASDAQ', 170),
  us('GOOGL', 'Alphabet (Google) Class A', 'NASDAQ', 168, ['GOOGLE', 'ALPHABET']),
  us('GS', 'Goldman Sachs', 'NYSE', 520),
  us('HD', 'Home Depot', 'NYSE', 370),
  us('HON', 'Honeywell', 'NASDAQ', 210),
  us('IBM', 'IBM', 'NYSE', 220),
  us('INTC', 'Intel', 'NASDAQ', 22, ['INTEL']),
  us('INTU', 'Intuit', 'NASDAQ', 620),
  us('ISRG', 'Intuitive Surgical', 'NASDAQ', 500),
  us('JNJ', 'Johnson & Johnson', 'NYSE', 155),
  us('JPM', 'JPMorgan Chase', 'NYSE', 220),
  us('KO', 'Coca-Cola', 'NYSE', 64),
  us('LIN', 'Linde', 'NASDAQ', 450),
  us('LLY', 'Eli Lilly', 'NYSE', 800),
  us('LMT', 'Lockheed Martin', 'NYSE', 500),
  us('LOW', "Lowe's", 'NYSE', 250),
  us('MA', 'Mastercard', 'NYSE', 500),
  us('MCD', "McDonald's", 'NYSE', 290),
  us('MDLZ', 'Mondelez International', 'NASDAQ', 65),
  us('MDT', 'Medtronic', 'NYSE', 85),
  us('MET', 'MetLife', 'NYSE', 80),
  us('META', 'Meta Platforms (Facebook)', 'NASDAQ', 550, ['FB', 'FACEBOOK']),
  us('MMM', '3M', 'NYSE', 130),
  us('MO', 'Altria', 'NYSE', 50),
  us('MRK', 'Merck & Co.', 'NYSE', 100),
  us('MS', 'Morgan Stanley', 'NYSE', 120),
  us('MSFT', 'Microsoft', 'NASDAQ', 420, ['MICROSOFT']),
  us('NEE', 'NextEra Energy', 'NYSE', 72),
  us('NFLX', 'Netflix', 'NASDAQ', 900, ['NETFLIX']),
  us('NKE', 'Nike', 'NYSE', 75),
  us('NOW', 'ServiceNow', 'NYSE', 900),
  us('NVDA', 'Nvidia', 'NASDAQ', 130, ['NVIDIA']),
  us('ORCL', 'Oracle', 'NYSE', 170),
  us('PEP', 'PepsiCo', 'NASDAQ', 160),
  us('PFE', 'Pfizer', 'NYSE', 27),
  us('PG', 'Procter & Gamble', 'NYSE', 165),
  us('PLTR', 'Palantir Technologies', 'NASDAQ', 80),
  us('PM', 'Philip Morris International', 'NYSE', 130),
  us('PYPL', 'PayPal', 'NASDAQ', 75),
  us('QCOM', 'Qualcomm', 'NASDAQ', 165),
  us('RTX', 'RTX (Raytheon)', 'NYSE', 120),
  us('SBUX', 'Starbucks', 'NASDAQ', 95),
  us('SCHW', 'Charles Schwab', 'NYSE', 75),
  us('SO', 'Southern Company', 'NYSE', 85),
  us('SPG', 'Simon Property Group', 'NYSE', 170),
  us('T', 'AT&T', 'NYSE', 22),
  us('TGT', 'Target', 'NYSE', 140),
  us('TMO', 'Thermo Fisher Scientific', 'NYSE', 550),
  us('TMUS', 'T-Mobile US', 'NASDAQ', 220),
  us('TSLA', 'Tesla', 'NASDAQ', 250, ['TESLA']),
  us('TXN', 'Texas Instruments', 'NASDAQ', 190),
  us('UBER', 'Uber Technologies', 'NYSE', 75),
  us('UNH', 'UnitedHealth Group', 'NYSE', 500),
  us('UNP', 'Union Pacific', 'NYSE', 235),
  us('UPS', 'UPS (United Parcel Service)', 'NYSE', 130),
  us('USB', 'U.S. Bancorp', 'NYSE', 48),
  us('V', 'Visa', 'NYSE', 290),
  us('VZ', 'Verizon', 'NYSE', 41),
  us('WFC', 'Wells Fargo', 'NYSE', 65),
  // Moved its listing from the NYSE to the Nasdaq in December 2025.
  us('WMT', 'Walmart', 'NASDAQ', 85),
  us('XOM', 'ExxonMobil', 'NYSE', 115),
];

/** Every instrument, in a stable order (the tie-break of searches): forex, indices, commodities, crypto, stocks. */
export const INSTRUMENTS: readonly Instrument[] = [...FOREX, ...INDICES, ...COMMODITIES, ...CRYPTO, ...CAC40_STOCKS, ...FORMER_CAC40_STOCKS, ...SP100_STOCKS];
