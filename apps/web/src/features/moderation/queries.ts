import type { AppealInput, MyDecisionsPage, MyReportsPage, ReportInput, StatementOfReasons } from '@arya/core/contract';
import { appealDecisionRoute, createReportRoute, myDecisionRoute, myDecisionsRoute, myReportsRoute } from '@arya/core/routes';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';

export const reportKeys = { mine: ['reports', 'mine'] as const };

/** Files a report; the member's list of reports then shows it. */
export function useCreateReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportInput) => callApi(createReportRoute, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: reportKeys.mine }),
  });
}

/** The member's reports, newest first, a keyset page at a time. */
export function useMyReports() {
  return useInfiniteQuery({
    queryKey: reportKeys.mine,
    queryFn: ({ pageParam, signal }) => callApi(myReportsRoute, { query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: MyReportsPage) => page.nextCursor ?? undefined,
  });
}

export const decisionKeys = {
  all: ['decisions'] as const,
  list: ['decisions', 'list'] as const,
  one: (id: string) => ['decisions', 'one', id] as const,
};

/** The moderation decisions about the member (and on their reports), newest first, a keyset page at a time. */
export function useMyDecisions() {
  return useInfiniteQuery({
    queryKey: decisionKeys.list,
    queryFn: ({ pageParam, signal }) => callApi(myDecisionsRoute, { query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: MyDecisionsPage) => page.nextCursor ?? undefined,
  });
}

/** One decision's statement of reasons. */
export function useMyDecision(decisionId: string) {
  return useQuery({ queryKey: decisionKeys.one(decisionId), queryFn: ({ signal }) => callApi(myDecisionRoute, { params: { decisionId }, signal }) });
}

/** Contests a decision; the statement then shows the pending appeal. */
export function useAppealDecision(decisionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AppealInput) => callApi(appealDecisionRoute, { params: { decisionId }, body }),
    onSuccess: (statement: StatementOfReasons) => {
      client.setQueryData(decisionKeys.one(decisionId), statement);
      void client.invalidateQueries({ queryKey: decisionKeys.list });
    },
  });
}
