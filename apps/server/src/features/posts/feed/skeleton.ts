import { and, eq, sql, type SQL } from 'drizzle-orm';
import { posts } from '../../../db/schema/index.ts';

/**
 * The first stage of every list of posts: which posts, in which order. A keyset page (every post,
 * or one author's; first page or after a cursor), or given posts. Hydration reads them in the same
 * statement, so a page stays one index scan that stops at its limit (a subquery with a
 * parameterised LIMIT would let a generic plan scan the whole table).
 */
export type SkeletonVariant = { kind: 'page'; byAuthor: boolean; afterCursor: boolean } | { kind: 'ids' };

export const skeletonName = (variant: SkeletonVariant) =>
  variant.kind === 'ids' ? 'ids' : `page${variant.byAuthor ? '_author' : ''}${variant.afterCursor ? '_after' : ''}`;

/**
 * Which posts: placeholders `authorId`, `cursorDate`, `cursorAuthorId`, `cursorId` (a page, with
 * `limit` applied by the caller) or `authorIds`, `ids` (given posts).
 */
export function skeletonCondition(variant: SkeletonVariant): SQL | undefined {
  if (variant.kind === 'ids') {
    return sql`(${posts.authorId}, ${posts.id}) in (select * from unnest(${sql.placeholder('authorIds')}::text[], ${sql.placeholder('ids')}::text[]))`;
  }
  const conditions: SQL[] = [];
  if (variant.byAuthor) conditions.push(eq(posts.authorId, sql.placeholder('authorId')));
  if (variant.afterCursor) {
    conditions.push(
      sql`(${posts.creationDate}, ${posts.authorId}, ${posts.id}) < (${sql.placeholder('cursorDate')}::timestamptz, ${sql.placeholder('cursorAuthorId')}, ${sql.placeholder('cursorId')})`,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}
