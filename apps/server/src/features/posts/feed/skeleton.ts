import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { posts } from '../../../db/schema/index.ts';

/**
 * The first stage of every list of posts: which posts, in which order, as keys only. A keyset page
 * (every post, or one author's; first page or after a cursor), or given posts.
 */
export type SkeletonVariant = { kind: 'page'; byAuthor: boolean; afterCursor: boolean } | { kind: 'ids' };

export const skeletonName = (variant: SkeletonVariant) =>
  variant.kind === 'ids' ? 'ids' : `page${variant.byAuthor ? '_author' : ''}${variant.afterCursor ? '_after' : ''}`;

/** Placeholders: `limit`, `authorId`, `cursorDate`, `cursorAuthorId`, `cursorId` (page) or `authorIds`, `ids` (given posts). */
export function skeleton(db: Database, variant: SkeletonVariant) {
  if (variant.kind === 'ids') {
    return db
      .select({ authorId: posts.authorId, id: posts.id })
      .from(posts)
      .where(sql`(${posts.authorId}, ${posts.id}) in (select * from unnest(${sql.placeholder('authorIds')}::text[], ${sql.placeholder('ids')}::text[]))`)
      .as('skeleton');
  }
  const conditions: SQL[] = [];
  if (variant.byAuthor) conditions.push(eq(posts.authorId, sql.placeholder('authorId')));
  if (variant.afterCursor) {
    conditions.push(
      sql`(${posts.creationDate}, ${posts.authorId}, ${posts.id}) < (${sql.placeholder('cursorDate')}::timestamptz, ${sql.placeholder('cursorAuthorId')}, ${sql.placeholder('cursorId')})`,
    );
  }
  return db
    .select({ authorId: posts.authorId, id: posts.id })
    .from(posts)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(posts.creationDate), desc(posts.authorId), desc(posts.id))
    .limit(sql.placeholder('limit'))
    .as('skeleton');
}
