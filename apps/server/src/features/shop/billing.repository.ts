import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userPrivate, users } from '../../db/schema/index.ts';
import type { StoredAddress } from '../../db/schema/user-private.ts';

/** The member's billing address (the profile's address) and language; undefined for a member without a profile. */
export async function findBillingAddress(db: Database, userId: string): Promise<{ address: StoredAddress | null; language: 'fr' | 'en' } | undefined> {
  const [row] = await db.select({ address: userPrivate.address, language: users.defaultLanguage }).from(userPrivate).innerJoin(users, eq(users.id, userPrivate.userId)).where(eq(userPrivate.userId, userId));
  return row ? { address: row.address, language: row.language === 'en' ? 'en' : 'fr' } : undefined;
}

export async function saveBillingAddress(db: Database, userId: string, address: StoredAddress): Promise<boolean> {
  const rows = await db.update(userPrivate).set({ address }).where(eq(userPrivate.userId, userId)).returning({ id: userPrivate.userId });
  return rows.length > 0;
}
