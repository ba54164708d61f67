import { useEffect, useRef } from 'react';
import { useMarkNewsFetched } from '../queries.ts';

/**
 * Once the ideas page shows its first page, the member has seen the news: the server stores the
 * visit and the header's count of new news drops to 0 (spec 2 §3 internal news feed, §4). Once per visit.
 */
export function useMarkNewsFetchedOnce(shown: boolean): void {
  const { mutate } = useMarkNewsFetched();
  const done = useRef(false);
  useEffect(() => {
    if (!shown || done.current) return;
    done.current = true;
    mutate();
  }, [shown, mutate]);
}
