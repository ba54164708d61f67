import { useEffect, useRef, type RefObject } from 'react';

/**
 * A button disabled while it works drops the focus to the page; once the work is done, the focus
 * goes back to the first button in `container`, unless the member (or the form) moved it elsewhere.
 */
export function useFocusBack(busy: boolean, container: RefObject<HTMLElement | null>): void {
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    if (document.activeElement === null || document.activeElement === document.body) container.current?.querySelector('button')?.focus();
  }, [busy, container]);
}
