import type { InstrumentDto } from '@arya/core/contract';

/**
 * The key a ticker is compared in: uppercase, without `$`, white space, `/`, `-`, `_`, a trailing
 * `=X` or a leading `^` (core's `normaliseInstrumentText`, whose module carries the catalogue: it
 * stays out of the browser's bundle). `eur/usd` and `$EURUSD` both give `EURUSD`.
 */
export function tickerKey(text: string): string {
  return text
    .toUpperCase()
    .replace(/[\s$/_\-\u2010-\u2015]+/g, '')
    .replace(/=X$/, '')
    .replace(/^\^+/, '');
}

/** The suggestion whose symbol is the typed ticker, however written (`eur/usd` is EURUSD), or null. */
export function instrumentOfTicker(ticker: string, suggestions: readonly InstrumentDto[]): InstrumentDto | null {
  const key = tickerKey(ticker.trim());
  if (!key) return null;
  return suggestions.find((instrument) => tickerKey(instrument.Symbol) === key) ?? null;
}
