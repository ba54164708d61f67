import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { isCleanText } from '@arya/core';
import { AppError } from '../errors.ts';

/**
 * One keyset pagination for every list (posts, comments, replies, notifications): rows newest
 * first by (instant, ...ids), a page is the rows strictly after the last one of the page before.
 */
export interface KeysetKey {
  /** ISO 8601 in UTC with up to microseconds, as `keysetInstant` reads it. */
  at: string;
  /** The ids that break ties between rows of the same instant, in sort order. */
  ids: string[];
}

/**
 * The exact instant of a row for its cursor: PostgreSQL keeps microseconds, a JavaScript Date only
 * milliseconds, and a cursor rounded to the millisecond would skip the rows of that millisecond.
 */
export function keysetInstant(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

const CURSOR_ID_MAX_LENGTH = 200;
const INSTANT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d{1,6})?Z$/;

export function encodeCursor(key: KeysetKey): string {
  return Buffer.from(JSON.stringify([key.at, ...key.ids])).toString('base64url');
}

/** null for anything that is not a cursor we made for a list sorted on `idCount` ids after the instant. */
export function decodeCursor(value: string, idCount: number): KeysetKey | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== idCount + 1 || !parsed.every((part) => typeof part === 'string')) return null;
    const [at, ...ids] = parsed as string[];
    // Ids go to the database as they are: text it cannot store (a NUL) would fail there (a 500).
    if (!ids.every((id) => id.length <= CURSOR_ID_MAX_LENGTH && isCleanText(id))) return null;
    // A real calendar instant (no 2024-02-30), so the database never fails to read it.
    const seconds = INSTANT.exec(at ?? '')?.[1];
    if (!at || !seconds) return null;
    const date = new Date(`${seconds}Z`);
    // From year 1 on: PostgreSQL has no year 0 (a cursor we made is never that old anyway).
    if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1 || date.toISOString().slice(0, 19) !== seconds) return null;
    return { at, ids };
  } catch {
    return null;
  }
}

/** The cursor a caller sent, decoded; a cursor we did not make is a validation error (400). */
export function cursorFromQuery(value: string | undefined, idCount: number): KeysetKey | null {
  if (value === undefined) return null;
  const key = decodeCursor(value, idCount);
  if (!key) throw new AppError('VALIDATION_ERROR', 'Unknown cursor');
  return key;
}

/**
 * A page out of rows read with one more than the limit: that extra row only says another page
 * exists, and the cursor is the key of the page's last row.
 */
export function keysetPage<Row>(rows: readonly Row[], limit: number, keyOf: (row: Row) => KeysetKey): { rows: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}
