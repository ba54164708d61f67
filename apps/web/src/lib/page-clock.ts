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
