/**
 * Restrictions moderation puts on a member (the spec's IsMuted, and suspension): each has an end
 * date, so it ends by time alone, without a job. A permanent one ends at the far end of time.
 */
export const RESTRICTION_KINDS = ['mute', 'suspend'] as const;
export type RestrictionKind = (typeof RESTRICTION_KINDS)[number];

/** How long a restriction lasts, in days; null: for good. */
export const RESTRICTION_DURATIONS_DAYS = [1, 7, 30, 90, null] as const;
export type RestrictionDuration = (typeof RESTRICTION_DURATIONS_DAYS)[number];

/** The end of a permanent restriction (a date every database and browser handles, unlike 'infinity'). */
export const PERMANENT_UNTIL = '9999-12-31T23:59:59.000Z';

/** Whether a restriction ending at `until` still applies at `now`. */
export function restrictionActive(until: Date | string | null | undefined, now: Date = new Date()): boolean {
  if (until === null || until === undefined) return false;
  return new Date(until).getTime() > now.getTime();
}

/** When a restriction starting at `from` for `days` (null: for good) ends. */
export function restrictionEnd(from: Date, days: RestrictionDuration): Date {
  return days === null ? new Date(PERMANENT_UNTIL) : new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
}

/** Whether an end date means "for good". */
export function isPermanent(until: Date | string): boolean {
  return new Date(until).getTime() >= new Date(PERMANENT_UNTIL).getTime();
}
