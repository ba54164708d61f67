/** The `$tag` being typed at the caret: where it starts (its `$`) and ends, and what to search for. */
export interface TypedCashtag {
  start: number;
  /** Exclusive; past the caret when the caret is inside the tag (`$EU|RUSD`). */
  end: number;
  /** The tag without its `$` (`eur`, `EUR/U`). */
  query: string;
}

/** The longest query sent (the search's own limit is 40 characters). */
const QUERY_MAX_LENGTH = 20;

/**
 * A `$` at the start or after a character that is neither a letter nor a digit (so not `US$`), then
 * a letter, then letters, digits, `/` or `.`, up to the caret. A price (`$100`) opens nothing. No
 * lookbehind: Safari before 16.4 cannot parse one.
 */
const BEFORE_CARET = /(?:^|[^\p{L}\p{N}])\$([A-Za-z][A-Za-z0-9./]{0,19})$/u;
const AFTER_CARET = /^[A-Za-z0-9./]*/;

/** The tag the caret is in or just after, or null (no suggestion to make). */
export function typedCashtag(text: string, caret: number): TypedCashtag | null {
  const match = BEFORE_CARET.exec(text.slice(0, caret));
  if (!match) return null;
  const typed = match[1]!;
  const rest = AFTER_CARET.exec(text.slice(caret))?.[0] ?? '';
  const query = typed + rest;
  if (query.length > QUERY_MAX_LENGTH) return null;
  return { start: caret - typed.length - 1, end: caret + rest.length, query };
}

/**
 * The text with the typed tag replaced by the chosen instrument's (`$EURUSD`), followed by a space
 * (or the one already there), and the caret after it, ready for the next word.
 */
export function insertCashtag(text: string, tag: Pick<TypedCashtag, 'start' | 'end'>, symbol: string): { text: string; caret: number } {
  const after = text.slice(tag.end);
  const spaced = /^\s/.test(after);
  const insert = `$${symbol}${spaced ? '' : ' '}`;
  return { text: text.slice(0, tag.start) + insert + after, caret: tag.start + insert.length + (spaced ? 1 : 0) };
}
