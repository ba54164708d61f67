import { useCallback, useSyncExternalStore } from 'react';
import { pageRenderTime } from './page-clock.ts';

/**
 * One clock for every countdown on screen (an idea's end, the phone dialog's resend wait): a single
 * timer ticks each second while at least one countdown runs, instead of one timer per countdown.
 */
const TICK_MS = 1000;
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

function tick(): void {
  now = Date.now();
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) timer = setInterval(tick, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** The clock, refreshed when read after a pause (no countdown ran for a while) or after it was set back. */
function read(): number {
  const current = Date.now();
  if (Math.abs(current - now) >= TICK_MS) now = current;
  return now;
}

/** The current time, in milliseconds, updated every second until `stopAt` (then it stops ticking). */
export function useNow(stopAt: number): number {
  const subscribeUntil = useCallback(
    (listener: () => void) => {
      if (read() >= stopAt) return () => undefined;
      const stop = subscribe(() => {
        listener();
        if (now >= stopAt) stop();
      });
      return stop;
    },
    [stopAt],
  );
  // Rendered on the server and hydrated at the page's time (page-clock.ts): both write the same countdown.
  return useSyncExternalStore(subscribeUntil, read, pageRenderTime);
}

