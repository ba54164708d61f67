import type { PremiumPlanId, SubscriptionSource, SubscriptionTier } from '@arya/core';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { Keyset, paginate, type PageRequest } from '../../db/keyset.ts';
import { subscriptions, userProtected } from '../../db/schema/index.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Locks the member's protected row: checkouts and plan changes of one member happen one after the other. */
export async function lockMember(tx: Transaction, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: userProtected.userId }).from(userProtected).where(eq(userProtected.userId, userId)).for('update');
  return rows.length > 0;
}

/** Whether the member has a subscription that runs and renews (core `preventsNewCheckout`, in SQL). */
export async function hasRenewingSubscription(tx: Transaction, userId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active'), gt(subscriptions.currentPeriodEnd, now), eq(subscriptions.cancelAtPeriodEnd, false)))
    .limit(1);
  return rows.length > 0;
}

export async function insertSubscription(
  tx: Transaction,
  subscription: {
    id: string;
    userId: string;
    plan: PremiumPlanId;
    tier: Exclude<SubscriptionTier, 'SILVER'>;
    currentPeriodStart: Date;
    currentPeriodEnd: Date;
    source: SubscriptionSource;
    providerSubscriptionId: string | null;
    providerCustomerId: string | null;
    createdAt?: Date;
  },
): Promise<void> {
  await tx.insert(subscriptions).values({ ...subscription, status: 'active' });
}

export async function lockByProviderId(tx: Transaction, providerSubscriptionId: string): Promise<SubscriptionRow | null> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId)).for('update');
  return row ?? null;
}

/** The member's own subscription; null for one that does not exist or is another member's. */
export async function findMemberSubscription(db: Database, userId: string, subscriptionId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)));
  return row ?? null;
}

/** Marks it cancelled at its period's end unless it already is; answers the row changed, or null. */
export async function markCancelled(tx: Transaction, subscriptionId: string, at: Date): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: true, cancelledAt: at })
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.cancelAtPeriodEnd, false)))
    .returning();
  return row ?? null;
}

/** The provider says whether it renews: a cancellation made there (or withdrawn) is followed here. */
export async function setCancelAtPeriodEnd(tx: Transaction, subscriptionId: string, cancel: boolean, at: Date): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: cancel, cancelledAt: cancel ? sql`coalesce(${subscriptions.cancelledAt}, ${at})` : null })
    .where(eq(subscriptions.id, subscriptionId));
}

/** A renewal paid: the next period runs. */
export async function renew(tx: Transaction, subscriptionId: string, period: { start: Date; end: Date }): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ status: 'active', currentPeriodStart: period.start, currentPeriodEnd: sql`greatest(${subscriptions.currentPeriodEnd}, ${period.end})` })
    .where(eq(subscriptions.id, subscriptionId));
}

/** Ended at the provider (not renewed, or stopped): void from then on. */
export async function markEnded(tx: Transaction, subscriptionId: string, endedAt: Date): Promise<void> {
  await tx.update(subscriptions).set({ status: 'void', endedAt }).where(eq(subscriptions.id, subscriptionId));
}

const subscriptionsKeyset = new Keyset(subscriptions.createdAt, [subscriptions.id]);

/** A keyset page of the member's subscriptions, newest first (index subscriptions_user_idx). */
export function findSubscriptionsPage(db: Database, userId: string, page: PageRequest) {
  return paginate(
    subscriptionsKeyset,
    page,
    ({ after, orderBy, limit }) =>
      db
        .select({ subscription: subscriptions, cursorDate: subscriptionsKeyset.instant })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), after))
        .orderBy(...orderBy)
        .limit(limit),
    (row) => [row.subscription.id],
  );
}
