import type { CashtagLink as Cashtag } from '@arya/core/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { instrumentPath } from '../post-links.ts';

/**
 * A `$` not after a letter or digit, then what core's cashtag finder reads as one tag (1 to 12
 * letters or digits, optionally a `/` or `.` and 1 to 12 more), not followed by a letter, digit or
 * `_` (core's `findCashtags`). The character before the `$` is captured instead of looked behind:
 * Safari before 16.4 cannot parse a lookbehind, and the whole chunk would fail.
 */
const CASHTAG = /(^|[^\p{L}\p{N}])(\$[A-Za-z0-9]{1,12}(?:[./][A-Za-z0-9]{1,12})?)(?![\p{L}\p{N}_])/gu;

export const CASHTAG_LINK_CLASS = 'rounded font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/** The symbols of a text's tags, by the tag as written and in capitals (a translation may change a tag's case). */
export type CashtagSymbols = ReadonlyMap<string, string>;

/** The lookup of an item's `Cashtags` (the server's: only tags naming an instrument), or null when it has none. */
export function cashtagSymbols(cashtags: readonly Cashtag[] | undefined): CashtagSymbols | null {
  if (!cashtags || cashtags.length === 0) return null;
  const symbols = new Map<string, string>();
  for (const { Tag, Symbol } of cashtags) symbols.set(Tag, Symbol);
  for (const { Tag, Symbol } of cashtags) if (!symbols.has(Tag.toUpperCase())) symbols.set(Tag.toUpperCase(), Symbol);
  return symbols;
}

/**
 * A plain text with each tag the server listed as a link to its instrument's page; the rest stays
 * text (React text nodes: nothing is read as HTML). No catalogue here: only the item's `Cashtags`.
 * `offset`: where the text starts in its item, so the links' keys stay unique across pieces.
 */
export function cashtagParts(text: string, symbols: CashtagSymbols | null, offset = 0): ReactNode[] {
  if (!symbols || !text.includes('$')) return [text];
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(CASHTAG)) {
    const tag = match[2]!;
    const symbol = symbols.get(tag) ?? symbols.get(tag.toUpperCase());
    if (!symbol) continue;
    const start = match.index + match[1]!.length;
    if (start > from) parts.push(text.slice(from, start));
    parts.push(<CashtagLink key={`$${offset + start}`} tag={tag} symbol={symbol} />);
    from = start + tag.length;
  }
  if (from === 0) return [text];
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

/** A `$tag` as a link to its instrument's page, in the page's language. */
export function CashtagLink({ tag, symbol }: { tag: string; symbol: string }) {
  const to = useLocalizedPath();
  return (
    <Link to={to(instrumentPath(symbol))} data-testid="cashtag" className={CASHTAG_LINK_CLASS}>
      {tag}
    </Link>
  );
}
