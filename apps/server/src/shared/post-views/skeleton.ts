import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Keyset } from '../../db/keyset.ts';
import { follows, internalNews, posts, userPrivate, users } from '../../db/schema/index.ts';

/**
 * The first stage of every list of posts: which posts, in which order. A keyset page (every post,
 * or one author's; first page or after a cursor), or given posts. Hydration reads them in the same
 * statement, so a page stays one index scan that stops at its limit (a subquery with a
 * parameterised LIMIT would let a generic plan scan the whole table).
 */
export type SkeletonVariant =
  | { kind: 'page'; by: 'everyone' | 'author' | 'followed'; afterCursor: boolean }
  | { kind: 'page'; by: 'ideas'; afterCursor: boolean; filters: IdeaFilterSet }
  | { kind: 'ids' };

/**
 * Which filters of the ideas page apply (their values are placeholders: `ideaType`, `assetType`,
 * `sell`, `restrictedTo`, and `viewerId` for the favourites). One prepared statement per set.
 */
export interface IdeaFilterSet {
  type: boolean;
  assetType: boolean;
  side: boolean;
  status: 'active' | 'expired' | null;
  coaches: boolean;
  favorites: boolean;
}

const ideaFiltersName = (filters: IdeaFilterSet) =>
  [filters.type && 't', filters.assetType && 'a', filters.side && 's', filters.status?.[0], filters.coaches && 'c', filters.favorites && 'f'].filter(Boolean).join('');

export const skeletonName = (variant: SkeletonVariant) =>
  variant.kind === 'ids'
    ? 'ids'
    : `page${variant.by === 'everyone' ? '' : `_${variant.by}`}${variant.by === 'ideas' ? `_${ideaFiltersName(variant.filters)}` : ''}${variant.afterCursor ? '_after' : ''}`;

/**
 * The ideas page: ideas and news posts (`idea_type` set), newest first, read from a partial index
 * (by type, asset type or audience when one is asked, else all of them). Favourites go the other
 * way: the member's few favourite news ids lead to their posts through the unique news index.
 */
/**
 * The posts the viewer may read, in SQL: placeholders `readsRestricted` (the viewer reads the
 * premium coaches group) and `newsPair` (a JSON array every readable news item's AvailableFor
 * contains: `[]` for staff, the viewer's plan and language, or a pair that matches nothing).
 * Mirrors mayReadPost's audience rules (filter.ts, `audienceInput` gives the placeholders' values),
 * which decide what is shown.
 */
export function readableByViewer(): SQL {
  return sql`(${posts.restrictedTo} is null or ${posts.authorId} = ${sql.placeholder('viewerId')} or ${sql.placeholder('readsRestricted')}::boolean)
    and (${posts.internalNewsRef} is null or exists (
      select 1 from ${internalNews} where ${internalNews.id} = ${posts.internalNewsRef} and ${internalNews.availableFor} @> ${sql.placeholder('newsPair')}::jsonb
    ))`;
}

/**
 * What a list open to visitors (an instrument's page) may name at all: the posts the viewer may read
 * (readableByViewer), and for a visitor (placeholder `publicOnly`) only public members' posts, as
 * mayFindPost says. Counting or listing a post the reader may not read would tell them what it is
 * about: a locked premium idea does not show its instrument.
 */
export function listedForViewer(): SQL {
  return sql`${readableByViewer()}
    and (not ${sql.placeholder('publicOnly')}::boolean or exists (select 1 from ${users} where ${users.id} = ${posts.authorId} and ${users.publicProfile}))`;
}

export function ideaConditions(filters: IdeaFilterSet): SQL[] {
  const conditions: SQL[] = [sql`${posts.ideaType} is not null`];
  if (filters.type) conditions.push(eq(posts.ideaType, sql.placeholder('ideaType')));
  if (filters.assetType) conditions.push(eq(posts.ideaAssetType, sql.placeholder('assetType')));
  if (filters.side) conditions.push(sql`${posts.ideaSell} = ${sql.placeholder('sell')}::boolean`);
  // Side and asset type are not shown to readers outside a post's audience: filtering on them must
  // not tell those readers either, so the posts they may not read never match these filters.
  if (filters.side || filters.assetType) conditions.push(readableByViewer());
  if (filters.status === 'active') conditions.push(sql`${posts.ideaExpiresAt} > now()`);
  if (filters.status === 'expired') conditions.push(sql`${posts.ideaExpiresAt} <= now()`);
  if (filters.coaches) conditions.push(eq(posts.restrictedTo, sql.placeholder('restrictedTo')));
  if (filters.favorites) {
    conditions.push(
      sql`${posts.internalNewsRef} in (select unnest(${userPrivate.favoriteIdeas}) from ${userPrivate} where ${userPrivate.userId} = ${sql.placeholder('viewerId')})`,
    );
  }
  return conditions;
}

/** A feed's sort key: newest first, ties by author id then post id (of the posts table or an alias of it). */
export const feedKeyset = (table: { creationDate: AnyColumn; authorId: AnyColumn; id: AnyColumn }) => new Keyset(table.creationDate, [table.authorId, table.id]);

/** The cursor's values in a prepared statement (see SkeletonInput). */
export const CURSOR_PLACEHOLDERS = { at: sql.placeholder('cursorDate'), ids: [sql.placeholder('cursorAuthorId'), sql.placeholder('cursorId')] };

const afterCursor = (table: { creationDate: AnyColumn; authorId: AnyColumn; id: AnyColumn }) => feedKeyset(table).after(CURSOR_PLACEHOLDERS);

/** The same posts table under another name, for the per-author subquery of the followed feed. */
const authorPosts = alias(posts, 'author_posts');

/**
 * The posts of the members the reader (`viewerId`) follows, newest first: each followed member's
 * newest page is read from their own index (at most `limit` rows each), and only the newest `limit`
 * of those leave the subquery, so the page's joins run on a page of posts, not on `limit` posts per
 * member followed. The cost follows the number of members followed, never the size of the posts
 * table (a scan of everyone's posts filtered by author would read all of it for a reader who
 * follows a few quiet members).
 */
function followedPosts(withCursor: boolean): SQL {
  return sql`(${posts.authorId}, ${posts.id}) in (
    select ${authorPosts.authorId}, ${authorPosts.id} from ${follows}
    cross join lateral (
      select ${authorPosts.authorId}, ${authorPosts.id}, ${authorPosts.creationDate} from ${posts} as ${sql.identifier('author_posts')}
      where ${authorPosts.authorId} = ${follows.followedId}${withCursor ? sql` and ${afterCursor(authorPosts)}` : sql``}
      order by ${authorPosts.creationDate} desc, ${authorPosts.id} desc
      limit ${sql.placeholder('limit')}
    ) as ${sql.identifier('author_posts')}
    where ${follows.followerId} = ${sql.placeholder('viewerId')}
    order by ${authorPosts.creationDate} desc, ${authorPosts.authorId} desc, ${authorPosts.id} desc
    limit ${sql.placeholder('limit')}
  )`;
}

/**
 * Which posts: placeholders `authorId` (one author's) or `viewerId` (the followed members'),
 * `cursorDate`, `cursorAuthorId`, `cursorId` (a page, with `limit` applied by the caller) or
 * `authorIds`, `ids` (given posts). Every page leaves out `excludedAuthors` (the reader's blocks
 * and mutes); given posts are filtered after hydration (filter.ts), where a muted author's post
 * opened by its link stays readable.
 */
export function skeletonCondition(variant: SkeletonVariant): SQL | undefined {
  if (variant.kind === 'ids') {
    return sql`(${posts.authorId}, ${posts.id}) in (select * from unnest(${sql.placeholder('authorIds')}::text[], ${sql.placeholder('ids')}::text[]))`;
  }
  // The authors the reader hides (blocks either way, mutes): one array, `<> all` reads no other table.
  const conditions: SQL[] = [sql`${posts.authorId} <> all(${sql.placeholder('excludedAuthors')}::text[])`];
  if (variant.by === 'author') conditions.push(eq(posts.authorId, sql.placeholder('authorId')));
  if (variant.by === 'followed') conditions.push(followedPosts(variant.afterCursor));
  if (variant.by === 'ideas') conditions.push(...ideaConditions(variant.filters));
  if (variant.afterCursor) conditions.push(afterCursor(posts));
  return and(...conditions);
}
