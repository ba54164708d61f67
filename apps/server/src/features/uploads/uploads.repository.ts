import { UPLOADS_URL_PREFIX } from '@arya/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { posts, uploadRefusals, uploads, users } from '../../db/schema/index.ts';

export type NewUpload = Omit<typeof uploads.$inferInsert, 'id' | 'slot' | 'path' | 'token' | 'withdrawn' | 'createdAt'>;
export type UploadRow = typeof uploads.$inferSelect;

export async function hasProfile(db: Database, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return rows.length > 0;
}

/** Slots the member already holds in this hour bucket. */
export async function findUsedSlots(db: Database, userId: string, hourBucket: number): Promise<number[]> {
  const rows = await db
    .select({ slot: uploads.slot })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.hourBucket, hourBucket)));
  return rows.map((row) => row.slot);
}

/**
 * Takes one slot by inserting its row; null when another upload took it first (the unique
 * (user, hour bucket, slot) constraint, and the unique path, decide between concurrent uploads).
 */
export async function insertUploadIfSlotFree(db: Database, upload: NewUpload & { slot: number; path: string; token: string }): Promise<UploadRow | null> {
  const [row] = await db.insert(uploads).values(upload).onConflictDoNothing().returning();
  return row ?? null;
}

export async function deleteUpload(db: Database, id: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.id, id));
}

export async function countRefusals(db: Database, userId: string, hourBucket: number): Promise<number> {
  const [row] = await db
    .select({ count: uploadRefusals.count })
    .from(uploadRefusals)
    .where(and(eq(uploadRefusals.userId, userId), eq(uploadRefusals.hourBucket, hourBucket)));
  return row?.count ?? 0;
}

export async function recordRefusal(db: Database, userId: string, hourBucket: number): Promise<void> {
  await db
    .insert(uploadRefusals)
    .values({ userId, hourBucket, count: 1 })
    .onConflictDoUpdate({ target: [uploadRefusals.userId, uploadRefusals.hourBucket], set: { count: sql`${uploadRefusals.count} + 1` } });
}

/** What serving a file needs: where it is stored, its type, whose it is and whether it was withdrawn. */
export async function findUploadByToken(db: Database, token: string) {
  const [row] = await db
    .select({ path: uploads.path, contentType: uploads.contentType, userId: uploads.userId, withdrawn: uploads.withdrawn })
    .from(uploads)
    .where(eq(uploads.token, token));
  return row ?? null;
}

/** The member's own images among the given tokens, with their recorded sizes (a recording or a PDF is not an image). */
export async function findOwnUploads(db: Database, userId: string, tokens: string[]) {
  if (tokens.length === 0) return [];
  return db
    .select({ token: uploads.token, width: uploads.width, height: uploads.height })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.token, tokens), sql`${uploads.contentType} like 'image/%'`));
}

/** Withdraws these uploads of the member for good (a deleted news item's images, audios and PDFs). */
export async function withdrawUploads(db: Database, userId: string, tokens: string[]): Promise<void> {
  if (tokens.length === 0) return;
  await db.update(uploads).set({ withdrawn: true }).where(and(eq(uploads.userId, userId), inArray(uploads.token, tokens)));
}

/** The member's own files among the given tokens, with their types. */
export async function findOwnFiles(db: Database, userId: string, tokens: string[]) {
  if (tokens.length === 0) return [];
  return db
    .select({ token: uploads.token, contentType: uploads.contentType })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.token, tokens)));
}

/**
 * After posts changed (in the same transaction): each of these uploads is withdrawn exactly when no
 * live post of its owner shows it any more (as an image or as its recording), so a deleted post's
 * images and audio are served to nobody else.
 */
export async function refreshWithdrawn(db: Database, userId: string, tokens: string[]): Promise<void> {
  if (tokens.length === 0) return;
  const shownInLivePost = sql`exists (
    select 1 from ${posts}
    where ${posts.authorId} = ${uploads.userId} and ${posts.isDeleted} = false
      and (${posts.images} @> jsonb_build_array(jsonb_build_object('url', ${UPLOADS_URL_PREFIX} || ${uploads.token})) or ${posts.audio} = ${UPLOADS_URL_PREFIX} || ${uploads.token})
  )`;
  await db
    .update(uploads)
    .set({ withdrawn: sql`not ${shownInLivePost}` })
    .where(and(eq(uploads.userId, userId), inArray(uploads.token, tokens)));
}
