import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, chunkReloadTarget, isChunkLoadError, reloadForFailedChunk } from './chunk-reload.ts';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
    key: () => null,
    get length() {
      return values.size;
    },
  };
}

describe('failed chunk reload guard', () => {
  it('reloads at most once per 60 seconds', () => {
    const storage = memoryStorage();
    const go = vi.fn();
    const start = 1_000_000;
    expect(reloadForFailedChunk('/ideas', start, storage, go)).toBe(true);
    expect(reloadForFailedChunk('/ideas', start + CHUNK_RELOAD_GUARD_MS - 1, storage, go)).toBe(false);
    expect(go).toHaveBeenCalledTimes(1);
    expect(reloadForFailedChunk('/ideas', start + CHUNK_RELOAD_GUARD_MS, storage, go)).toBe(true);
    expect(go).toHaveBeenCalledTimes(2);
    expect(go).toHaveBeenCalledWith('/ideas');
  });

  it('reloads at the page being opened, not the page being left', () => {
    const current = { pathname: '/', search: '', hash: '' };
    expect(chunkReloadTarget({ pathname: '/en/post/a/b', search: '?x=1', hash: '#c' }, current)).toBe('/en/post/a/b?x=1#c');
    expect(chunkReloadTarget(undefined, { pathname: '/ideas', search: '?q=1', hash: '' })).toBe('/ideas?q=1');
  });

  it('recognises the browsers’ failed dynamic import errors only', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
