import type { PublicUser } from '@arya/core/contract';
import { isSearchableTerm, USER_SEARCH_DEBOUNCE_MS } from '@arya/core/rules';
import { useDebouncedValue } from '../gifs/use-debounced-value.ts';
import { useMemberSearch } from './queries.ts';

/**
 * What the search popup shows: nothing under the minimum length; "searching" from the first
 * searchable keystroke until the answer for the term as typed now arrives; then its results, none,
 * or the failure.
 */
export type MemberSearchStatus = 'idle' | 'searching' | 'results' | 'empty' | 'error';

const NO_USERS: PublicUser[] = [];

/** The members matching what the member typed, asked once typing pauses for USER_SEARCH_DEBOUNCE_MS. */
export function useMemberSearchResults(typed: string) {
  const term = typed.trim();
  const settled = useDebouncedValue(term, USER_SEARCH_DEBOUNCE_MS);
  const search = useMemberSearch(settled);
  // Results of an older term are not shown for the one being typed.
  const current = settled === term;
  const users = (current && search.data) || NO_USERS;

  let status: MemberSearchStatus;
  if (!isSearchableTerm(term)) status = 'idle';
  else if (!current || search.isPending || (search.isFetching && users.length === 0)) status = 'searching';
  else if (users.length > 0) status = 'results';
  else status = search.isError ? 'error' : 'empty';

  return { users, status, error: search.error, retry: () => void search.refetch() };
}
