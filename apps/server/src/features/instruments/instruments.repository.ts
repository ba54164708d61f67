import { INSTRUMENT_COUNT_CAP } from '@arya/core';
import { and, desc, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { ideaOutcomes, instruments, postInstruments, posts, users } from '../../db/schema/index.ts';
import { authorColumns } from '../../shared/members/public-users.repository.ts';
import { hiddenNow } from '../../shared/post-audience.ts';
import type { AudienceInput } from '../../shared/post-views/filter.ts';
import { listedForViewer } from '../../shared/post-views/skeleton.ts';

/** How far back an instrument's most active members are counted. */
const TOP_MEMBERS_DAYS = 90;
/** The most active members a page shows. */
export const TOP_MEMBERS_COUNT = 5;

/**
 * An instrument's ideas and posts, counted up to INSTRUMENT_COUNT_CAP (a page says "10 k+" past
 * it, and a popular instrument costs no more than a quiet one): only those the reader may read
 * (listedForViewer: a locked premium idea counted here would tell its instrument), deleted ones left
 * out. One row, its instrument's, with two counts read from each table's index by symbol and a key
 * lookup of each post.
 */
function countsQuery(db: Database) {
  const postOf = (authorId: AnyColumn, id: AnyColumn) => and(eq(posts.authorId, authorId), eq(posts.id, id));
  const capped = (rows: SQL) => sql<number>`(select count(*)::int from (${rows} limit ${sql.raw(String(INSTRUMENT_COUNT_CAP))}) as capped)`;
  const ideas = db
    .select({ one: sql`1` })
    .from(ideaOutcomes)
    .innerJoin(posts, postOf(ideaOutcomes.postAuthorId, ideaOutcomes.postId))
    .where(and(eq(ideaOutcomes.symbol, sql.placeholder('symbol')), eq(posts.isDeleted, false), listedForViewer()));
  const naming = db
    .select({ one: sql`1` })
    .from(postInstruments)
    .innerJoin(posts, postOf(postInstruments.postAuthorId, postInstruments.postId))
    .where(and(eq(postInstruments.symbol, sql.placeholder('symbol')), eq(posts.isDeleted, false), listedForViewer()));
  return db
    .select({ ideas: capped(ideas.getSQL()), posts: capped(naming.getSQL()) })
    .from(instruments)
    .where(eq(instruments.symbol, sql.placeholder('symbol')))
    .prepare('instruments_counts');
}

export async function countInstrumentPosts(db: Database, symbol: string, audience: AudienceInput): Promise<{ ideas: number; posts: number }> {
  const [row] = await prepared(db, 'instruments:counts', countsQuery).execute({ symbol, ...audience });
  return row ?? { ideas: 0, posts: 0 };
}

/**
 * The members who posted most about an instrument over the last 90 days: its ideas and the posts
 * naming it (a post counted once, deleted ones and those the reader may not read left out), by
 * author; never a hidden (suspended,
 * leaving) or erased member, nor the `excluded` ones (blocks, either way), nor, when `publicOnly`
 * (a visitor), a private profile. Most posts first, then by id (a stable order).
 */
function topMembersQuery(db: Database) {
  const since = sql`now() - make_interval(days => ${sql.raw(String(TOP_MEMBERS_DAYS))})`;
  const named = db
    .select({ authorId: postInstruments.postAuthorId, postId: postInstruments.postId })
    .from(postInstruments)
    .where(and(eq(postInstruments.symbol, sql.placeholder('symbol')), sql`${postInstruments.createdAt} > ${since}`))
    .union(
      db
        .select({ authorId: ideaOutcomes.postAuthorId, postId: ideaOutcomes.postId })
        .from(ideaOutcomes)
        .where(and(eq(ideaOutcomes.symbol, sql.placeholder('symbol')), sql`${ideaOutcomes.publishedAt} > ${since}`)),
    )
    .as('named');
  const counted = db
    .select({ authorId: named.authorId, postsCount: sql<number>`count(*)::int`.as('naming_posts') })
    .from(named)
    .innerJoin(posts, and(eq(posts.authorId, named.authorId), eq(posts.id, named.postId)))
    .where(and(eq(posts.isDeleted, false), listedForViewer()))
    .groupBy(named.authorId)
    .as('counted');
  return db
    .select({ member: authorColumns, postsCount: counted.postsCount })
    .from(counted)
    .innerJoin(users, eq(users.id, counted.authorId))
    .where(
      and(
        sql`not ${hiddenNow(users.hiddenUntil)}`,
        isNull(users.deletedAt),
        sql`${users.id} <> all(${sql.placeholder('excluded')}::text[])`,
        sql`(${users.publicProfile} or not ${sql.placeholder('publicOnly')}::boolean)`,
      ),
    )
    .orderBy(desc(counted.postsCount), users.id)
    .limit(sql.placeholder('limit'))
    .prepare('instruments_top_members');
}

export type TopMemberRow = Awaited<ReturnType<ReturnType<typeof topMembersQuery>['execute']>>[number];

/** The `limit` most active members (TOP_MEMBERS_COUNT, or more when the caller filters some out itself). */
export function findTopMembers(db: Database, options: { symbol: string; excluded: string[]; audience: AudienceInput; limit: number }): Promise<TopMemberRow[]> {
  const { audience, ...rest } = options;
  return prepared(db, 'instruments:top-members', topMembersQuery).execute({ ...rest, ...audience });
}
