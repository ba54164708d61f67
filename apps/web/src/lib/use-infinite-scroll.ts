import { useEffect, useState } from 'react';

interface InfiniteScrollOptions {
  /** Whether another page may be asked for now (more exists, nothing loading, no failed load waiting for a retry). */
  enabled: boolean;
  loadMore: () => void;
  /** How far below the visible area the sentinel starts loading. */
  rootMargin?: string;
  /** The scrolling element around the list; the page itself when not given. */
  root?: Element | null;
}

/**
 * Watches a sentinel element at the end of a list and asks for the next page when it comes near
 * the screen. The observer is made again after each load, so a sentinel still in view asks again.
 */
export function useInfiniteScroll({ enabled, loadMore, rootMargin = '800px 0px', root = null }: InfiniteScrollOptions) {
  const [sentinel, setSentinel] = useState<Element | null>(null);
  useEffect(() => {
    if (!enabled || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          loadMore();
        }
      },
      { root, rootMargin },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [enabled, sentinel, loadMore, rootMargin, root]);
  return setSentinel;
}
