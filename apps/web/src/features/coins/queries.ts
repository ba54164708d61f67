import type { CoinEntriesPage } from '@arya/core/contract';
import { myCoinsRoute } from '@arya/core/routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';

export const coinsKeys = { mine: (userId: string) => ['coins', userId] as const };

/** The member's balance and coins ledger, newest first, a keyset page at a time. */
export function useMyCoins(userId: string) {
  return useInfiniteQuery({
    queryKey: coinsKeys.mine(userId),
    queryFn: ({ pageParam, signal }) => callApi(myCoinsRoute, { query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: CoinEntriesPage) => page.nextCursor ?? undefined,
  });
}
