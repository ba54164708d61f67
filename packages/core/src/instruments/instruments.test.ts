import { describe, expect, it } from 'vitest';
import { ASSET_TYPES, IDEA_TICKER_MAX_LENGTH, PRICE_DECIMALS, type AssetType } from '../ideas/ideas.constants.ts';
import { hasAtMostDecimals } from '../ideas/ideas.rules.ts';
import { INSTRUMENTS, INSTRUMENT_COUNT_CAP, findCashtags, findInstrument, instrumentCountText, normaliseInstrumentText, searchInstruments } from './instruments.ts';

const symbolOf = (text: string) => findInstrument(text)?.symbol ?? null;
const searched = (query: string, limit?: number) => searchInstruments(query, limit).map((instrument) => instrument.symbol);
const tagsOf = (text: string) => findCashtags(text).map(({ tag, start, end, instrument }) => ({ tag, start, end, symbol: instrument.symbol }));

/** The CAC 40 from 22 December 2025 (Euronext Paris tickers). */
const CAC40 = [
  'AC', 'AI', 'AIR', 'MT', 'CS', 'BNP', 'EN', 'BVI', 'CAP', 'CA', 'ACA', 'BN', 'DSY', 'FGR', 'ENGI', 'EL', 'ERF', 'ENX', 'RMS', 'KER',
  'OR', 'LR', 'MC', 'ML', 'ORA', 'RI', 'PUB', 'RNO', 'SAF', 'SGO', 'SAN', 'SU', 'GLE', 'STLAP', 'STMPA', 'HO', 'TTE', 'URW', 'VIE', 'DG',
];
/** The S&P 100 from 22 September 2025. */
const SP100 = [
  'AAPL', 'ABBV', 'ABT', 'ACN', 'ADBE', 'AIG', 'AMD', 'AMGN', 'AMT', 'AMZN', 'AVGO', 'AXP', 'BA', 'BAC', 'BK', 'BKNG', 'BLK', 'BMY', 'BRK.B', 'C',
  'CAT', 'CL', 'CMCSA', 'COF', 'COP', 'COST', 'CRM', 'CSCO', 'CVS', 'CVX', 'DE', 'DHR', 'DIS', 'DUK', 'EMR', 'FDX', 'GD', 'GE', 'GILD', 'GM',
  'GOOG', 'GOOGL', 'GS', 'HD', 'HON', 'IBM', 'INTC', 'INTU', 'ISRG', 'JNJ', 'JPM', 'KO', 'LIN', 'LLY', 'LMT', 'LOW', 'MA', 'MCD', 'MDLZ', 'MDT',
  'MET', 'META', 'MMM', 'MO', 'MRK', 'MS', 'MSFT', 'NEE', 'NFLX', 'NKE', 'NOW', 'NVDA', 'ORCL', 'PEP', 'PFE', 'PG', 'PLTR', 'PM', 'PYPL', 'QCOM',
  'RTX', 'SBUX', 'SCHW', 'SO', 'SPG', 'T', 'TGT', 'TMO', 'TMUS', 'TSLA', 'TXN', 'UBER', 'UNH', 'UNP', 'UPS', 'USB', 'V', 'VZ', 'WFC', 'WMT',
  'XOM',
];
const MAJOR_CURRENCIES = ['EUR', 'USD', 'GBP', 'JPY', 'CHF', 'AUD', 'CAD', 'NZD'];

describe('the instrument catalogue', () => {
  it('gives every normalised symbol and alias to exactly one instrument', () => {
    const owners = new Map<string, Set<string>>();
    for (const instrument of INSTRUMENTS) {
      for (const text of [instrument.symbol, ...instrument.aliases]) {
        const key = normaliseInstrumentText(text);
        expect(key, `${instrument.symbol}: "${text}"`).not.toBe('');
        owners.set(key, (owners.get(key) ?? new Set()).add(instrument.symbol));
      }
    }
    const shared = [...owners].filter(([, symbols]) => symbols.size > 1).map(([key, symbols]) => `${key}: ${[...symbols].join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('writes symbols canonically: unique, uppercase, letters, digits and dots, as an idea ticker fits', () => {
    const symbols = INSTRUMENTS.map((instrument) => instrument.symbol);
    expect(new Set(symbols).size).toBe(symbols.length);
    for (const symbol of symbols) {
      expect(symbol).toMatch(/^[A-Z0-9.]+$/);
      expect(symbol.split('.').length, symbol).toBeLessThanOrEqual(2);
      expect(normaliseInstrumentText(symbol)).toBe(symbol);
      expect(symbol.length, symbol).toBeLessThanOrEqual(IDEA_TICKER_MAX_LENGTH);
    }
  });

  it('has names, a known asset type and quote decimals sane for it', () => {
    const allowed: Record<AssetType, readonly number[]> = { forex: [3, 5], indexes: [1, 2], actions: [2], etfs: [2], commodities: [2, 3, 4], crypto: [2, 3, 4, 5, 6, 7, 8] };
    for (const instrument of INSTRUMENTS) {
      expect(instrument.name.trim(), instrument.symbol).not.toBe('');
      if (instrument.nameFr !== undefined) expect(instrument.nameFr, instrument.symbol).not.toBe(instrument.name);
      expect(ASSET_TYPES).toContain(instrument.assetType);
      expect(allowed[instrument.assetType], instrument.symbol).toContain(instrument.decimals);
      expect(instrument.decimals).toBeLessThanOrEqual(PRICE_DECIMALS[instrument.assetType]);
    }
    // A JPY pair quotes to 3 decimals, other pairs to 5.
    for (const pair of INSTRUMENTS.filter((instrument) => instrument.assetType === 'forex')) expect(pair.decimals, pair.symbol).toBe(pair.symbol.endsWith('JPY') ? 3 : 5);
  });

  it('has a positive reference price written with at most the decimals of its quote', () => {
    for (const instrument of INSTRUMENTS) {
      expect(instrument.referencePrice, instrument.symbol).toBeGreaterThan(0);
      expect(hasAtMostDecimals(instrument.referencePrice, instrument.decimals), instrument.symbol).toBe(true);
    }
    // Crosses agree with the majors.
    const price = (symbol: string) => findInstrument(symbol)!.referencePrice;
    expect(price('EURJPY')).toBeCloseTo(price('EURUSD') * price('USDJPY'), 1);
    expect(price('EURUSD')).toBe(1.08);
    expect(price('BTCUSD')).toBe(65000);
    expect(price('AAPL')).toBe(190);
  });

  it('has a Binance USDT pair for every crypto and for nothing else', () => {
    for (const instrument of INSTRUMENTS) {
      if (instrument.assetType === 'crypto') expect(instrument.binanceSymbol, instrument.symbol).toMatch(/^[A-Z0-9]+USDT$/);
      else expect(instrument.binanceSymbol, instrument.symbol).toBeNull();
    }
    expect(findInstrument('BTCUSD')?.binanceSymbol).toBe('BTCUSDT');
    expect(findInstrument('MATIC')?.binanceSymbol).toBe('POLUSDT');
  });

  it('holds every forex major and cross, the main indices, commodities and crypto', () => {
    for (const base of MAJOR_CURRENCIES) {
      for (const quote of MAJOR_CURRENCIES) {
        if (base !== quote) expect(findInstrument(`${base}${quote}`) ?? findInstrument(`${quote}${base}`), `${base}/${quote}`).not.toBeNull();
      }
    }
    for (const symbol of ['CAC40', 'DAX40', 'STOXX50', 'FTSE100', 'SPX500', 'NASDAQ100', 'DOW30', 'NIKKEI225', 'IBEX35', 'SMI20']) expect(findInstrument(symbol)?.assetType, symbol).toBe('indexes');
    for (const symbol of ['XAUUSD', 'XAGUSD', 'XTIUSD', 'XBRUSD', 'XNGUSD', 'XCUUSD', 'XPTUSD']) expect(findInstrument(symbol)?.assetType, symbol).toBe('commodities');
    for (const asset of ['BTC', 'ETH', 'SOL', 'XRP', 'BNB', 'ADA', 'DOGE', 'AVAX', 'DOT', 'LINK', 'LTC', 'POL', 'TRX']) expect(findInstrument(`${asset}USD`)?.assetType, asset).toBe('crypto');
  });

  it('holds all the CAC 40 stocks as TICKER.PA, found by their bare ticker too', () => {
    expect(new Set(CAC40).size).toBe(40);
    for (const ticker of CAC40) {
      const instrument = findInstrument(`${ticker}.PA`);
      expect(instrument, ticker).toMatchObject({ symbol: `${ticker}.PA`, assetType: 'actions', exchange: 'Euronext Paris', twelveDataSymbol: `${ticker}:Euronext` });
      expect(findInstrument(ticker), ticker).toBe(instrument);
    }
    expect(findInstrument('MC.PA')?.name).toBe('LVMH');
  });

  it('holds all the S&P 100 stocks under their US ticker', () => {
    expect(new Set(SP100).size).toBe(101);
    for (const ticker of SP100) expect(findInstrument(ticker), ticker).toMatchObject({ symbol: ticker, assetType: 'actions', twelveDataSymbol: ticker });
  });
});

describe('normaliseInstrumentText', () => {
  it('drops case, $, spaces, separators, the =X suffix and a leading ^', () => {
    expect(normaliseInstrumentText('eur/usd')).toBe('EURUSD');
    expect(normaliseInstrumentText(' EUR-USD ')).toBe('EURUSD');
    expect(normaliseInstrumentText('eur_usd')).toBe('EURUSD');
    expect(normaliseInstrumentText('EURUSD=X')).toBe('EURUSD');
    expect(normaliseInstrumentText('$EURUSD')).toBe('EURUSD');
    expect(normaliseInstrumentText('^FCHI')).toBe('FCHI');
    expect(normaliseInstrumentText('CAC 40')).toBe('CAC40');
    expect(normaliseInstrumentText('mc.pa')).toBe('MC.PA');
    expect(normaliseInstrumentText('S&P 500')).toBe('S&P500');
  });
});

describe('findInstrument', () => {
  it('reads the ways members write an instrument', () => {
    const spellings: Record<string, string[]> = {
      EURUSD: ['EURUSD', 'EUR/USD', 'eurusd', 'eur/usd', 'EURUSD=X', 'EUR-USD', '$EURUSD', ' EUR USD '],
      USDJPY: ['USD/JPY', 'usdjpy=x'],
      GBPUSD: ['GBP/USD', 'cable'],
      XAUUSD: ['XAU/USD', 'XAUUSD', 'Gold', 'GOLD', 'xau', 'GC=F'],
      XBRUSD: ['Brent', 'UKOIL'],
      XTIUSD: ['WTI', 'USOIL', 'CL=F'],
      BTCUSD: ['BTC', 'btc', 'BTC/USD', 'BTCUSDT', 'BTC-USD', 'XBT', '$BTC'],
      POLUSD: ['MATIC', 'POL', 'POLUSDT'],
      CAC40: ['CAC 40', 'CAC40', 'cac', 'FCHI', '^FCHI', 'FRA40'],
      SPX500: ['S&P500', 'S&P 500', 'SP500', 'US500', 'SPX', '^GSPC'],
      NASDAQ100: ['NAS100', 'NDX', 'US100'],
      DAX40: ['GER40', 'DAX', 'DE40', '^GDAXI'],
      DOW30: ['US30', 'DJI', 'Dow Jones'],
      AAPL: ['AAPL', 'aapl', '$AAPL', 'Apple'],
      'BRK.B': ['BRK.B', 'BRK-B', 'brk/b'],
      'MC.PA': ['MC.PA', 'mc.pa', 'MC', 'LVMH', 'lvmh'],
      'TTE.PA': ['TTE', 'TOTAL', 'FP'],
      'AI.PA': ['AI', 'AI.PA'],
      'CA.PA': ['CA'],
      'STLAP.PA': ['STLAM', 'STLA'],
      META: ['FB', 'facebook'],
    };
    for (const [symbol, texts] of Object.entries(spellings)) for (const text of texts) expect(symbolOf(text), text).toBe(symbol);
  });

  it('answers null for an unknown or empty text', () => {
    expect(findInstrument('UNKNOWNXYZ')).toBeNull();
    expect(findInstrument('')).toBeNull();
    expect(findInstrument('  $ / ')).toBeNull();
    expect(findInstrument(null)).toBeNull();
    expect(findInstrument('EURUSD'.repeat(20))).toBeNull();
    // Names are for searching: a name that is no alias finds nothing here.
    expect(findInstrument('Air Liquide')).toBeNull();
  });
});

describe('searchInstruments', () => {
  it('puts symbols and aliases first, then names', () => {
    expect(searched('eur')[0]).toBe('EURUSD');
    expect(searched('eur')).toEqual(expect.arrayContaining(['EURUSD', 'EURGBP', 'EURJPY']));
    expect(searched('eurusd')[0]).toBe('EURUSD');
    expect(searched('btc')[0]).toBe('BTCUSD');
    expect(searched('gold')[0]).toBe('XAUUSD');
    expect(searched('aapl')[0]).toBe('AAPL');
    expect(searched('lvmh')[0]).toBe('MC.PA');
  });

  it('puts the symbols a query starts before the aliases it starts: `$eu` is the euro pairs before the Euro Stoxx 50 (EU50)', () => {
    const eu = searched('eu', 20);
    expect(eu[0]).toBe('EURUSD');
    const euroPairs = eu.filter((symbol) => symbol.startsWith('EU'));
    expect(euroPairs.length).toBeGreaterThanOrEqual(7);
    expect(eu.indexOf('STOXX50')).toBeGreaterThan(eu.indexOf(euroPairs.at(-1)!));
  });

  it('finds names and French names, ignoring case and accents', () => {
    expect(searched('total')).toContain('TTE.PA');
    expect(searched('totalener')[0]).toBe('TTE.PA');
    const or = searched('or');
    expect(or[0]).toBe('OR.PA');
    expect(or).toContain('XAUUSD');
    expect(searched("l'oréal")[0]).toBe('OR.PA');
    expect(searched('OREAL')[0]).toBe('OR.PA');
    expect(searched('societe generale')[0]).toBe('GLE.PA');
    expect(searched('Société')[0]).toBe('GLE.PA');
    expect(searched('petrole')).toEqual(expect.arrayContaining(['XTIUSD', 'XBRUSD']));
    expect(searched('air liq')[0]).toBe('AI.PA');
    expect(searched('bank of america')[0]).toBe('BAC');
    expect(searched('argent')[0]).toBe('XAGUSD');
  });

  it('is bounded and stable', () => {
    expect(searchInstruments('a')).toHaveLength(8);
    expect(searchInstruments('a', 3)).toHaveLength(3);
    expect(searchInstruments('a', 1000).length).toBeLessThanOrEqual(50);
    expect(searchInstruments('a', 0)).toEqual([]);
    expect(searchInstruments('')).toEqual([]);
    expect(searchInstruments('   ')).toEqual([]);
    expect(searchInstruments('zzzzqqq')).toEqual([]);
    expect(searched('e', 20)).toEqual(searched('e', 20));
    expect(searched('e', 5)).toEqual(searched('e', 20).slice(0, 5));
  });
});

describe('findCashtags', () => {
  it('finds a tag alone, in a sentence, in brackets and at its end', () => {
    expect(tagsOf('$EURUSD')).toEqual([{ tag: '$EURUSD', start: 0, end: 7, symbol: 'EURUSD' }]);
    expect(tagsOf('le $BTC monte')).toEqual([{ tag: '$BTC', start: 3, end: 7, symbol: 'BTCUSD' }]);
    expect(tagsOf('(voir $AAPL)')).toEqual([{ tag: '$AAPL', start: 6, end: 11, symbol: 'AAPL' }]);
    expect(tagsOf('Je vends $aapl.')).toEqual([{ tag: '$aapl', start: 9, end: 14, symbol: 'AAPL' }]);
    expect(tagsOf('$CAC40, $GOLD!')).toEqual([
      { tag: '$CAC40', start: 0, end: 6, symbol: 'CAC40' },
      { tag: '$GOLD', start: 8, end: 13, symbol: 'XAUUSD' },
    ]);
  });

  it('reads a pair with a slash and a listing with a dot', () => {
    expect(tagsOf('Achat $EUR/USD à 1.0850')).toEqual([{ tag: '$EUR/USD', start: 6, end: 14, symbol: 'EURUSD' }]);
    expect(tagsOf('$MC.PA et $BRK.B')).toEqual([
      { tag: '$MC.PA', start: 0, end: 6, symbol: 'MC.PA' },
      { tag: '$BRK.B', start: 10, end: 16, symbol: 'BRK.B' },
    ]);
  });

  it('finds two tags in one text with their exact positions', () => {
    const text = 'Long $BTC, short $ETH/USD ce soir';
    const tags = findCashtags(text);
    expect(tags.map(({ tag, start, end }) => [tag, start, end])).toEqual([
      ['$BTC', 5, 9],
      ['$ETH/USD', 17, 25],
    ]);
    for (const { tag, start, end } of tags) expect(text.slice(start, end)).toBe(tag);
    expect(tagsOf('$TSLA/$AAPL').map(({ tag, symbol }) => [tag, symbol])).toEqual([
      ['$TSLA', 'TSLA'],
      ['$AAPL', 'AAPL'],
    ]);
  });

  it('takes no price, no unknown tag and no $ inside a word for a tag', () => {
    expect(findCashtags('prix 100$')).toEqual([]);
    expect(findCashtags('prix 100$ ce soir')).toEqual([]);
    expect(findCashtags('$100')).toEqual([]);
    expect(findCashtags('$1,000 de gain')).toEqual([]);
    expect(findCashtags('$10k')).toEqual([]);
    expect(findCashtags('25 US$')).toEqual([]);
    expect(findCashtags('US$AAPL')).toEqual([]);
    expect(findCashtags('a$BTC')).toEqual([]);
    expect(findCashtags('$UNKNOWNXYZ')).toEqual([]);
    expect(findCashtags('$ABCDEFGHIJKLMNOP')).toEqual([]);
    expect(findCashtags('$BTCUSD_PERP')).toEqual([]);
    expect(findCashtags('')).toEqual([]);
    expect(findCashtags('$')).toEqual([]);
  });

  it('reaches every instrument by its symbol', () => {
    for (const instrument of INSTRUMENTS) expect(findCashtags(`voir $${instrument.symbol}.`).map((tag) => tag.instrument), instrument.symbol).toEqual([instrument]);
  });
});

describe('instrumentCountText', () => {
  const format = (value: number) => value.toLocaleString('en-US');
  it('says the count below the cap, and the cap with a "+" once reached (counting stops there)', () => {
    expect(instrumentCountText(0, format)).toBe('0');
    expect(instrumentCountText(INSTRUMENT_COUNT_CAP - 1, format)).toBe('9,999');
    expect(instrumentCountText(INSTRUMENT_COUNT_CAP, format)).toBe('10,000+');
  });
});
