import type { FeedCursor } from './posts.repository.ts';

/** An ISO 8601 UTC instant with up to microseconds, as the database gives it. */
const INSTANT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d{1,6})?Z$/;

/** Opaque keyset cursor: the sort key of the last post of a page. */
export function encodeCursor(cursor: FeedCursor): string {
  return Buffer.from(JSON.stringify([cursor.creationDate, cursor.authorId, cursor.id])).toString('base64url');
}

/** null for anything that is not a cursor we made. */
export function decodeCursor(value: string): FeedCursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 3 || !parsed.every((part) => typeof part === 'string')) return null;
    const [creationDate, authorId, id] = parsed as [string, string, string];
    // A real calendar instant (no 2024-02-30), so the database never fails to read it.
    const seconds = INSTANT.exec(creationDate)?.[1];
    if (!seconds) return null;
    const date = new Date(`${seconds}Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 19) !== seconds) return null;
    return { creationDate, authorId, id };
  } catch {
    return null;
  }
}
