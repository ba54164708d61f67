/**
 * Storage paths are keys such as `user-assets/{uid}/{hourBucket}/{slot}`: segments joined by `/`.
 * Every adapter checks them with these rules, so a key can never name something outside the store
 * (on disk: a file outside the root) whichever adapter serves it.
 */

const MAX_PATH_LENGTH = 512;
/** Letters, digits and `-_.~`; no separators, spaces, `%` or control characters. */
const SEGMENT = /^[A-Za-z0-9_~.-]+$/;
/** Suffix of the small file the local disk keeps beside each stored file; never a key of its own. */
export const META_SUFFIX = '.meta.json';

export class InvalidStoragePathError extends Error {
  constructor(path: string) {
    super(`Invalid storage path: ${JSON.stringify(path.slice(0, 100))}`);
    this.name = 'InvalidStoragePathError';
  }
}

/**
 * A safe key: relative, no empty, `.` or `..` segment, no backslash, NUL or other odd character, no
 * segment starting with `.` (kept for the adapter's temporary files) or ending with the sidecar suffix.
 */
export function isSafeStoragePath(path: string): boolean {
  if (typeof path !== 'string' || path.length === 0 || path.length > MAX_PATH_LENGTH) return false;
  return path.split('/').every((segment) => SEGMENT.test(segment) && !segment.startsWith('.') && !segment.endsWith(META_SUFFIX));
}

export function assertSafeStoragePath(path: string): void {
  if (!isSafeStoragePath(path)) throw new InvalidStoragePathError(path);
}

/**
 * A listing prefix: empty (everything), or a safe path optionally ending with `/`. Like S3, it is a
 * string prefix: `user-assets/u1/12` also matches `user-assets/u1/123/0`.
 */
export function assertSafeStoragePrefix(prefix: string): void {
  if (prefix === '') return;
  assertSafeStoragePath(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}
