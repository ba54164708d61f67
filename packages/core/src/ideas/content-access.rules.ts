import type { Language } from '../common/languages.ts';
import { hasActiveSubscription, isInTrial, isStaff, type AccessSubject } from '../users/access.rules.ts';
import type { SubscriptionTier } from '../users/users.constants.ts';
import { PREMIUM_COACHES_GROUP } from './ideas.constants.ts';

/**
 * What a reader's plan lets them read, worked out once per request from the session: restricted
 * ideas, internal news, the ideas page. Null stands for a visitor.
 */
export interface ReaderAccess {
  staff: boolean;
  /** Spec 1 §4: lifetime INFINITE, or an active GOLD or INFINITE subscription. */
  activeSubscription: boolean;
  /** Spec 1 §4: the 30-day news trial, without an active subscription. */
  trial: boolean;
  /** The plan news are offered by (AvailableFor's subscription): the active one, else the lifetime one. */
  tier: SubscriptionTier;
  /** The language news are read in (AvailableFor's language). */
  language: Language;
}

export function readerAccessOf(user: AccessSubject & { role: string | null; language: Language }, now: Date = new Date()): ReaderAccess {
  const active = hasActiveSubscription(user, now);
  const tier: SubscriptionTier =
    user.lifetimeSubscriptionName === 'INFINITE' ? 'INFINITE' : active && user.activeSubscriptionName ? user.activeSubscriptionName : (user.lifetimeSubscriptionName ?? 'SILVER');
  return { staff: isStaff(user.role), activeSubscription: active, trial: isInTrial(user, now), tier, language: user.language };
}

/**
 * The next moment what a reader may read changes with time alone: the end of their subscription's
 * period or of the news trial, whichever comes first; null when neither is ahead. Whatever holds an
 * access decision for long (an open realtime socket) decides again then.
 */
export function readerAccessChangesAt(user: Pick<AccessSubject, 'activeSubscriptionUntil' | 'canReadNewsUntil'>, now: Date = new Date()): Date | null {
  const ends = [user.activeSubscriptionUntil, user.canReadNewsUntil]
    .map((iso) => (iso === null ? Number.NaN : new Date(iso).getTime()))
    .filter((time) => time > now.getTime());
  return ends.length > 0 ? new Date(Math.min(...ends)) : null;
}

/** Spec 1 §6: the ideas page needs an active trial or subscription (staff always). */
export function canOpenIdeas(access: ReaderAccess | null): boolean {
  return access !== null && (access.staff || access.activeSubscription || access.trial);
}

/**
 * Whether a reader may read a post restricted to an audience (RestrictedTo). The premium coaches
 * group is read by members with an active subscription and by staff (a trial is not enough); its
 * author always reads their own. An unknown audience is read by its author only.
 */
export function mayReadAudience(restrictedTo: string | null, access: ReaderAccess | null, isAuthor: boolean): boolean {
  if (restrictedTo === null || isAuthor) return true;
  if (access === null) return false;
  if (restrictedTo === PREMIUM_COACHES_GROUP) return access.staff || access.activeSubscription;
  return false;
}

export interface AvailabilityPair {
  Subscription: SubscriptionTier;
  Language: Language;
}

/**
 * Spec 2 §6: a news item is read when its AvailableFor holds the reader's plan and language, and
 * the reader may read news at all (an active subscription or the news trial). Staff read them all.
 */
export function mayReadNews(availableFor: readonly AvailabilityPair[], access: ReaderAccess | null): boolean {
  if (access === null) return false;
  if (access.staff) return true;
  if (!access.activeSubscription && !access.trial) return false;
  return availableFor.some((pair) => pair.Subscription === access.tier && pair.Language === access.language);
}
