import { USER_SEARCH_LIMIT } from '@arya/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { users } from '../../db/schema/index.ts';

/** Nearest keys read from the trigram index before ranking: enough for the exact and prefix matches to be among them. */
const NEAREST = 50;
/** Below this word similarity a key is not a match (a typo in a short name still scores about 0.4). */
const MIN_WORD_SIMILARITY = 0.3;

const term = sql`arya_search_term(${sql.placeholder('term')})`;
/** The term for LIKE, its wildcards taken literally. */
const likeTerm = sql`replace(replace(replace(${term}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

/**
 * Members whose name or alias matches the term, accents and case aside, tolerating a typo: the
 * nearest keys by word similarity come from the GiST trigram index (KNN, so the cost does not grow
 * with the number of members), then an exact name or alias, then a name or alias starting with the
 * term, then a word of it starting with the term, then the closest, then the most followed.
 */
function searchQuery(db: Database) {
  const nearest = db
    .select()
    .from(users)
    .orderBy(sql`${term} <<-> ${users.searchKey}`)
    .limit(NEAREST)
    .as('nearest');
  return db
    .select()
    .from(nearest)
    .where(sql`word_similarity(${term}, ${nearest.searchKey}) >= ${sql.raw(String(MIN_WORD_SIMILARITY))}`)
    .orderBy(
      sql`(arya_search_term(${nearest.displayName}) = ${term} or lower(${nearest.vanityAlias}) = ${term}) desc`,
      sql`(${nearest.searchKey} like ${likeTerm} || '%') desc`,
      sql`(${nearest.searchKey} like '% ' || ${likeTerm} || '%') desc`,
      sql`${term} <<-> ${nearest.searchKey}`,
      sql`${nearest.followersCount} desc`,
      nearest.id,
    )
    .limit(USER_SEARCH_LIMIT)
    .prepare('users_search');
}

export type SearchedUser = typeof users.$inferSelect;

export function searchUsers(db: Database, searchTerm: string): Promise<SearchedUser[]> {
  return prepared(db, 'users:search', searchQuery).execute({ term: searchTerm });
}
