import { UPLOADS_URL_PREFIX } from '@arya/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { posts, uploads } from '../db/schema/index.ts';

/* A member's own uploads, as the writers of posts, ideas, news and comments attach them. */

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
