import { STAFF_MEMBER_LIST_LIMIT, type StaffAction, type StaffActionDetails } from '@arya/core';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { Keyset, paginate, type PageRequest } from '../../db/keyset.ts';
import { authUsers, coinEntries, licences, staffActions, subscriptions, userProtected, users } from '../../db/schema/index.ts';

/** The member an e-mail address, an id or an alias (system or custom, any case) names. */
export async function findMemberIdByLookup(db: Database, lookup: string): Promise<string | null> {
  const lower = lookup.toLowerCase();
  const [row] = lookup.includes('@')
    ? await db.select({ id: users.id }).from(authUsers).innerJoin(users, eq(users.id, authUsers.id)).where(eq(authUsers.email, lower)).limit(1)
    : await db
        .select({ id: users.id })
        .from(users)
        .where(or(eq(users.id, lookup), eq(users.systemAlias, lower), eq(sql`lower(${users.vanityAlias})`, lower)))
        .orderBy(desc(eq(users.id, lookup)))
        .limit(1);
  return row?.id ?? null;
}

const coinsTotal = sql<number>`(select coalesce(sum(${coinEntries.amount}), 0)::int from ${coinEntries} where ${coinEntries.userId} = ${users.id})`;

/** The member's account, profile, plan fields and coins (one statement); null for no such member. */
export async function findStaffMemberRow(db: Database | Transaction, memberId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: authUsers.email,
      displayName: users.displayName,
      systemAlias: users.systemAlias,
      vanityAlias: users.vanityAlias,
      pictureDate: users.pictureDate,
      joinedAt: users.createdAt,
      role: userProtected.role,
      lifetimeSubscriptionName: userProtected.lifetimeSubscriptionName,
      activeSubscriptionName: userProtected.activeSubscriptionName,
      activeSubscriptionUntil: userProtected.activeSubscriptionUntil,
      canReadNewsUntil: userProtected.canReadNewsUntil,
      mutedUntil: userProtected.mutedUntil,
      suspendedUntil: userProtected.suspendedUntil,
      coins: coinsTotal,
    })
    .from(users)
    .innerJoin(authUsers, eq(authUsers.id, users.id))
    .innerJoin(userProtected, eq(userProtected.userId, users.id))
    .where(eq(users.id, memberId));
  return row ?? null;
}
export type StaffMemberRow = NonNullable<Awaited<ReturnType<typeof findStaffMemberRow>>>;

export function findSubscriptions(db: Database | Transaction, memberId: string) {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, memberId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(STAFF_MEMBER_LIST_LIMIT);
}

export function findLicences(db: Database | Transaction, memberId: string) {
  return db
    .select()
    .from(licences)
    .where(eq(licences.userId, memberId))
    .orderBy(desc(licences.createdAt), desc(licences.id))
    .limit(STAFF_MEMBER_LIST_LIMIT);
}

/** Whether the member exists, locking their plan row until the transaction ends (their changes settle in turn). */
export async function lockMember(tx: Transaction, memberId: string): Promise<boolean> {
  const rows = await tx.select({ id: userProtected.userId }).from(userProtected).where(eq(userProtected.userId, memberId)).for('update');
  return rows.length > 0;
}

export async function recordStaffAction(tx: Transaction, entry: { staffId: string; memberId: string; action: StaffAction; details: StaffActionDetails; at: Date }): Promise<void> {
  await tx.insert(staffActions).values({ staffId: entry.staffId, memberId: entry.memberId, action: entry.action, details: entry.details, createdAt: entry.at });
}

export async function insertStaffSubscription(tx: Transaction, values: { id: string; memberId: string; tier: 'GOLD' | 'INFINITE'; start: Date; end: Date; staffId: string }): Promise<void> {
  await tx.insert(subscriptions).values({
    id: values.id,
    userId: values.memberId,
    plan: null,
    tier: values.tier,
    status: 'active',
    currentPeriodStart: values.start,
    currentPeriodEnd: values.end,
    source: 'staff',
    grantedBy: values.staffId,
    createdAt: values.start,
  });
}

export async function findSubscription(db: Database, memberId: string, subscriptionId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, memberId)));
  return row ?? null;
}

export async function findSubscriptionForUpdate(tx: Transaction, memberId: string, subscriptionId: string) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, memberId)))
    .for('update');
  return row ?? null;
}

export async function voidSubscription(tx: Transaction, subscriptionId: string, staffId: string, at: Date): Promise<void> {
  await tx.update(subscriptions).set({ status: 'void', revokedBy: staffId, endedAt: at }).where(eq(subscriptions.id, subscriptionId));
}

export async function insertStaffLicence(tx: Transaction, values: { id: string; memberId: string; product: (typeof licences.$inferInsert)['product']; expiresAt: Date | null; staffId: string; at: Date }) {
  await tx.insert(licences).values({
    id: values.id,
    userId: values.memberId,
    product: values.product,
    status: 'active',
    expiresAt: values.expiresAt,
    grantedBy: values.staffId,
    createdAt: values.at,
    updatedAt: values.at,
  });
}

export async function findLicenceForUpdate(tx: Transaction, memberId: string, licenceId: string) {
  const [row] = await tx
    .select()
    .from(licences)
    .where(and(eq(licences.id, licenceId), eq(licences.userId, memberId)))
    .for('update');
  return row ?? null;
}

export async function revokeLicenceRow(tx: Transaction, licenceId: string, staffId: string, at: Date): Promise<void> {
  await tx.update(licences).set({ status: 'revoked', revokedBy: staffId, revokedAt: at, updatedAt: at }).where(eq(licences.id, licenceId));
}

export async function insertStaffCoins(tx: Transaction, values: { memberId: string; amount: number; note: string; staffId: string; at: Date }): Promise<void> {
  await tx.insert(coinEntries).values({ userId: values.memberId, amount: values.amount, reason: 'staff', grantedBy: values.staffId, note: values.note, createdAt: values.at });
}

/** The history's order: newest first, ties by id (a number: the cursor takes only digits). */
const staffActionsKeyset = new Keyset(staffActions.createdAt, [staffActions.id]);

/** A page of what staff did to the member, newest first, with who did it (one statement). */
export function findStaffActionsPage(db: Database, memberId: string, page: PageRequest) {
  return paginate(
    staffActionsKeyset,
    page,
    ({ after, orderBy, limit }) =>
      db
        .select({
          id: staffActions.id,
          action: staffActions.action,
          details: staffActions.details,
          createdAt: staffActions.createdAt,
          cursorDate: staffActionsKeyset.instant,
          staffId: staffActions.staffId,
          staffName: users.displayName,
        })
        .from(staffActions)
        .innerJoin(users, eq(users.id, staffActions.staffId))
        .where(and(eq(staffActions.memberId, memberId), after))
        .orderBy(...orderBy)
        .limit(limit),
    (row) => [row.id],
  );
}

