import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { accountDeletions, authSessions, userProtected, users } from '../../db/schema/index.ts';

/**
 * Sets the member's restrictions' ends (null: none), in the caller's transaction. A suspension
 * also signs every session of theirs out and hides their content from others until it ends
 * (`users.hidden_until`); lifting a suspension shows it again, unless the member is leaving (an
 * account deletion waiting for its end keeps it hidden). The caller tells their open sockets
 * (`liveAccess.sessionsEnded` for a suspension, `memberChanged` otherwise) once committed.
 */
export async function setRestrictions(tx: Transaction, memberId: string, ends: { mutedUntil?: Date | null; suspendedUntil?: Date | null }): Promise<void> {
  await tx.update(userProtected).set(ends).where(eq(userProtected.userId, memberId));
  // A member whose account deletion waits for its end stays hidden for good, whatever a suspension says.
  const leaving = sql`exists (select 1 from ${accountDeletions} where ${accountDeletions.userId} = ${memberId} and ${accountDeletions.erasedAt} is null and ${accountDeletions.restoredAt} is null)`;
  if (ends.suspendedUntil) {
    await tx.delete(authSessions).where(eq(authSessions.userId, memberId));
    await tx
      .update(users)
      .set({ hiddenUntil: sql`case when ${leaving} then ${users.hiddenUntil} else ${ends.suspendedUntil.toISOString()}::timestamptz end` })
      .where(eq(users.id, memberId));
  } else if (ends.suspendedUntil === null) {
    await tx.update(users).set({ hiddenUntil: null }).where(sql`${users.id} = ${memberId} and not ${leaving}`);
  }
}
