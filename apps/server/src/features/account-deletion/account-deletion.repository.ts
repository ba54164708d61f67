import type { DeletionContentChoice } from '@arya/core';
import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { accountDeletions, authAccounts, authSessions, subscriptions, users } from '../../db/schema/index.ts';
import { DELETION_HIDDEN_UNTIL } from '../../shared/account-deletion.ts';

/** Whether the account signs in with a password (else only through a provider: Google, Facebook). */
export async function hasPassword(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: authAccounts.id })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'credential'), isNotNull(authAccounts.password)))
    .limit(1);
  return row !== undefined;
}

/** When the member signed in with this session; null when it is gone. */
export async function sessionCreatedAt(db: Database, sessionId: string): Promise<Date | null> {
  const [row] = await db.select({ createdAt: authSessions.createdAt }).from(authSessions).where(eq(authSessions.id, sessionId));
  return row?.createdAt ?? null;
}

/**
 * Records the request, or renews one the member cancelled by signing in before; null when one is
 * already pending (or the account is erased). One statement: two requests at once make one.
 */
export async function insertDeletion(tx: Transaction, values: { userId: string; requestedAt: Date; eraseAfter: Date; content: DeletionContentChoice }) {
  const [row] = await tx
    .insert(accountDeletions)
    .values({ userId: values.userId, requestedAt: values.requestedAt, eraseAfter: values.eraseAfter, contentChoice: values.content })
    .onConflictDoUpdate({
      target: accountDeletions.userId,
      set: { requestedAt: values.requestedAt, eraseAfter: values.eraseAfter, contentChoice: values.content, restoredAt: null, erasingAt: null, erasureNotes: null },
      setWhere: sql`${accountDeletions.restoredAt} is not null and ${accountDeletions.erasedAt} is null`,
    })
    .returning({ requestedAt: accountDeletions.requestedAt, eraseAfter: accountDeletions.eraseAfter, content: accountDeletions.contentChoice });
  return row ?? null;
}

/** The member's content disappears for everyone else while the deletion is pending; false when they have no profile. */
export async function hideMember(tx: Transaction, userId: string): Promise<boolean> {
  const hidden = await tx.update(users).set({ hiddenUntil: DELETION_HIDDEN_UNTIL }).where(eq(users.id, userId)).returning({ id: users.id });
  return hidden.length > 0;
}

export async function deleteAllSessions(tx: Transaction, userId: string): Promise<number> {
  const deleted = await tx.delete(authSessions).where(eq(authSessions.userId, userId)).returning({ id: authSessions.id });
  return deleted.length;
}

/** The member's subscriptions the provider renews: running, not yet cancelled. */
export function renewingSubscriptions(db: Database, userId: string, source: string, now: Date) {
  return db
    .select({ id: subscriptions.id, providerSubscriptionId: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.source, source as 'stripe'),
        eq(subscriptions.status, 'active'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        isNull(subscriptions.endedAt),
        isNotNull(subscriptions.providerSubscriptionId),
        sql`${subscriptions.currentPeriodEnd} > ${now.toISOString()}`,
      ),
    );
}

export async function markCancelledAtPeriodEnd(db: Database, subscriptionId: string, at: Date): Promise<void> {
  await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: true, cancelledAt: at })
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.cancelAtPeriodEnd, false)));
}

/** Deletions due and neither erased nor cancelled (the daily catch-up), oldest first. */
export function dueDeletions(db: Database, now: Date, limit: number) {
  return db
    .select({ userId: accountDeletions.userId, requestedAt: accountDeletions.requestedAt })
    .from(accountDeletions)
    .where(and(isNull(accountDeletions.erasedAt), isNull(accountDeletions.restoredAt), lte(accountDeletions.eraseAfter, now)))
    .orderBy(accountDeletions.eraseAfter)
    .limit(limit);
}
