import { and, eq, sql } from 'drizzle-orm';
import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/test-database.ts';
import { type AppError } from '../errors.ts';
import type { DatabaseHandle } from './client.ts';
import { decodeCursor, encodeCursor, Keyset, paginate, type Page, type PageRequest } from './keyset.ts';

const key = { at: '2026-11-23T10:00:00.123456Z', ids: ['author', 'post'] };

describe('keyset cursors', () => {
  it('reads back the key it was made from', () => {
    expect(decodeCursor(encodeCursor(key), 2)).toEqual(key);
    expect(decodeCursor(encodeCursor({ at: '2026-01-01T00:00:00Z', ids: ['c'] }), 1)).toEqual({ at: '2026-01-01T00:00:00Z', ids: ['c'] });
  });

  it('refuses a cursor of another list, or one it did not make', () => {
    expect(decodeCursor(encodeCursor(key), 1)).toBeNull();
    const forged = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    for (const value of [
      'not-base64-json',
      forged({ at: key.at }),
      forged(['2026-02-30T00:00:00Z', 'a', 'b']),
      forged(['2026-11-23 10:00:00', 'a', 'b']),
      forged(['2026-11-23T10:00:00.1234567Z', 'a', 'b']),
      forged([key.at, 'a', 3]),
      // PostgreSQL has no year 0.
      forged(['0000-01-01T00:00:00Z', 'a', 'b']),
    ]) {
      expect(decodeCursor(value, 2)).toBeNull();
    }
  });
});

/** A list of its own: rows of a group, sorted by (at, id), and a ledger whose ids are numbers. */
const rows = pgTable('keyset_test_rows', {
  grp: text('grp').notNull(),
  at: timestamp('at', { withTimezone: true, precision: 6 }).notNull(),
  id: text('id').notNull(),
});
const ledger = pgTable('keyset_test_ledger', {
  at: timestamp('at', { withTimezone: true, precision: 6 }).notNull(),
  id: bigint('id', { mode: 'number' }).notNull(),
});

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.execute(sql`create table keyset_test_rows (grp text not null, at timestamptz not null, id text not null)`);
  await handle.db.execute(sql`create table keyset_test_ledger (at timestamptz not null, id bigint not null)`);
  await handle.db.insert(rows).values(
    [
      // Three rows of one microsecond (only their ids order them), one a microsecond later, one a
      // microsecond earlier: a cursor rounded to the millisecond would lose or repeat some.
      ['2026-11-23T10:00:00.000001Z', 'b'],
      ['2026-11-23T10:00:00.000001Z', 'a'],
      ['2026-11-23T10:00:00.000001Z', 'c'],
      ['2026-11-23T10:00:00.000002Z', 'a'],
      ['2026-11-23T10:00:00.000000Z', 'z'],
      ['2026-11-23T09:00:00Z', 'm'],
    ].map(([at, id]) => ({ grp: 'g', at: sql`${at}::timestamptz`, id: id as string })),
  );
  await handle.db.insert(rows).values({ grp: 'other', at: new Date('2026-11-23T09:30:00Z'), id: 'x' });
  await handle.db.insert(ledger).values([9, 10, 11].map((id) => ({ at: new Date('2026-11-23T10:00:00Z'), id })));
});
afterAll(() => handle.close());

const newestFirst = new Keyset(rows.at, [rows.id]);
const oldestFirst = new Keyset(rows.at, [rows.id], 'asc');

function pageOf(keyset: Keyset, request: PageRequest) {
  return paginate(
    keyset,
    request,
    ({ after, orderBy, limit }) =>
      handle.db
        .select({ id: rows.id, cursorDate: keyset.instant })
        .from(rows)
        .where(and(eq(rows.grp, 'g'), after))
        .orderBy(...orderBy)
        .limit(limit),
    (row) => [row.id],
  );
}

/** Every page of the list, following each next cursor, and how many reads it took. */
async function walk(keyset: Keyset, limit: number) {
  const pages: Page<{ id: string; cursorDate: string }>[] = [];
  let cursor: string | undefined;
  do {
    const page = await pageOf(keyset, { limit, cursor });
    pages.push(page);
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined && pages.length < 20);
  return pages;
}

const label = (row: { id: string; cursorDate: string }) => `${row.cursorDate.slice(20, 26)}${row.id}`;

describe('paginate', () => {
  it('reads newest first, ties on the instant broken by id, each row once across pages of any size', async () => {
    const all = ['000002a', '000001c', '000001b', '000001a', '000000z', '000000m'];
    for (const limit of [1, 2, 4, 6]) {
      const pages = await walk(newestFirst, limit);
      expect(pages.flatMap((page) => page.items.map(label))).toEqual(all);
      expect(pages.every((page) => page.items.length <= limit)).toBe(true);
    }
  });

  it('reads oldest first the other way, with the same rules', async () => {
    for (const limit of [1, 4]) {
      const pages = await walk(oldestFirst, limit);
      expect(pages.flatMap((page) => page.items.map(label))).toEqual(['000000m', '000000z', '000001a', '000001b', '000001c', '000002a']);
    }
  });

  it('keeps the instant to the microsecond in the cursor (a millisecond one would skip rows of the same millisecond)', async () => {
    const first = await pageOf(newestFirst, { limit: 2 });
    expect(first.items.map(label)).toEqual(['000002a', '000001c']);
    expect(decodeCursor(first.nextCursor as string, 1)).toEqual({ at: '2026-11-23T10:00:00.000001Z', ids: ['c'] });
  });

  it('gives the last page no cursor, even when it is full (one more row than the limit is read to know)', async () => {
    const full = await pageOf(newestFirst, { limit: 6 });
    expect(full.items).toHaveLength(6);
    expect(full.nextCursor).toBeNull();
    const past = await pageOf(newestFirst, { limit: 5 });
    const last = await pageOf(newestFirst, { limit: 5, cursor: past.nextCursor as string });
    expect(last).toEqual({ items: [expect.objectContaining({ id: 'm' })], nextCursor: null });
  });

  it('refuses a cursor it did not make, or one of a list with another key, with a validation error and no read', async () => {
    let reads = 0;
    const read = () => {
      reads += 1;
      return Promise.resolve([]);
    };
    const twoIds = encodeCursor({ at: '2026-11-23T10:00:00Z', ids: ['a', 'b'] });
    for (const cursor of ['nope', twoIds, '']) {
      await expect(paginate(newestFirst, { limit: 2, cursor }, read, () => [])).rejects.toThrowError(
        expect.objectContaining({ code: 'VALIDATION_ERROR', message: 'Unknown cursor' }) as AppError,
      );
    }
    expect(reads).toBe(0);
  });

  it('casts a number id to its column, and refuses a cursor whose id is no such number before the database sees it', async () => {
    const byId = new Keyset(ledger.at, [ledger.id]);
    const read = (request: PageRequest) =>
      paginate(
        byId,
        request,
        ({ after, orderBy, limit }) => handle.db.select({ id: ledger.id, cursorDate: byId.instant }).from(ledger).where(after).orderBy(...orderBy).limit(limit),
        (row) => [row.id],
      );
    const first = await read({ limit: 1 });
    expect(first.items.map((row) => row.id)).toEqual([11]);
    // Compared as numbers: 9 comes after 10 (as text it would come before).
    expect((await read({ limit: 2, cursor: first.nextCursor as string })).items.map((row) => row.id)).toEqual([10, 9]);
    const notANumber = encodeCursor({ at: '2026-11-23T10:00:00Z', ids: ['10; drop'] });
    await expect(read({ limit: 1, cursor: notANumber })).rejects.toThrowError(expect.objectContaining({ code: 'VALIDATION_ERROR' }) as AppError);
  });
});
