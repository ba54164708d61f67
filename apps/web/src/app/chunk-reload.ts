const STORAGE_KEY = 'arya:last-chunk-reload';
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** A lazily loaded chunk is missing (usually a new deployment): reload, at most once per 60 s. */
export function reloadForFailedChunk(now = Date.now(), storage: Storage = window.sessionStorage, reload = () => window.location.reload()): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(message);
}

export function installChunkReloadGuard(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForFailedChunk()) event.preventDefault();
  });
}
