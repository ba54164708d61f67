import { describe, expect, it } from 'vitest';
import { type AppError } from '../errors.ts';
import { cursorFromQuery, decodeCursor, encodeCursor, keysetPage } from './keyset.ts';

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

  it('makes an unknown cursor sent by a caller a validation error, and no cursor the first page', () => {
    expect(cursorFromQuery(undefined, 2)).toBeNull();
    expect(() => cursorFromQuery('nope', 2)).toThrowError(expect.objectContaining({ code: 'VALIDATION_ERROR' }) as AppError);
  });
});

describe('keysetPage', () => {
  const rows = [1, 2, 3, 4].map((n) => ({ n, at: `2026-11-23T10:00:0${n}Z` }));
  const keyOf = (row: { n: number; at: string }) => ({ at: row.at, ids: [String(row.n)] });

  it('cuts the extra row and points the next page after the last row kept', () => {
    const page = keysetPage(rows, 3, keyOf);
    expect(page.rows.map((row) => row.n)).toEqual([1, 2, 3]);
    expect(decodeCursor(page.nextCursor as string, 1)).toEqual({ at: rows[2]?.at, ids: ['3'] });
  });

  it('ends the list when no extra row was read', () => {
    expect(keysetPage(rows, 4, keyOf)).toEqual({ rows, nextCursor: null });
    expect(keysetPage([], 4, keyOf)).toEqual({ rows: [], nextCursor: null });
  });
});
