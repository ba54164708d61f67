import { hasActiveSubscription, isInTrial, isPremium, restrictionActive, type StaffLicence, type StaffMember } from '@arya/core';
import type { licences, subscriptions } from '../../db/schema/index.ts';
import { toSubscription } from '../payments/billing.dto.ts';
import type { StaffMemberRow } from './staff.repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toStaffLicence(row: typeof licences.$inferSelect): StaffLicence {
  return {
    id: row.id,
    product: row.product,
    broker: row.broker,
    accountId: row.accountId,
    status: row.status,
    expiresAt: iso(row.expiresAt),
    createdAt: row.createdAt.toISOString(),
    revokedAt: iso(row.revokedAt),
  };
}

/** The member as the staff page shows them; the plan flags come from core's access rules, as of now. */
export function toStaffMember(
  row: StaffMemberRow,
  subscriptionRows: (typeof subscriptions.$inferSelect)[],
  licenceRows: (typeof licences.$inferSelect)[],
  now: Date = new Date(),
): StaffMember {
  const subject = {
    lifetimeSubscriptionName: row.lifetimeSubscriptionName,
    activeSubscriptionName: row.activeSubscriptionName,
    activeSubscriptionUntil: iso(row.activeSubscriptionUntil),
    canReadNewsUntil: iso(row.canReadNewsUntil),
    servers: [],
    products: [],
  };
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    systemAlias: row.systemAlias,
    vanityAlias: row.vanityAlias,
    pictureDate: iso(row.pictureDate),
    role: row.role,
    joinedAt: row.joinedAt.toISOString(),
    plan: {
      lifetimeSubscriptionName: subject.lifetimeSubscriptionName,
      activeSubscriptionName: subject.activeSubscriptionName,
      activeSubscriptionUntil: subject.activeSubscriptionUntil,
      canReadNewsUntil: subject.canReadNewsUntil,
      premium: isPremium(subject, now),
      activeSubscription: hasActiveSubscription(subject, now),
      trial: isInTrial(subject, now),
    },
    coins: row.coins,
    mutedUntil: restrictionActive(row.mutedUntil, now) ? iso(row.mutedUntil) : null,
    suspendedUntil: restrictionActive(row.suspendedUntil, now) ? iso(row.suspendedUntil) : null,
    subscriptions: subscriptionRows.map((subscription) => toSubscription(subscription, now)),
    licences: licenceRows.map(toStaffLicence),
  };
}
