import { existsSync, statfsSync, type StatsFs } from 'node:fs';
import path from 'node:path';

/**
 * A full disk, as each layer tells it: PostgreSQL's disk_full (53100, "could not extend file"),
 * the file system's ENOSPC, or a quota's EDQUOT. The ORM and the storage wrap errors in `cause`.
 */
const FULL_CODES = new Set(['53100', 'ENOSPC', 'EDQUOT']);

export function isStorageFull(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && FULL_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Below this, a start is refused for want of space (PGlite's first start alone writes 40 MB). */
export const LOW_DISK_BYTES = 64 * 1024 * 1024;

/** The free bytes of the disk holding a folder (or the nearest folder of its path that exists). */
export function freeBytesAt(folder: string, statfs: (dir: string) => Pick<StatsFs, 'bavail' | 'bsize'> = statfsSync): number | null {
  let dir = path.resolve(folder);
  while (!existsSync(dir) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  try {
    const stats = statfs(dir);
    return Number(stats.bavail) * Number(stats.bsize);
  } catch {
    return null;
  }
}

/** A start refused for want of space: the message says which disk and what to do. */
export class DiskFullError extends Error {
  override name = 'DiskFullError';
}

/** Says, when the disk holding a folder is (nearly) full, that this is why the server could not start. */
export function fullDiskMessage(folder: string, statfs?: (dir: string) => Pick<StatsFs, 'bavail' | 'bsize'>): string | null {
  const free = freeBytesAt(folder, statfs);
  if (free === null || free >= LOW_DISK_BYTES) return null;
  return `The disk holding ${path.resolve(folder)} is full (${Math.floor(free / 1024)} kB free): free some space on it (or point DATA_DIR elsewhere), then start again.`;
}

/**
 * Whether writes failed for want of space lately. Health reports the database degraded while
 * they do, whatever its own probe says (a probe's small write may still fit in a page).
 */
export class StorageFailures {
  private lastAt = 0;

  constructor(private readonly windowMs = 60_000) {}

  record(now = Date.now()): void {
    this.lastAt = now;
  }

  recent(now = Date.now()): boolean {
    return this.lastAt > 0 && now - this.lastAt < this.windowMs;
  }
}
