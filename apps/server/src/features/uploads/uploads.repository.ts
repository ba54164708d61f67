import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploadRefusals, uploads, users } from '../../db/schema/index.ts';

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

