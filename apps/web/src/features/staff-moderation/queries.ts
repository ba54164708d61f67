import type { AppealsQueuePage, DecideAppealInput, ModerationCase, ModerationQueuePage, ValidDecideCaseInput } from '@arya/core/contract';
import type { AppealStatus } from '@arya/core/rules';
import { appealsQueueRoute, decideAppealRoute, decideCaseRoute, moderationCaseRoute, moderationQueueRoute, moderationQueueSizeRoute } from '@arya/core/routes';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';

export type CaseStatus = 'open' | 'decided' | 'dismissed';

export const staffModerationKeys = {
  all: ['staffModeration'] as const,
  cases: (status: CaseStatus) => ['staffModeration', 'cases', status] as const,
  case: (caseId: string) => ['staffModeration', 'case', caseId] as const,
  appeals: (status: AppealStatus) => ['staffModeration', 'appeals', status] as const,
  size: ['staffModeration', 'size'] as const,
};

/** How often staff's header asks how many cases and appeals wait. */
export const QUEUE_SIZE_REFRESH_MS = 60_000;

/** The cases of a status, the last reported first, a keyset page at a time. */
export function useModerationQueue(status: CaseStatus) {
  return useInfiniteQuery({
    queryKey: staffModerationKeys.cases(status),
    queryFn: ({ pageParam, signal }) => callApi(moderationQueueRoute, { query: { status, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: ModerationQueuePage) => page.nextCursor ?? undefined,
  });
}

/** The appeals of a status, the newest first, a keyset page at a time. */
export function useAppealsQueue(status: AppealStatus) {
  return useInfiniteQuery({
    queryKey: staffModerationKeys.appeals(status),
    queryFn: ({ pageParam, signal }) => callApi(appealsQueueRoute, { query: { status, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: AppealsQueuePage) => page.nextCursor ?? undefined,
  });
}

/** How many cases and appeals wait, asked again every minute while the page is in view; staff only. */
export function useModerationQueueSize(enabled: boolean) {
  return useQuery({
    queryKey: staffModerationKeys.size,
    queryFn: ({ signal }) => callApi(moderationQueueSizeRoute, { signal }),
    enabled,
    refetchInterval: QUEUE_SIZE_REFRESH_MS,
    staleTime: QUEUE_SIZE_REFRESH_MS / 2,
  });
}

/** One case in full. */
export function useModerationCase(caseId: string) {
  return useQuery({
    queryKey: staffModerationKeys.case(caseId),
    queryFn: ({ signal }) => callApi(moderationCaseRoute, { params: { caseId }, signal }),
  });
}

/** Decides a case: the answer (the case decided) replaces the cached one; the queue and its size are asked again. */
export function useDecideCase(caseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ValidDecideCaseInput) => callApi(decideCaseRoute, { params: { caseId }, body: input }),
    onSuccess: (decided: ModerationCase) => {
      client.setQueryData(staffModerationKeys.case(caseId), decided);
      void client.invalidateQueries({ queryKey: ['staffModeration', 'cases'] });
      void client.invalidateQueries({ queryKey: staffModerationKeys.size });
    },
  });
}

/** Answers an appeal; the appeals lists and the queue's size are asked again. */
export function useDecideAppeal(appealId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DecideAppealInput) => callApi(decideAppealRoute, { params: { appealId }, body: input }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['staffModeration', 'appeals'] });
      void client.invalidateQueries({ queryKey: staffModerationKeys.size });
    },
  });
}
