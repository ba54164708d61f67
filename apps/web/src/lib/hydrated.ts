import { useSyncExternalStore } from 'react';

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
