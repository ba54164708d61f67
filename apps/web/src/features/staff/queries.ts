import type { FailedJobsPage, GrantCoinsInput, GrantLicenceInput, GrantSubscriptionInput, RestrictMemberInput, StaffActionsPage, StaffMember } from '@arya/core/contract';
import {
  staffActionsRoute,
  staffFailedJobsRoute,
  staffGrantCoinsRoute,
  staffRestrictMemberRoute,
  staffGrantLicenceRoute,
  staffGrantSubscriptionRoute,
  staffMemberLookupRoute,
  staffMemberRoute,
  staffRevokeLicenceRoute,
  staffRevokeSubscriptionRoute,
  staffTranslationQueueRoute,
  retryFailedJobRoute,
} from '@arya/core/routes';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';

export const staffKeys = {
  all: ['staff'] as const,
  member: (memberId: string) => ['staff', 'member', memberId] as const,
  actions: (memberId: string) => ['staff', 'actions', memberId] as const,
  failedJobs: ['staff', 'failed-jobs'] as const,
  translationQueue: ['staff', 'translation-queue'] as const,
};

export function useStaffMember(memberId: string | null) {
  return useQuery({
    queryKey: staffKeys.member(memberId ?? 'none'),
    queryFn: ({ signal }) => callApi(staffMemberRoute, { params: { memberId: memberId as string }, signal }),
    enabled: memberId !== null,
  });
}

/** What staff did to the member, newest first, a keyset page at a time. */
export function useStaffActions(memberId: string) {
  return useInfiniteQuery({
    queryKey: staffKeys.actions(memberId),
    queryFn: ({ pageParam, signal }) => callApi(staffActionsRoute, { params: { memberId }, query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: StaffActionsPage) => page.nextCursor ?? undefined,
  });
}

/** Background jobs whose retries are spent, the latest failure first, a keyset page at a time. */
export function useFailedJobs() {
  return useInfiniteQuery({
    queryKey: staffKeys.failedJobs,
    queryFn: ({ pageParam, signal }) => callApi(staffFailedJobsRoute, { query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: FailedJobsPage) => page.nextCursor ?? undefined,
  });
}

/** Sends a failed job back to its queue; the list is read again (it has left it). */
export function useRetryFailedJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => callApi(retryFailedJobRoute, { params: { jobId } }),
    onSettled: () => client.invalidateQueries({ queryKey: staffKeys.failedJobs }),
  });
}

/** The machine translation queue: who translates, the month's budget, the jobs, and why they wait. */
export function useTranslationQueue() {
  return useQuery({
    queryKey: staffKeys.translationQueue,
    queryFn: ({ signal }) => callApi(staffTranslationQueueRoute, { signal }),
  });
}

/** The member as the server answered after a change, and their history read again. */
function showChanged(client: QueryClient, member: StaffMember) {
  client.setQueryData(staffKeys.member(member.id), member);
  void client.invalidateQueries({ queryKey: staffKeys.actions(member.id) });
}

export function useLookUpMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (q: string) => callApi(staffMemberLookupRoute, { query: { q } }),
    onSuccess: (member) => client.setQueryData(staffKeys.member(member.id), member),
  });
}

export type StaffChange =
  | { kind: 'grantSubscription'; input: GrantSubscriptionInput }
  | { kind: 'revokeSubscription'; subscriptionId: string }
  | { kind: 'grantLicence'; input: GrantLicenceInput }
  | { kind: 'revokeLicence'; licenceId: string }
  | { kind: 'grantCoins'; input: GrantCoinsInput }
  | { kind: 'restrict'; input: RestrictMemberInput };

function send(memberId: string, change: StaffChange): Promise<StaffMember> {
  switch (change.kind) {
    case 'grantSubscription':
      return callApi(staffGrantSubscriptionRoute, { params: { memberId }, body: change.input });
    case 'revokeSubscription':
      return callApi(staffRevokeSubscriptionRoute, { params: { memberId, subscriptionId: change.subscriptionId } });
    case 'grantLicence':
      return callApi(staffGrantLicenceRoute, { params: { memberId }, body: change.input });
    case 'revokeLicence':
      return callApi(staffRevokeLicenceRoute, { params: { memberId, licenceId: change.licenceId } });
    case 'grantCoins':
      return callApi(staffGrantCoinsRoute, { params: { memberId }, body: change.input });
    case 'restrict':
      return callApi(staffRestrictMemberRoute, { params: { memberId }, body: change.input });
  }
}

/** One change of the member's account by staff; the page then shows the member as the server answered. */
export function useStaffChange(memberId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: StaffChange) => send(memberId, change),
    onSuccess: (member) => showChanged(client, member),
  });
}
