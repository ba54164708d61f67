import { useCallback, useEffect, useState } from 'react';

type FocusTarget = () => HTMLElement | null;

/**
 * Focuses an element once React has drawn the change that asked for it (a button that just became
 * enabled, a field of the mode just shown). The first target, if any, is focused on mount, after the
 * effects of the children (so after a parent <dialog> opened).
 */
export function useFocusAfterRender(initial?: FocusTarget): (target: FocusTarget) => void {
  const [request, setRequest] = useState<{ target: FocusTarget } | null>(() => (initial ? { target: initial } : null));
  useEffect(() => {
    request?.target()?.focus();
  }, [request]);
  return useCallback((target: FocusTarget) => setRequest({ target }), []);
}
