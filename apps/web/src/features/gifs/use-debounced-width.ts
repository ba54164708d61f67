import { useCallback, useState } from 'react';

/**
 * The width of an element: measured when it mounts, then again `delayMs` after its size stops
 * changing (window resizes, rotation). Attach the returned callback as the element's ref.
 */
export function useDebouncedWidth<T extends HTMLElement>(delayMs: number): [number, (element: T | null) => (() => void) | undefined] {
  const [width, setWidth] = useState(0);
  const ref = useCallback(
    (element: T | null) => {
      if (!element) return undefined;
      setWidth(element.clientWidth);
      let timer: number | undefined;
      const observer = new ResizeObserver(() => {
        window.clearTimeout(timer);
        timer = window.setTimeout(() => setWidth(element.clientWidth), delayMs);
      });
      observer.observe(element);
      return () => {
        observer.disconnect();
        window.clearTimeout(timer);
      };
    },
    [delayMs],
  );
  return [width, ref];
}
