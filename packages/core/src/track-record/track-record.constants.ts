/** Issue 28: the periods a member's track record is read over, by publication date; all time by default. */
export const TRACK_RECORD_PERIODS = ['30d', '90d', 'all'] as const;
export type TrackRecordPeriod = (typeof TRACK_RECORD_PERIODS)[number];
export const DEFAULT_TRACK_RECORD_PERIOD: TrackRecordPeriod = 'all';

/** The days a period goes back from now (null: since the first idea). */
export const TRACK_RECORD_PERIOD_DAYS: Readonly<Record<TrackRecordPeriod, number | null>> = { '30d': 30, '90d': 90, all: null };

/** When a period starts, counted back from `now`; null for all time. */
export function trackRecordSince(period: TrackRecordPeriod, now: Date = new Date()): Date | null {
  const days = TRACK_RECORD_PERIOD_DAYS[period];
  return days === null ? null : new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}
