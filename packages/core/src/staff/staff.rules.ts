import { STAFF_GRANT_MAX_YEARS } from './staff.constants.ts';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `YYYY-MM-DD` names a day of the calendar (no 2027-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = DATE_ONLY.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A grant given "until" a day lasts through that day: its end is the day's last millisecond (UTC). */
export function grantEndOfDay(day: string): Date {
  return new Date(`${day}T23:59:59.999Z`);
}

/** Why a grant's last day is refused: already over, or further than the limit; null when it is fine. */
export function grantDayProblem(day: string, now: Date = new Date()): 'past' | 'tooFar' | null {
  const end = grantEndOfDay(day).getTime();
  if (end <= now.getTime()) return 'past';
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() + STAFF_GRANT_MAX_YEARS);
  return end > limit.getTime() ? 'tooFar' : null;
}
