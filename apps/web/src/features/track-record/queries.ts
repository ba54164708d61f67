import { getTrackRecordRoute } from '@arya/core/routes';
import type { TrackRecordPeriod } from '@arya/core/rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { FEED_STALE_TIME_MS } from '../posts/queries.ts';

/** Query keys of members' track records: one entry per member and period. */
export const trackRecordKeys = {
  all: ['trackRecord'] as const,
  of: (userId: string, period: TrackRecordPeriod) => ['trackRecord', userId, period] as const,
};

/** A member's track record over a period, as their profile shows it (and the server's render asks for before drawing it). */
export const trackRecordQuery = (userId: string, period: TrackRecordPeriod) =>
  queryOptions({
    queryKey: trackRecordKeys.of(userId, period),
    queryFn: () => callApi(getTrackRecordRoute, { params: { userId }, query: { period } }),
    staleTime: FEED_STALE_TIME_MS,
  });

/** The record of the period chosen; the previous period's stays on screen while the next one comes. */
export function useTrackRecord(userId: string, period: TrackRecordPeriod) {
  return useQuery({ ...trackRecordQuery(userId, period), placeholderData: keepPreviousData });
}
