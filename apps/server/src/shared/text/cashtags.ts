import { findCashtags, type CashtagLink } from '@arya/core';

/**
 * The $cashtags of texts that name an instrument of the catalogue, each tag once, in order
 * ("$EURUSD" and "$EUR/USD" are two tags naming one instrument: the web links what it shows).
 */
export function cashtagsOf(...texts: (string | null | undefined)[]): CashtagLink[] {
  const seen = new Map<string, CashtagLink>();
  for (const text of texts) {
    if (!text) continue;
    for (const found of findCashtags(text)) if (!seen.has(found.tag)) seen.set(found.tag, { Tag: found.tag, Symbol: found.instrument.symbol });
  }
  return [...seen.values()];
}
