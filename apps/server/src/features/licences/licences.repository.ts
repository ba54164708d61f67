import { LICENCES_LISTED_MAX, type BrokerId } from '@arya/core';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { licences, userProtected } from '../../db/schema/index.ts';

export type LicenceRow = typeof licences.$inferSelect;

/** Core `licenceRunsAt` in SQL: not revoked, and its last day (if any) not over. */
export const licenceRuns = (now: Date) => and(eq(licences.status, 'active'), or(isNull(licences.expiresAt), gt(licences.expiresAt, now)));

/** A licence id: unguessable, and safe in a path (`/api/v2/license/{id}`). */
export const newLicenceId = () => `lic_${randomBytes(12).toString('base64url')}`;

/** The member's licences, active ones first, then oldest first (one bounded query). */
export async function listMemberLicences(db: Database, userId: string): Promise<LicenceRow[]> {
  return db
    .select()
    .from(licences)
    .where(eq(licences.userId, userId))
    .orderBy(sql`${licences.status} = 'revoked'`, asc(licences.createdAt), asc(licences.id))
    .limit(LICENCES_LISTED_MAX);
}

/** One licence of the member, with the member's shop id; null when the member holds no licence of that id. */
export async function findMemberLicence(db: Database, userId: string, licenceId: string): Promise<{ licence: LicenceRow; shopId: string | null } | null> {
  const [row] = await db
    .select({ licence: licences, shopId: userProtected.shopId })
    .from(licences)
    .innerJoin(userProtected, eq(userProtected.userId, licences.userId))
    .where(and(eq(licences.id, licenceId), eq(licences.userId, userId)));
  return row ?? null;
}

/** Ties a licence to a broker and MT4 account, unless it was revoked or ran out meanwhile (then null). */
export async function storeLicenceAccount(
  db: Database,
  userId: string,
  licenceId: string,
  account: { broker: BrokerId; accountId: string },
): Promise<LicenceRow | null> {
  const [row] = await db
    .update(licences)
    .set({ broker: account.broker, accountId: account.accountId, updatedAt: sql`now()` })
    .where(and(eq(licences.id, licenceId), eq(licences.userId, userId), licenceRuns(new Date())))
    .returning();
  return row ?? null;
}

/** The distinct product codes of the member's running licences (active, last day not over). */
export async function activeProductCodes(db: Database, userId: string, now: Date = new Date()): Promise<LicenceRow['product'][]> {
  const rows = await db
    .selectDistinct({ product: licences.product })
    .from(licences)
    .where(and(eq(licences.userId, userId), licenceRuns(now)));
  return rows.map((row) => row.product);
}
