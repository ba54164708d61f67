/**
 * The time a page was rendered at. The server renders with it, and the browser hydrates with it, so
 * both write the same countdowns and ages ("Il y a 5 minutes") even when a minute turned in between.
 * Read only by hydrating renders (useSyncExternalStore's server snapshot): later renders read the clock.
 */
let pageTime: number | null = null;
/** On the server, each render's own time (renders run side by side): set by entry-server.tsx. */
let serverClock: (() => number | undefined) | null = null;

export function setServerClock(clock: () => number | undefined): void {
  serverClock = clock;
}

/** Set once, before the browser hydrates the server's page. */
export function setPageTime(value: number): void {
  pageTime = value;
}

/** The time the page was rendered at (this render's, on the server); now for a page the browser rendered itself. */
export function pageRenderTime(): number {
  return serverClock?.() ?? pageTime ?? Date.now();
}

/** Set as the browser starts hydrating the server's page; the app's shell measures from it once hydrated. */
export const HYDRATION_START_MARK = 'arya:hydration-start';
/** The measure (performance.getEntriesByName) of the time from the start of hydration to the shell's first effects. */
export const HYDRATION_MEASURE = 'arya:hydration';

/** Called by the shell's first effect: ends the hydration measure, once, when there was one. */
export function measureHydration(): void {
  if (typeof performance === 'undefined' || performance.getEntriesByName(HYDRATION_START_MARK).length === 0) return;
  if (performance.getEntriesByName(HYDRATION_MEASURE).length === 0) performance.measure(HYDRATION_MEASURE, HYDRATION_START_MARK);
}
