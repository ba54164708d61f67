const STORAGE_KEY = 'arya:last-chunk-reload';
export const CHUNK_RELOAD_GUARD_MS = 60_000;

interface PathParts {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Where to reload after a failed chunk: the page being opened when a navigation is under way (its
 * chunk is the one that failed), otherwise the current page.
 */
export function chunkReloadTarget(pending: PathParts | undefined, current: PathParts): string {
  const { pathname, search, hash } = pending ?? current;
  return `${pathname}${search}${hash}`;
}

/** A lazily loaded chunk is missing (usually a new deployment): load `target` afresh, at most once per 60 s. */
export function reloadForFailedChunk(
  target: string = `${window.location.pathname}${window.location.search}${window.location.hash}`,
  now = Date.now(),
  storage: Storage = window.sessionStorage,
  go = (url: string) => window.location.assign(url),
): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  go(target);
  return true;
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(message);
}

/**
 * Vite reports a failed chunk (or its preloads) before the router has moved: reload at the page the
 * member was going to, read from the router's navigation under way.
 */
export function installChunkReloadGuard(pendingLocation: () => PathParts | undefined): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForFailedChunk(chunkReloadTarget(pendingLocation(), window.location))) event.preventDefault();
  });
}
