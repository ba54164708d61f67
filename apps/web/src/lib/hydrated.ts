import { useEffect, useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates it, true after: what only the
 * browser knows (its user agent, say) is shown once the page is hydrated, never in a hydrated render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * Whether the page itself (inside the shell's Suspense) is live. React hydrates each Suspense
 * boundary after the shell, at a lower priority: until then the page's controls are the server's
 * HTML, where a value typed would be overwritten and a click may be lost. Once per load.
 */
let pageLive = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** True once the page under the shell has been hydrated (or drawn by the browser); false on the server. */
export function usePageLive(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pageLive,
    () => false,
  );
}

/**
 * Placed inside the Suspense that holds the page: its effect runs once the page has been committed,
 * hydrated or drawn. `onLive` runs then too, once.
 */
export function PageLive({ onLive }: { onLive?: () => void }) {
  useEffect(() => {
    if (pageLive) return;
    pageLive = true;
    onLive?.();
    for (const listener of listeners) listener();
  }, [onLive]);
  return null;
}
