import { getUsersRoute } from '@arya/core/routes';
import { isSearchableTerm } from '@arya/core/rules';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';

export const memberSearchKeys = {
  all: ['users', 'search'] as const,
  term: (term: string) => ['users', 'search', term] as const,
};

/** A term searched a moment ago is shown again at once, when the member types it back. */
export const MEMBER_SEARCH_STALE_TIME_MS = 60_000;

/** The members matching `term` (best matches first, a few at most); nothing is asked for a term too short. */
export function useMemberSearch(term: string) {
  return useQuery({
    queryKey: memberSearchKeys.term(term),
    queryFn: ({ signal }) => callApi(getUsersRoute, { query: { search: term }, signal }),
    enabled: isSearchableTerm(term),
    select: (page) => page.users,
    staleTime: MEMBER_SEARCH_STALE_TIME_MS,
  });
}
