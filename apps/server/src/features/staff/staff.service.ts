import { randomUUID } from 'node:crypto';
import {
  grantEndOfDay,
  STAFF_ACTIONS_PAGE_SIZE,
  subscriptionStatusAt,
  type StaffAction,
  type StaffActionDetails,
  type StaffActionsPage,
  type StaffGrantTier,
  type StaffMember,
} from '@arya/core';
import type { Database, Transaction } from '../../db/client.ts';
import type { licences } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { asPaymentFailure } from '../payments/provider-errors.ts';
import { refreshActivePlan } from '../../shared/active-plan.repository.ts';
import { toStaffMember } from './staff-member.dto.ts';
import * as repository from './staff.repository.ts';

const notFound = () => new AppError('USER_NOT_FOUND', 'No member matches');

/** The member as staff see them: profile and plan, coins, newest subscriptions and licences (three statements at once). */
export async function staffMember(db: Database, memberId: string): Promise<StaffMember> {
  const [row, subscriptions, licenceRows] = await Promise.all([
    repository.findStaffMemberRow(db, memberId),
    repository.findSubscriptions(db, memberId),
    repository.findLicences(db, memberId),
  ]);
  if (!row) throw notFound();
  return toStaffMember(row, subscriptions, licenceRows);
}

export async function lookUpMember(db: Database, lookup: string): Promise<StaffMember> {
  const memberId = await repository.findMemberIdByLookup(db, lookup);
  if (!memberId) throw notFound();
  return staffMember(db, memberId);
}

export async function staffActionsOf(db: Database, memberId: string, query: { limit?: number | undefined; cursor?: string | undefined }): Promise<StaffActionsPage> {
  const page = await repository.findStaffActionsPage(db, memberId, { limit: query.limit ?? STAFF_ACTIONS_PAGE_SIZE, cursor: query.cursor });
  if (page.items.length === 0 && query.cursor === undefined && !(await repository.findStaffMemberRow(db, memberId))) throw notFound();
  return {
    items: page.items.map((row) => ({
      id: String(row.id),
      action: row.action,
      staff: { id: row.staffId, displayName: row.staffName },
      details: row.details as StaffActionDetails,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}

interface StaffChange {
  staffId: string;
  memberId: string;
}

/**
 * Runs a change of a member's account by staff in one transaction, the member's row locked, and
 * records it (who, what, when) there too; answers the member as they are after it. Staff never
 * change their own account.
 */
async function changeAsStaff(db: Database, change: StaffChange, apply: (tx: Transaction, at: Date) => Promise<{ action: StaffAction; details: StaffActionDetails }>): Promise<StaffMember> {
  if (change.staffId === change.memberId) throw new AppError('STAFF_SELF_ACTION', "Staff cannot change their own account");
  await db.transaction(async (tx) => {
    if (!(await repository.lockMember(tx, change.memberId))) throw notFound();
    const at = new Date();
    const { action, details } = await apply(tx, at);
    await repository.recordStaffAction(tx, { staffId: change.staffId, memberId: change.memberId, action, details, at });
  });
  return staffMember(db, change.memberId);
}

export function grantSubscription(db: Database, change: StaffChange, input: { tier: StaffGrantTier; until: string }): Promise<StaffMember> {
  return changeAsStaff(db, change, async (tx, at) => {
    const id = `staff_${randomUUID()}`;
    const end = grantEndOfDay(input.until);
    await repository.insertStaffSubscription(tx, { id, memberId: change.memberId, tier: input.tier, start: at, end, staffId: change.staffId });
    await refreshActivePlan(tx, change.memberId, at);
    return { action: 'subscription.grant', details: { subscriptionId: id, tier: input.tier, until: end.toISOString() } };
  });
}

/**
 * Ends a subscription now. One the payment provider renews is ended there first (a failure there
 * changes nothing here): a member whose premium staff revoked is never charged for it again.
 */
export async function revokeSubscription(db: Database, payments: PaymentProvider, change: StaffChange, subscriptionId: string): Promise<StaffMember> {
  if (change.staffId === change.memberId) throw new AppError('STAFF_SELF_ACTION', "Staff cannot change their own account");
  const found = await repository.findSubscription(db, change.memberId, subscriptionId);
  if (!found) throw new AppError('SUBSCRIPTION_NOT_FOUND', 'This member has no such subscription');
  if (subscriptionStatusAt(found, new Date()) !== 'active') throw new AppError('SUBSCRIPTION_ALREADY_ENDED', 'This subscription has already ended');
  if (found.source === 'stripe' && found.providerSubscriptionId) {
    try {
      await payments.cancelNow(found.providerSubscriptionId);
    } catch (error) {
      throw asPaymentFailure(error);
    }
  }
  return changeAsStaff(db, change, async (tx, at) => {
    const subscription = await repository.findSubscriptionForUpdate(tx, change.memberId, subscriptionId);
    if (!subscription) throw new AppError('SUBSCRIPTION_NOT_FOUND', 'This member has no such subscription');
    if (subscriptionStatusAt(subscription, at) !== 'active') throw new AppError('SUBSCRIPTION_ALREADY_ENDED', 'This subscription has already ended');
    await repository.voidSubscription(tx, subscriptionId, change.staffId, at);
    await refreshActivePlan(tx, change.memberId, at);
    return { action: 'subscription.revoke', details: { subscriptionId, tier: subscription.tier } };
  });
}

type LicenceProduct = (typeof licences.$inferInsert)['product'];

export function grantLicence(db: Database, change: StaffChange, input: { product: LicenceProduct; expiresOn?: string | undefined }): Promise<StaffMember> {
  return changeAsStaff(db, change, async (tx, at) => {
    const id = `lic_${randomUUID()}`;
    const expiresAt = input.expiresOn ? grantEndOfDay(input.expiresOn) : null;
    await repository.insertStaffLicence(tx, { id, memberId: change.memberId, product: input.product, expiresAt, staffId: change.staffId, at });
    return { action: 'licence.grant', details: { licenceId: id, product: input.product, expiresAt: expiresAt ? expiresAt.toISOString() : null } };
  });
}

export function revokeLicence(db: Database, change: StaffChange, licenceId: string): Promise<StaffMember> {
  return changeAsStaff(db, change, async (tx, at) => {
    const licence = await repository.findLicenceForUpdate(tx, change.memberId, licenceId);
    if (!licence) throw new AppError('LICENCE_NOT_FOUND', 'This member has no such licence');
    if (licence.status === 'revoked') throw new AppError('LICENCE_REVOKED', 'This licence is already revoked');
    await repository.revokeLicenceRow(tx, licenceId, change.staffId, at);
    return { action: 'licence.revoke', details: { licenceId, product: licence.product } };
  });
}

export function grantCoins(db: Database, change: StaffChange, input: { amount: number; note: string }): Promise<StaffMember> {
  return changeAsStaff(db, change, async (tx, at) => {
    await repository.insertStaffCoins(tx, { memberId: change.memberId, amount: input.amount, note: input.note, staffId: change.staffId, at });
    return { action: 'coins.grant', details: { amount: input.amount, note: input.note } };
  });
}
