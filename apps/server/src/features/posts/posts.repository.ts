import { uploadTokenOf } from '@arya/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { posts, users, type StoredGif, type StoredImage } from '../../db/schema/index.ts';
import { refreshWithdrawn } from '../uploads/uploads.repository.ts';

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
