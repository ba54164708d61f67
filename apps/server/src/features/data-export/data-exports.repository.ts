import { and, eq, lt, lte } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { Keyset, paginate, type PageRequest } from '../../db/keyset.ts';
import { authUsers, dataExports, users } from '../../db/schema/index.ts';

export type DataExportRow = typeof dataExports.$inferSelect;

/** A new copy in preparation; null when the member already has one (one at a time: data_exports_pending_idx). */
export async function insertPendingExport(tx: Transaction, userId: string): Promise<DataExportRow | null> {
  const [row] = await tx.insert(dataExports).values({ userId }).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findExport(db: Database, exportId: string): Promise<DataExportRow | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, exportId));
  return row ?? null;
}

/** The member's own copy; another member's is not found. */
export async function findMemberExport(db: Database, userId: string, exportId: string): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, exportId), eq(dataExports.userId, userId)));
  return row ?? null;
}

const exportsKeyset = new Keyset(dataExports.requestedAt, [dataExports.id]);

/** A keyset page of the member's copies, newest first (index data_exports_user_idx). */
export function findExportsPage(db: Database, userId: string, page: PageRequest) {
  return paginate(
    exportsKeyset,
    page,
    ({ after, orderBy, limit }) =>
      db
        .select({ row: dataExports, cursorDate: exportsKeyset.instant })
        .from(dataExports)
        .where(and(eq(dataExports.userId, userId), after))
        .orderBy(...orderBy)
        .limit(limit),
    ({ row }) => [row.id],
  );
}

/** The copy is ready; only from pending (a second run of the job changes nothing). Answers whether it moved. */
export async function markReady(db: Database, exportId: string, values: { path: string; bytes: number; readyAt: Date; expiresAt: Date }): Promise<boolean> {
  const moved = await db
    .update(dataExports)
    .set({ status: 'ready', ...values, error: null })
    .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')))
    .returning({ id: dataExports.id });
  return moved.length > 0;
}

/** Copies pending since before `before`: their job has spent its retries (or was lost); they are failed, so the member may ask again. */
export async function failStalePending(db: Database, before: Date): Promise<number> {
  const failed = await db
    .update(dataExports)
    .set({ status: 'failed', error: 'The copy could not be prepared in time' })
    .where(and(eq(dataExports.status, 'pending'), lt(dataExports.requestedAt, before)))
    .returning({ id: dataExports.id });
  return failed.length;
}

/** Ready copies past their expiry, a batch at a time (index data_exports_expiry_idx). */
export function findExpired(db: Database, now: Date, limit: number) {
  return db
    .select({ id: dataExports.id, path: dataExports.path })
    .from(dataExports)
    .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)))
    .orderBy(dataExports.expiresAt)
    .limit(limit);
}

/** The archive is gone: the copy is expired (only from ready). */
export async function markExpired(db: Database, exportId: string): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: 'expired', path: null })
    .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'ready')));
}

/** Whether a copy counts as expired at this instant (the sweep runs hourly; the download checks the time itself). */
export const isPastExpiry = (row: Pick<DataExportRow, 'expiresAt'>, now: Date) => row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();

/** The member's e-mail and language, for the "your copy is ready" message. */
export async function findRecipient(db: Database, userId: string) {
  const [row] = await db
    .select({ email: authUsers.email, name: users.displayName, language: users.defaultLanguage })
    .from(authUsers)
    .innerJoin(users, eq(users.id, authUsers.id))
    .where(eq(authUsers.id, userId));
  return row ?? null;
}
