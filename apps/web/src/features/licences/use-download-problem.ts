import { DOWNLOAD_PROBLEM_QUERY } from '@arya/core/contract';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Why a download did not start: a link the server turned down (it sends the browser back here
 * with `?download=<code>`: the page loads fresh links as it opens), or a link clicked past its
 * expiry (new links are fetched). The query is taken off the address so a reload does not say it again.
 */
export function useDownloadProblem(refetch: () => Promise<unknown>) {
  const [search, setSearch] = useSearchParams();
  const [problem, setProblem] = useState<string | null>(() => search.get(DOWNLOAD_PROBLEM_QUERY));

  const fromServer = search.has(DOWNLOAD_PROBLEM_QUERY);
  useEffect(() => {
    if (!fromServer) return;
    setSearch(
      (params) => {
        params.delete(DOWNLOAD_PROBLEM_QUERY);
        return params;
      },
      { replace: true },
    );
  }, [fromServer, setSearch]);

  const report = useCallback(
    (code: string) => {
      setProblem(code);
      void refetch();
    },
    [refetch],
  );

  return { problem, report };
}
