import { asc, desc, sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { isCleanText } from '@arya/core';
import { AppError } from '../errors.ts';

/**
 * One keyset pagination for every list (posts, comments, replies, notifications, ledgers...): rows
 * sorted by (instant, ...ids), a page is the rows strictly after the last one of the page before.
 * `paginate` owns all of it (the predicate, the order, the extra row, the next cursor), like
 * atproto's pagination.ts; a repository only says which rows and how to read them.
 */
export interface KeysetKey {
  /** ISO 8601 in UTC with up to microseconds, as `keysetInstant` reads it. */
  at: string;
  /** The ids that break ties between rows of the same instant, in sort order. */
  ids: string[];
}

/** One page of a list: its items, and the cursor of the next page (null on the last). */
export interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}

/** What a caller asks: at most `limit` items, after the page `cursor` ended (none: the first page). */
export interface PageRequest {
  limit: number;
  cursor?: string | undefined;
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
/** Ids of number and uuid columns: only values the column can hold reach the database (else its cast fails, a 500). */
const TYPED_ID: Record<string, RegExp> = { bigint: /^\d{1,18}$/, integer: /^\d{1,9}$/, uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i };

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

/** A key's values in SQL: given ones (a cursor's) or placeholders of a prepared statement. */
export interface BoundKey {
  at: unknown;
  ids: readonly unknown[];
}

/**
 * A list's sort key: an instant column, then the id columns that break its ties, all in one
 * direction (newest first unless told). Made once per list (or per table alias of the same list).
 */
export class Keyset {
  readonly at: AnyColumn;
  readonly ids: readonly AnyColumn[];
  readonly direction: 'desc' | 'asc';

  constructor(at: AnyColumn, ids: readonly AnyColumn[], direction: 'desc' | 'asc' = 'desc') {
    this.at = at;
    this.ids = ids;
    this.direction = direction;
  }

  /** The row's exact instant, selected as `cursorDate` by every page (see paginate). */
  get instant(): SQL<string> {
    return keysetInstant(this.at);
  }

  /** The order of the list, the key's columns in its direction. */
  get orderBy(): SQL[] {
    const order = this.direction === 'desc' ? desc : asc;
    return [order(this.at), ...this.ids.map((column) => order(column))];
  }

  /**
   * The rows strictly after a key, as one row comparison (an index on the key's columns reads it
   * as a range; atproto's "or" form cannot always use it). Each value is cast to its column's type.
   */
  after(key: BoundKey): SQL {
    const columns = sql.join([this.at, ...this.ids], sql`, `);
    const values = sql.join([sql`${key.at}::timestamptz`, ...this.ids.map((column, index) => sql`${key.ids[index]}::${sql.raw(column.getSQLType())}`)], sql`, `);
    return this.direction === 'desc' ? sql`(${columns}) < (${values})` : sql`(${columns}) > (${values})`;
  }

  /** The cursor a caller sent, decoded; a cursor we did not make for this list is a validation error (400). */
  decode(cursor: string | undefined): KeysetKey | null {
    if (cursor === undefined) return null;
    const key = decodeCursor(cursor, this.ids.length);
    const fits = key?.ids.every((id, index) => TYPED_ID[this.ids[index]?.getSQLType() ?? '']?.test(id) ?? true);
    if (!key || !fits) throw new AppError('VALIDATION_ERROR', 'Unknown cursor');
    return key;
  }
}

/** What a page's read is given: the predicate, the order, how many rows to read, the decoded cursor. */
export interface PageRead {
  /** The rows after the cursor (undefined on the first page): add it to the read's conditions. */
  after: SQL | undefined;
  orderBy: SQL[];
  /** One more row than the page holds: that row only says another page exists. */
  limit: number;
  /** For a prepared statement, whose cursor values are placeholders (see Keyset.after). */
  cursor: KeysetKey | null;
}

/**
 * One keyset page: decodes the caller's cursor (an unknown one is refused before any read), reads
 * the rows once with one more than the limit, keeps `limit` of them and makes the next cursor from
 * the last one kept. Every row carries its exact instant as `cursorDate` (Keyset.instant);
 * `idsOf` gives its tie-breaking ids, in the keyset's order.
 */
export async function paginate<Row extends { cursorDate: string }>(
  keyset: Keyset,
  request: PageRequest,
  read: (page: PageRead) => PromiseLike<readonly Row[]>,
  idsOf: (row: Row) => readonly (string | number)[],
): Promise<Page<Row>> {
  const cursor = keyset.decode(request.cursor);
  const rows = await read({ after: cursor ? keyset.after(cursor) : undefined, orderBy: keyset.orderBy, limit: request.limit + 1, cursor });
  const items = rows.slice(0, request.limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > request.limit && last ? encodeCursor({ at: last.cursorDate, ids: idsOf(last).map(String) }) : null };
}
