import { uploadTokenOf } from '@arya/core';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { posts, users, type StoredGif, type StoredImage } from '../../db/schema/index.ts';
import { keysetInstant, type KeysetKey } from '../../db/keyset.ts';
import { refreshWithdrawn } from '../uploads/uploads.repository.ts';

/** A post with the public fields of its author, read in the same query (no N+1). */
const postWithAuthor = {
  post: posts,
  author: {
    id: users.id,
    displayName: users.displayName,
    job: users.job,
    verified: users.verified,
    pictureDate: users.pictureDate,
    vanityAlias: users.vanityAlias,
    systemAlias: users.systemAlias,
  },
  cursorDate: keysetInstant(posts.creationDate),
};

export type PostRow = Awaited<ReturnType<typeof findPostsPage>>[number];

/** A feed's sort key: creation date, then author id and post id. */
export const FEED_KEY_IDS = 2;
export const feedKeyOf = (row: PostRow): KeysetKey => ({ at: row.cursorDate, ids: [row.post.authorId, row.post.id] });

/** The four shapes of a keyset page (all posts or one author's; first page or after a cursor), each prepared once. */
function pageQuery(db: Database, variant: { byAuthor: boolean; afterCursor: boolean }) {
  const conditions: SQL[] = [];
  if (variant.byAuthor) conditions.push(eq(posts.authorId, sql.placeholder('authorId')));
  if (variant.afterCursor) {
    conditions.push(
      sql`(${posts.creationDate}, ${posts.authorId}, ${posts.id}) < (${sql.placeholder('cursorDate')}::timestamptz, ${sql.placeholder('cursorAuthorId')}, ${sql.placeholder('cursorId')})`,
    );
  }
  return db
    .select(postWithAuthor)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(posts.creationDate), desc(posts.authorId), desc(posts.id))
    .limit(sql.placeholder('limit'))
    .prepare(`posts_page${variant.byAuthor ? '_author' : ''}${variant.afterCursor ? '_after' : ''}`);
}

/** One keyset page, newest first: (creation_date, author_id, id) strictly after the cursor. */
export async function findPostsPage(db: Database, options: { limit: number; cursor?: KeysetKey | null; authorId?: string }) {
  const variant = { byAuthor: Boolean(options.authorId), afterCursor: Boolean(options.cursor) };
  const query = prepared(db, `posts_page:${variant.byAuthor}:${variant.afterCursor}`, (database) => pageQuery(database, variant));
  return query.execute({
    limit: options.limit,
    authorId: options.authorId,
    cursorDate: options.cursor?.at,
    cursorAuthorId: options.cursor?.ids[0],
    cursorId: options.cursor?.ids[1],
  });
}

/** Given posts, any number of them, in one prepared statement (the keys go as two arrays). */
function byIdsQuery(db: Database) {
  return db
    .select(postWithAuthor)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(sql`(${posts.authorId}, ${posts.id}) in (select * from unnest(${sql.placeholder('authorIds')}::text[], ${sql.placeholder('ids')}::text[]))`)
    .orderBy(desc(posts.creationDate), desc(posts.authorId), desc(posts.id))
    .prepare('posts_by_ids');
}

export async function findPostsByIds(db: Database, ids: { authorId: string; id: string }[]) {
  if (ids.length === 0) return [];
  return prepared(db, 'posts_by_ids', byIdsQuery).execute({ authorIds: ids.map((key) => key.authorId), ids: ids.map((key) => key.id) });
}

export async function findPost(db: Database, authorId: string, id: string) {
  const [row] = await findPostsByIds(db, [{ authorId, id }]);
  return row ?? null;
}

export interface NewPost {
  authorId: string;
  id: string;
  text: string;
  images: StoredImage[];
  gif: StoredGif | null;
  youtubeId: string | null;
  creationDate: Date;
}

/** Inserts the post and counts it on its author, in one transaction; false when the author has no profile. */
export async function insertPost(db: Database, post: NewPost): Promise<boolean> {
  return db.transaction(async (tx) => {
    const counted = await tx
      .update(users)
      .set({ postsCount: sql`${users.postsCount} + 1` })
      .where(eq(users.id, post.authorId))
      .returning({ id: users.id });
    if (counted.length === 0) return false;
    await tx.insert(posts).values({ ...post, date: post.creationDate });
    await refreshWithdrawn(tx, post.authorId, tokensOf(post.images));
    return true;
  });
}

export async function updatePostContent(
  db: Database,
  key: { authorId: string; id: string },
  content: { text: string; images: StoredImage[]; gif: StoredGif | null; youtubeId: string | null; editedBy: string; editedAt: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const live = and(eq(posts.authorId, key.authorId), eq(posts.id, key.id), eq(posts.isDeleted, false));
    const [before] = await tx.select({ images: posts.images }).from(posts).where(live).for('update');
    if (!before) return false;
    await tx
      .update(posts)
      .set({
        text: content.text,
        images: content.images,
        gif: content.gif,
        youtubeId: content.youtubeId,
        lastEditDate: content.editedAt,
        lastEditBy: content.editedBy,
      })
      .where(live);
    // Images edited away are withdrawn like a deleted post's; the ones kept or added are shown.
    await refreshWithdrawn(tx, key.authorId, [...tokensOf(before.images), ...tokensOf(content.images)]);
    return true;
  });
}

/** Soft delete (spec 2 §4): flagged, who and when recorded, Date removed, CreationDate kept; uncounted from the author. */
export async function softDeletePost(db: Database, key: { authorId: string; id: string }, deletedBy: string, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(posts)
      .set({ isDeleted: true, deletedBy, deletionDate: at, date: null })
      .where(and(eq(posts.authorId, key.authorId), eq(posts.id, key.id), eq(posts.isDeleted, false)))
      .returning({ images: posts.images });
    if (rows.length === 0) return false;
    await refreshWithdrawn(tx, key.authorId, rows.flatMap((row) => tokensOf(row.images)));
    await tx
      .update(users)
      .set({ postsCount: sql`greatest(${users.postsCount} - 1, 0)` })
      .where(eq(users.id, key.authorId));
    return true;
  });
}

/** The upload tokens of a post's images. */
function tokensOf(images: StoredImage[]): string[] {
  return images.map((image) => uploadTokenOf(image.url)).filter((token) => token !== null);
}
