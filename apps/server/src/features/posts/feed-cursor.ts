import type { FeedCursor } from './posts.repository.ts';

/** Opaque keyset cursor: the sort key of the last post of a page. */
export function encodeCursor(cursor: FeedCursor): string {
  return Buffer.from(JSON.stringify([cursor.creationDate.toISOString(), cursor.authorId, cursor.id])).toString('base64url');
}

/** null for anything that is not a cursor we made. */
export function decodeCursor(value: string): FeedCursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 3 || !parsed.every((part) => typeof part === 'string')) return null;
    const [date, authorId, id] = parsed as [string, string, string];
    const creationDate = new Date(date);
    if (Number.isNaN(creationDate.getTime())) return null;
    return { creationDate, authorId, id };
  } catch {
    return null;
  }
}
