import type { DataExport, DataExportsPage } from '@arya/core/contract';
import { myDataExportsRoute, requestDataExportRoute } from '@arya/core/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';

export const privacyKeys = {
  exports: ['privacy', 'exports'] as const,
};

/** How often the page asks again while a copy is being prepared (a few seconds to a few minutes). */
export const EXPORT_POLL_MS = 5_000;
/** The page shows the latest copies; older ones are in the archive's data-exports.json. */
const SHOWN = 5;

/** The member's latest copies of their data, newest first; asked again every few seconds while one is being prepared. */
export function useDataExports() {
  return useQuery({
    queryKey: privacyKeys.exports,
    queryFn: ({ signal }) => callApi(myDataExportsRoute, { query: { limit: SHOWN }, signal }),
    refetchInterval: (query) => (query.state.data?.items.some((copy) => copy.status === 'pending') ? EXPORT_POLL_MS : false),
  });
}

/** Asks for a new copy; the list shows it (pending) at once. */
export function useRequestDataExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<DataExport> => callApi(requestDataExportRoute),
    onSuccess: (copy) => {
      client.setQueryData<DataExportsPage>(privacyKeys.exports, (page) => ({ items: [copy, ...(page?.items ?? []).filter((item) => item.id !== copy.id)], nextCursor: page?.nextCursor ?? null }));
    },
    // Refused because one is already pending: the list learns of it.
    onError: () => void client.invalidateQueries({ queryKey: privacyKeys.exports }),
  });
}
