import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { authUsers, userProtected } from '../../db/schema/index.ts';

/**
 * The number becomes the member's, verified: on the account (unique, so one member per number) and
 * on the profile. Until this runs, the number they had stays theirs.
 */
export async function linkVerifiedNumber(tx: Transaction, userId: string, phoneNumber: string): Promise<void> {
  await tx.update(authUsers).set({ phoneNumber, phoneNumberVerified: true }).where(eq(authUsers.id, userId));
  await tx.update(userProtected).set({ phoneNumber }).where(eq(userProtected.userId, userId));
}
