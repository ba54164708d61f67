import { findCashtags } from '@arya/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { postInstruments } from '../../db/schema/index.ts';

/** A post's words that may name instruments: an idea's title and its text (a share: its own text). */
export type NamingTexts = readonly (string | null | undefined)[];

/** The symbols of the instruments texts name with $cashtags (core's findCashtags), each once, sorted. */
export function namedSymbols(texts: NamingTexts): string[] {
  const symbols = new Set<string>();
  for (const text of texts) if (text) for (const tag of findCashtags(text)) symbols.add(tag.instrument.symbol);
  return [...symbols].sort();
}

/**
 * Records the instruments a post just published names (issue 28), in its publication's
 * transaction: one statement when it names some, none otherwise.
 */
export async function recordPostInstruments(tx: Transaction, key: { authorId: string; id: string }, createdAt: Date, texts: NamingTexts): Promise<void> {
  const symbols = namedSymbols(texts);
  if (symbols.length === 0) return;
  await tx
    .insert(postInstruments)
    .values(symbols.map((symbol) => ({ postAuthorId: key.authorId, postId: key.id, symbol, createdAt })))
    .onConflictDoNothing();
}

/**
 * Follows an edit, in its transaction: the instruments the post no longer names go, the new ones
 * are added with the post's creation date (its place in the lists). Written whatever the edit, so an
 * edit also brings a post up to date with the catalogue (an alias added since it was published).
 */
export async function replacePostInstruments(tx: Transaction, key: { authorId: string; id: string }, createdAt: Date, texts: NamingTexts): Promise<void> {
  const symbols = namedSymbols(texts);
  const ofPost = and(eq(postInstruments.postAuthorId, key.authorId), eq(postInstruments.postId, key.id));
  await tx.delete(postInstruments).where(symbols.length > 0 ? and(ofPost, sql`${postInstruments.symbol} <> all(${sql.param(symbols)}::text[])`) : ofPost);
  await recordPostInstruments(tx, key, createdAt, texts);
}
