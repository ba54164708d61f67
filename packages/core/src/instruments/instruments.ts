import { INSTRUMENTS, type Instrument } from './instruments.data.ts';

export { INSTRUMENTS, type Instrument } from './instruments.data.ts';

/** Longer texts are no instrument: a lookup or a search reads at most this much. */
const LOOKUP_MAX_LENGTH = 64;
/** The most results a search answers, whatever limit it is asked for. */
export const INSTRUMENT_SEARCH_MAX_RESULTS = 50;
export const INSTRUMENT_SEARCH_DEFAULT_LIMIT = 8;
/**
 * An instrument page's counts stop here (the page says "10 k+"): counting is then bounded work,
 * whatever the instrument's popularity.
 */
export const INSTRUMENT_COUNT_CAP = 10_000;

/** How an instrument page's count reads: the number, or the cap followed by "+" once reached. */
export function instrumentCountText(count: number, format: (value: number) => string): string {
  return count >= INSTRUMENT_COUNT_CAP ? `${format(INSTRUMENT_COUNT_CAP)}+` : format(count);
}

/**
 * The key an instrument is looked up by: uppercase, without `$`, white space, `/`, `-` (and other
 * dashes), `_`, a trailing Yahoo `=X` or a leading `^`. `EUR/USD`, `eur-usd`, `EURUSD=X` and
 * `$EURUSD` all give `EURUSD`; `^FCHI` gives `FCHI`; `CAC 40` gives `CAC40`. A `.` stays (MC.PA, BRK.B).
 */
export function normaliseInstrumentText(text: string): string {
  return text
    .toUpperCase()
    .replace(/[\s$/_\-\u2010-\u2015]+/g, '')
    .replace(/=X$/, '')
    .replace(/^\^+/, '');
}

/** Lowercase, without accents: what names are compared in (Société → societe). */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
/** The letters and digits of a folded text, run together (L'Oréal → loreal). */
const compact = (text: string) => fold(text).replace(/[^a-z0-9]+/g, '');

interface SearchEntry {
  instrument: Instrument;
  /** The normalised symbol and aliases. */
  keys: string[];
  /** The folded words of the names (l, oreal; or). */
  words: string[];
  /** The names run together (loreal). */
  names: string[];
}

let byKey: Map<string, Instrument> | undefined;
let entries: SearchEntry[] | undefined;

/** Symbol and aliases, normalised, to their instrument; the first instrument keeps a key (the tests forbid sharing one). */
function keyIndex(): Map<string, Instrument> {
  if (!byKey) {
    byKey = new Map();
    for (const instrument of INSTRUMENTS) {
      for (const text of [instrument.symbol, ...instrument.aliases]) {
        const key = normaliseInstrumentText(text);
        if (key && !byKey.has(key)) byKey.set(key, instrument);
      }
    }
  }
  return byKey;
}

function searchEntries(): SearchEntry[] {
  entries ??= INSTRUMENTS.map((instrument) => {
    const names = [instrument.name, ...(instrument.nameFr ? [instrument.nameFr] : [])];
    return {
      instrument,
      keys: [...new Set([instrument.symbol, ...instrument.aliases].map(normaliseInstrumentText))],
      words: [...new Set(names.flatMap((name) => fold(name).split(/[^a-z0-9]+/)).filter(Boolean))],
      names: [...new Set(names.map(compact))],
    };
  });
  return entries;
}

/** The instrument a text names by its symbol or one of its aliases (`EUR/USD`, `$btc`, `^FCHI`, `MC.PA`, `LVMH`), else null. */
export function findInstrument(text: string | null | undefined): Instrument | null {
  if (!text || text.length > LOOKUP_MAX_LENGTH) return null;
  const key = normaliseInstrumentText(text);
  return key ? (keyIndex().get(key) ?? null) : null;
}

/**
 * Instruments for a search box, best first, at most `limit` (8 by default, 50 at most):
 * 0. the symbol or an alias is the query (`eurusd`, `gold`, `lvmh`);
 * 1. a symbol starts with it (`eu` → EURUSD, EURGBP…), the shortest first;
 * 2. an alias starts with it (`eu` → the Euro Stoxx 50, EU50), the shortest first;
 * 3. a word of the name or French name is it (`or` → Gold, whose French name is Or);
 * 4. a word of a name, or a whole name, starts with it (`total` → TotalEnergies, `credit agri` → Crédit Agricole).
 * Case and accents are ignored; ties keep the catalogue's order, so the ranking is stable.
 */
export function searchInstruments(query: string, limit: number = INSTRUMENT_SEARCH_DEFAULT_LIMIT): Instrument[] {
  const count = Math.min(Math.max(0, Math.floor(limit)), INSTRUMENT_SEARCH_MAX_RESULTS);
  const text = query.trim().slice(0, LOOKUP_MAX_LENGTH);
  if (!text || count === 0) return [];
  const key = normaliseInstrumentText(text);
  const name = compact(text);
  const ranked: { instrument: Instrument; rank: number; length: number; order: number }[] = [];
  searchEntries().forEach((entry, order) => {
    let rank = -1;
    let length = 0;
    if (key && entry.keys.includes(key)) rank = 0;
    // A symbol it starts before an alias it starts: `$eu` is EURUSD before the Euro Stoxx 50 (EU50).
    else if (key && entry.keys[0]!.startsWith(key)) {
      rank = 1;
      length = entry.keys[0]!.length;
    } else if (key && entry.keys.some((candidate) => candidate.startsWith(key))) {
      rank = 2;
      length = Math.min(...entry.keys.filter((candidate) => candidate.startsWith(key)).map((candidate) => candidate.length));
    } else if (name && (entry.words.includes(name) || entry.names.includes(name))) rank = 3;
    else if (name && (entry.words.some((word) => word.startsWith(name)) || entry.names.some((whole) => whole.startsWith(name)))) rank = 4;
    if (rank >= 0) ranked.push({ instrument: entry.instrument, rank, length, order });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.length - b.length || a.order - b.order);
  return ranked.slice(0, count).map((match) => match.instrument);
}

export interface Cashtag {
  /** The tag as written, `$` included (`$eur/usd`). */
  tag: string;
  /** Where it starts (its `$`) and ends (exclusive) in the text, in UTF-16 code units: `text.slice(start, end) === tag`. */
  start: number;
  end: number;
  instrument: Instrument;
}

/**
 * A `$` not preceded by a letter or digit (so not `US$` or `10$`), then 1 to 12 letters or digits,
 * optionally one `/` or `.` and 1 to 12 more (`$EUR/USD`, `$MC.PA`), not followed by a letter, digit
 * or `_` (a longer word is no tag).
 */
const CASHTAG = /(?<![\p{L}\p{N}])\$([A-Za-z0-9]{1,12}(?:[./][A-Za-z0-9]{1,12})?)(?![\p{L}\p{N}_])/gu;
const HAS_LETTER = /[A-Za-z]/;

/**
 * The `$cashtags` of a free text naming a catalogue instrument (`$EURUSD`, `$btc`, `$AAPL`,
 * `$CAC40`, `$EUR/USD`, `$MC.PA`), in order. A tag has a letter (`$100`, `$1,000` are prices), and
 * an unknown tag (`$UNKNOWNXYZ`, `$10k`) is left out. A sentence's final `.` is not part of a tag.
 */
export function findCashtags(text: string): Cashtag[] {
  const tags: Cashtag[] = [];
  for (const match of text.matchAll(CASHTAG)) {
    const body = match[1]!;
    if (!HAS_LETTER.test(body)) continue;
    const instrument = findInstrument(body);
    if (!instrument) continue;
    tags.push({ tag: match[0], start: match.index, end: match.index + match[0].length, instrument });
  }
  return tags;
}
