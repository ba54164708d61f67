import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusMainHeading, MAIN_ID } from '../components/SkipLink.tsx';

/** How long a page may take to show its heading (lazy chunk, data) before the focus stays where it is. */
const HEADING_WAIT_MS = 10_000;

/**
 * After a route change (not on the first load), the focus moves to the new page's h1, so a screen
 * reader announces the page and the keyboard starts from its content. It waits for the heading to
 * appear, and gives up when the member moved the focus meanwhile or a dialog is open.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    const focusedAtChange = document.activeElement;
    const tryFocus = (): boolean => {
      if (document.querySelector('dialog[open]')) return true;
      const active = document.activeElement;
      const moved = active && active !== document.body && active !== focusedAtChange && active.isConnected;
      if (moved) return true;
      if (!document.querySelector(`#${MAIN_ID} h1`)) return false;
      return focusMainHeading({ preventScroll: true });
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
