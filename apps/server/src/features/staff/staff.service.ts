import { randomUUID } from 'node:crypto';
import {
  grantEndOfDay,
  restrictionEnd,
  STAFF_ACTIONS_PAGE_SIZE,
  subscriptionStatusAt,
  type ModerationReason,
  type RestrictionDuration,
  type StaffAction,
  type StaffActionDetails,
  type StaffActionsPage,
  type StaffGrantTier,
  type StaffMember,
} from '@arya/core';
import type { Database, Transaction } from '../../db/client.ts';
import type { licences } from '../../db/schema/index.ts';
import type { Fail } from '../../http/fail.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { asPaymentFailure } from '../payments/provider-errors.ts';
import { refreshActivePlan } from '../../shared/active-plan.repository.ts';
import { toStaffMember } from './staff-member.dto.ts';
import * as repository from './staff.repository.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { setRestrictions } from '../../shared/members/restrictions.repository.ts';
import { recordDecision } from '../../shared/moderation/decisions.ts';

type MemberFail = Fail<'USER_NOT_FOUND'>;
const notFound = (fail: MemberFail) => fail('USER_NOT_FOUND', 'No member matches');

/** The member as staff see them: profile and plan, coins, newest subscriptions and licences (three statements at once). */
export async function staffMember(db: Database, memberId: string, fail: MemberFail): Promise<StaffMember> {
  const [row, subscriptions, licenceRows] = await Promise.all([
    repository.findStaffMemberRow(db, memberId),
    repository.findSubscriptions(db, memberId),
    repository.findLicences(db, memberId),
  ]);
  if (!row) return notFound(fail);
  return toStaffMember(row, subscriptions, licenceRows);
}

export async function lookUpMember(db: Database, lookup: string, fail: MemberFail): Promise<StaffMember> {
  const memberId = await repository.findMemberIdByLookup(db, lookup);
  if (!memberId) return notFound(fail);
  return staffMember(db, memberId, fail);
}

export async function staffActionsOf(db: Database, memberId: string, query: { limit?: number | undefined; cursor?: string | undefined }, fail: MemberFail): Promise<StaffActionsPage> {
  const page = await repository.findStaffActionsPage(db, memberId, { limit: query.limit ?? STAFF_ACTIONS_PAGE_SIZE, cursor: query.cursor });
  if (page.items.length === 0 && query.cursor === undefined && !(await repository.findStaffMemberRow(db, memberId))) notFound(fail);
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
async function changeAsStaff(
  db: Database,
  change: StaffChange,
  apply: (tx: Transaction, at: Date) => Promise<{ action: StaffAction; details: StaffActionDetails }>,
  fail: ChangeFail,
): Promise<StaffMember> {
  if (change.staffId === change.memberId) fail('STAFF_SELF_ACTION', "Staff cannot change their own account");
  await db.transaction(async (tx) => {
    if (!(await repository.lockMember(tx, change.memberId))) notFound(fail);
    const at = new Date();
    const { action, details } = await apply(tx, at);
    await repository.recordStaffAction(tx, { staffId: change.staffId, memberId: change.memberId, action, details, at });
  });
  return staffMember(db, change.memberId, fail);
}

/** What every change by staff may answer: no such member, or their own account. */
type ChangeFail = Fail<'USER_NOT_FOUND' | 'STAFF_SELF_ACTION'>;

export function grantSubscription(db: Database, change: StaffChange, input: { tier: StaffGrantTier; until: string }, fail: ChangeFail): Promise<StaffMember> {
  return changeAsStaff(db, change, async (tx, at) => {
    const id = `staff_${randomUUID()}`;
    const end = grantEndOfDay(input.until);
    await repository.insertStaffSubscription(tx, { id, memberId: change.memberId, tier: input.tier, start: at, end, staffId: change.staffId });
    await refreshActivePlan(tx, change.memberId, at);
    return { action: 'subscription.grant', details: { subscriptionId: id, tier: input.tier, until: end.toISOString() } };
  }, fail);
}

/**
 * Ends a subscription now. One the payment provider renews is ended there first (a failure there
 * changes nothing here): a member whose premium staff revoked is never charged for it again.
 */
export async function revokeSubscription(
  db: Database,
  payments: PaymentProvider,
  change: StaffChange,
  subscriptionId: string,
  fail: ChangeFail & Fail<'SUBSCRIPTION_NOT_FOUND' | 'SUBSCRIPTION_ALREADY_ENDED' | 'PAYMENT_PROVIDER_ERROR' | 'SERVICE_UNAVAILABLE'>,
): Promise<StaffMember> {
  if (change.staffId === change.memberId) fail('STAFF_SELF_ACTION', "Staff cannot change their own account");
  const found = await repository.findSubscription(db, change.memberId, subscriptionId);
  if (!found) return fail('SUBSCRIPTION_NOT_FOUND', 'This member has no such subscription');
  if (subscriptionStatusAt(found, new Date()) !== 'active') fail('SUBSCRIPTION_ALREADY_ENDED', 'This subscription has already ended');
  if (found.source === 'stripe' && found.providerSubscriptionId) {
    try {
      await payments.cancelNow(found.providerSubscriptionId);
    } catch (error) {
      asPaymentFailure(error, fail);
    }
  }
  return changeAsStaff(db, change, async (tx, at) => {
    const subscription = await repository.findSubscriptionForUpdate(tx, change.memberId, subscriptionId);
    if (!subscription) return fail('SUBSCRIPTION_NOT_FOUND', 'This member has no such subscription');
    if (subscriptionStatusAt(subscription, at) !== 'active') fail('SUBSCRIPTION_ALREADY_ENDED', 'This subscription has already ended');
    await repository.voidSubscription(tx, subscriptionId, change.staffId, at);
    await refreshActivePlan(tx, change.memberId, at);
    return { action: 'subscription.revoke', details: { subscriptionId, tier: subscription.tier } };
  }, fail);
}

type LicenceProduct = (typeof licences.$inferInsert)['product'];

export function grantLicence(db: Database, change: StaffChange, input: { product: LicenceProduct; expiresOn?: string | undefined }, fail: ChangeFail): Promise<StaffMember> {
  return changeAsStaff(db, change, async (tx, at) => {
    const id = `lic_${randomUUID()}`;
    const expiresAt = input.expiresOn ? grantEndOfDay(input.expiresOn) : null;
    await repository.insertStaffLicence(tx, { id, memberId: change.memberId, product: input.product, expiresAt, staffId: change.staffId, at });
    return { action: 'licence.grant', details: { licenceId: id, product: input.product, expiresAt: expiresAt ? expiresAt.toISOString() : null } };
  }, fail);
}

export function revokeLicence(db: Database, change: StaffChange, licenceId: string, fail: ChangeFail & Fail<'LICENCE_NOT_FOUND' | 'LICENCE_REVOKED'>): Promise<StaffMember> {
  return changeAsStaff(db, change, async (tx, at) => {
    const licence = await repository.findLicenceForUpdate(tx, change.memberId, licenceId);
    if (!licence) return fail('LICENCE_NOT_FOUND', 'This member has no such licence');
    if (licence.status === 'revoked') fail('LICENCE_REVOKED', 'This licence is already revoked');
    await repository.revokeLicenceRow(tx, licenceId, change.staffId, at);
    return { action: 'licence.revoke', details: { licenceId, product: licence.product } };
  }, fail);
}

export function grantCoins(db: Database, change: StaffChange, input: { amount: number; note: string }, fail: ChangeFail): Promise<StaffMember> {
  return changeAsStaff(db, change, async (tx, at) => {
    await repository.insertStaffCoins(tx, { memberId: change.memberId, amount: input.amount, note: input.note, staffId: change.staffId, at });
    return { action: 'coins.grant', details: { amount: input.amount, note: input.note } };
  }, fail);
}

/**
 * Mutes or suspends a member until the end of `days` (null: for good), or lifts both. A suspension
 * signs their sessions out in the same transaction; the caller tells their open sockets.
 */
export function restrictMember(
  db: Database,
  jobs: Pick<JobQueue, 'send'>,
  change: StaffChange,
  input: { action: 'mute' | 'suspend' | 'lift'; reason?: ModerationReason | undefined; days?: RestrictionDuration | undefined; note: string },
  fail: ChangeFail,
): Promise<StaffMember> {
  return changeAsStaff(db, change, async (tx, at) => {
    // A moderation decision too (no notice: staff's own), so the member gets its statement of reasons and may contest it.
    const decide = (action: 'mute' | 'suspend' | 'lift', endsAt: Date | null) =>
      recordDecision(tx, jobs, {
        caseId: null,
        memberId: change.memberId,
        moderatorId: change.staffId,
        action,
        reason: input.reason ?? 'other',
        law: null,
        statement: input.note,
        endsAt,
        noticeSource: 'staff',
        item: null,
        snapshot: null,
        at,
      });
    if (input.action === 'lift') {
      await setRestrictions(tx, change.memberId, { mutedUntil: null, suspendedUntil: null });
      await decide('lift', null);
      return { action: 'member.lift', details: { note: input.note } };
    }
    const until = restrictionEnd(at, input.days ?? null);
    await setRestrictions(tx, change.memberId, input.action === 'mute' ? { mutedUntil: until } : { suspendedUntil: until });
    await decide(input.action, until);
    return { action: input.action === 'mute' ? 'member.mute' : 'member.suspend', details: { note: input.note, restrictedUntil: input.days === null || input.days === undefined ? null : until.toISOString() } };
  }, fail);
}
