import type { ReferralsPage } from '@arya/core/contract';
import { myReferralsRoute } from '@arya/core/routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';

export const referralKeys = { mine: (userId: string) => ['referrals', userId] as const };

/** The member's referral code and coins, and the members they referred, newest first, a keyset page at a time. */
export function useMyReferrals(userId: string) {
  return useInfiniteQuery({
    queryKey: referralKeys.mine(userId),
    queryFn: ({ pageParam, signal }) => callApi(myReferralsRoute, { query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: ReferralsPage) => page.nextCursor ?? undefined,
  });
}
