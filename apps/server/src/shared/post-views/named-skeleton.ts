import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { Keyset } from '../../db/keyset.ts';
import { prepared } from '../../db/prepared.ts';
import { ideaOutcomes, postInstruments, posts } from '../../db/schema/index.ts';
import type { SkeletonInput } from './hydrate.ts';
import { CURSOR_PLACEHOLDERS, ideaConditions, listedForViewer, type IdeaFilterSet } from './skeleton.ts';

/**
 * The skeleton of the lists of one instrument's posts (issue 28): its market ideas, read from
 * idea_outcomes, or the posts naming it with a $cashtag, read from post_instruments. Each table's
 * index by symbol and date gives the page's keys newest first and stops at the limit; the page is
 * then hydrated by its keys (hydrate.ts, `ids`): two statements, whatever the page size.
 *
 * Not one statement like the other pages: with the keys in a subquery of the hydration, the
 * planner's generic plan (the LIMIT a parameter) preferred walking every post newest first and
 * probing the subquery, or hashing it against the whole posts table: 640 ms a page at 100,000
 * posts where reading the keys first takes 1 ms (PGlite, 2026-11-29).
 */
export type NamedSource = 'ideas' | 'posts';

export interface NamedSkeleton {
  source: NamedSource;
  afterCursor: boolean;
  /** Deleted posts keep their place (the ideas page), or are left out (an instrument's page). */
  withDeleted: boolean;
  /** The ideas page's filters (ideas only), on the posts joined; null on an instrument's page. */
  filters: IdeaFilterSet | null;
}

/**
 * A market idea's outcome is published with it (`published_at` is its post's creation date), and a
 * post's instruments carry its creation date (`created_at`): their keys sort as the feeds do.
 */
const SOURCES = {
  ideas: { table: ideaOutcomes, at: ideaOutcomes.publishedAt, authorId: ideaOutcomes.postAuthorId, id: ideaOutcomes.postId, symbol: ideaOutcomes.symbol },
  posts: { table: postInstruments, at: postInstruments.createdAt, authorId: postInstruments.postAuthorId, id: postInstruments.postId, symbol: postInstruments.symbol },
};

const filtersName = (filters: IdeaFilterSet | null) =>
  filters
    ? `_${[filters.type && 't', filters.assetType && 'a', filters.side && 's', filters.status?.[0], filters.coaches && 'c', filters.favorites && 'f'].filter(Boolean).join('')}`
    : '';

const namedSkeletonName = (variant: NamedSkeleton) => `named_${variant.source}${variant.withDeleted ? '_all' : ''}${filtersName(variant.filters)}${variant.afterCursor ? '_after' : ''}`;

/**
 * Placeholders `symbol`, `excludedAuthors` (the reader's blocks and mutes), the audience's
 * (`viewerId`, `readsRestricted`, `newsPair`, `publicOnly`), `limit`, the cursor's
 * (`cursorDate`, `cursorAuthorId`, `cursorId`) and the ideas page's filters' (skeleton.ts).
 */
function keysQuery(db: Database, variant: NamedSkeleton) {
  const { table, at, authorId, id, symbol } = SOURCES[variant.source];
  const keyset = new Keyset(at, [authorId, id]);
  // Only what the reader may read: a locked premium idea does not show its instrument, so listing
  // it under the instrument would (the placeholders of audienceInput, filter.ts).
  const conditions: SQL[] = [eq(symbol, sql.placeholder('symbol')), sql`${posts.authorId} <> all(${sql.placeholder('excludedAuthors')}::text[])`, listedForViewer()];
  if (!variant.withDeleted) conditions.push(eq(posts.isDeleted, false));
  if (variant.filters) conditions.push(...ideaConditions(variant.filters));
  if (variant.afterCursor) conditions.push(keyset.after(CURSOR_PLACEHOLDERS));
  return db
    .select({ authorId, id, cursorDate: keyset.instant })
    .from(table)
    .innerJoin(posts, and(eq(posts.authorId, authorId), eq(posts.id, id)))
    .where(and(...conditions))
    .orderBy(...keyset.orderBy)
    .limit(sql.placeholder('limit'))
    .prepare(namedSkeletonName(variant));
}

export type NamedKey = { authorId: string; id: string; cursorDate: string };

export function readNamedKeys(db: Database, variant: NamedSkeleton, input: SkeletonInput): Promise<NamedKey[]> {
  return prepared(db, `posts:${namedSkeletonName(variant)}`, (database) => keysQuery(database, variant)).execute(input);
}
