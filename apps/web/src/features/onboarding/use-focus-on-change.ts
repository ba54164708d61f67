import { useEffect, useRef, type RefObject } from 'react';

/**
 * Focuses the element when `key` changes (not on mount), so keyboard and screen-reader users
 * follow a step that replaced the one they were in.
 */
export function useFocusOnChange(ref: RefObject<HTMLElement | null>, key: string | boolean): void {
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    ref.current?.focus();
  }, [ref, key]);
}
