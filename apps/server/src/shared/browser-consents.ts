import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { consentRecords } from '../db/schema/index.ts';

/**
 * The consent choices a browser made before its visitor signed up become the new member's (their
 * data export lists them): the rows of the browser's consent id that no member holds yet.
 */
export async function linkBrowserConsents(db: Database, consentId: string, userId: string): Promise<void> {
  await db
    .update(consentRecords)
    .set({ userId })
    .where(and(eq(consentRecords.consentId, consentId), isNull(consentRecords.userId)));
}
