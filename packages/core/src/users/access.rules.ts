import type { Language } from '../common/languages.ts';
import {
  ACTIVE_SUBSCRIPTION_TIERS,
  COACH_VERIFIED_PREFIX,
  DEFAULT_DISPLAY_NAME_MAX_LENGTH,
  LICENCE_FLAG_PRODUCTS,
  NEWS_TRIAL_DAYS,
  STAFF_ROLES,
  type SubscriptionTier,
} from './users.constants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The fields the access rules read; a CurrentUser satisfies it. */
export interface AccessSubject {
  lifetimeSubscriptionName: SubscriptionTier | null;
  activeSubscriptionName: SubscriptionTier | null;
  activeSubscriptionUntil: string | null;
  canReadNewsUntil: string | null;
  servers: readonly { type: string }[];
  products: readonly string[];
}

const isFuture = (iso: string | null, now: Date) => iso !== null && new Date(iso).getTime() > now.getTime();

/** Lifetime INFINITE, or an active GOLD or INFINITE subscription whose end date is still ahead. */
export function hasActiveSubscription(user: AccessSubject, now: Date = new Date()): boolean {
  if (user.lifetimeSubscriptionName === 'INFINITE') return true;
  return (
    user.activeSubscriptionName !== null &&
    ACTIVE_SUBSCRIPTION_TIERS.includes(user.activeSubscriptionName) &&
    isFuture(user.activeSubscriptionUntil, now)
  );
}

/** In the news trial: no active subscription and the trial end is still ahead. */
export function isInTrial(user: AccessSubject, now: Date = new Date()): boolean {
  return !hasActiveSubscription(user, now) && isFuture(user.canReadNewsUntil, now);
}

/** Whole days left in the trial, counting a started day as a day (30 right after sign-up); 0 when not in trial. */
export function trialDaysLeft(user: AccessSubject, now: Date = new Date()): number {
  if (!isInTrial(user, now) || !user.canReadNewsUntil) return 0;
  return Math.ceil((new Date(user.canReadNewsUntil).getTime() - now.getTime()) / DAY_MS);
}

/**
 * Can read internal news: null when none of the subscription fields is set; otherwise whether the
 * member has an active subscription or is in the trial.
 */
export function canReadNews(user: AccessSubject, now: Date = new Date()): boolean | null {
  const anySet =
    user.activeSubscriptionName !== null || user.activeSubscriptionUntil !== null || user.canReadNewsUntil !== null;
  if (!anySet && user.lifetimeSubscriptionName !== 'INFINITE') return null;
  return hasActiveSubscription(user, now) || isInTrial(user, now);
}

/** Premium: lifetime INFINITE, or an active INFINITE subscription. */
export function isPremium(user: AccessSubject, now: Date = new Date()): boolean {
  if (user.lifetimeSubscriptionName === 'INFINITE') return true;
  return user.activeSubscriptionName === 'INFINITE' && isFuture(user.activeSubscriptionUntil, now);
}

export function hasCryptoServer(user: Pick<AccessSubject, 'servers'>): boolean {
  return user.servers.some((server) => server.type === 'CRYPTO');
}

export interface LicenceFlags {
  pro: boolean;
  proPlus: boolean;
}

export function licenceFlags(products: readonly string[]): LicenceFlags {
  const has = (codes: readonly string[]) => codes.some((code) => products.includes(code));
  return { pro: has(LICENCE_FLAG_PRODUCTS.pro), proPlus: has(LICENCE_FLAG_PRODUCTS.proPlus) };
}

/** Onboarding is shown until the member has either skipped or answered the interests questions. */
export function shouldShowOnboarding(user: { hasSkippedInterests: boolean; hasSetInterests: boolean }): boolean {
  return !user.hasSkippedInterests && !user.hasSetInterests;
}

/** Plan and alias count as set when an alias exists with a trial end, a lifetime name or a subscription end. */
export function hasPlanAndAlias(user: {
  alias: string | null;
  canReadNewsUntil: string | null;
  lifetimeSubscriptionName: string | null;
  activeSubscriptionUntil: string | null;
}): boolean {
  return Boolean(user.alias) && Boolean(user.canReadNewsUntil || user.lifetimeSubscriptionName || user.activeSubscriptionUntil);
}

export function isCoach(verified: string | null | undefined): boolean {
  return typeof verified === 'string' && verified.startsWith(COACH_VERIFIED_PREFIX);
}

export function isStaff(role: string | null | undefined): boolean {
  return typeof role === 'string' && (STAFF_ROLES as readonly string[]).includes(role);
}

/**
 * The display name given to a new profile: the account name as the member typed it (trimmed), else
 * the e-mail's local part, lowercased and cut to 20 characters (spec 1 §4).
 */
export function defaultDisplayName(accountName: string | null | undefined, email: string): string {
  const typed = accountName?.trim();
  if (typed) return typed;
  return (email.split('@')[0] || email).toLowerCase().slice(0, DEFAULT_DISPLAY_NAME_MAX_LENGTH);
}

/** End of the news trial granted to a new profile. */
export function newsTrialEnd(start: Date): Date {
  return new Date(start.getTime() + NEWS_TRIAL_DAYS * DAY_MS);
}

/** The upgrade menu entry: only with the pro or proPlus licence, in French, with the upgrade flag on. */
export function canSeeUpgrade(user: { products: readonly string[] }, language: Language, upgradeFlag: boolean): boolean {
  const flags = licenceFlags(user.products);
  return upgradeFlag && language === 'fr' && (flags.pro || flags.proPlus);
}
