/** Default of the maxUserUploadQuotaPerHour setting (the spec leaves its value to configuration). */
export const DEFAULT_UPLOAD_QUOTA_PER_HOUR = 30;
export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
/** Decoded images larger than this are refused (decompression bombs). */
export const UPLOAD_MAX_PIXELS = 50_000_000;
/**
 * Animations: at most this many frames and this many decoded pixels over all frames. Every frame
 * costs time of its own, so 50,000 tiny frames are as much a bomb as one huge picture.
 */
export const UPLOAD_MAX_FRAMES = 300;
export const UPLOAD_MAX_ANIMATION_PIXELS = 25_000_000;
/** Refused uploads (not an image, too large) a member may send per hour before uploads are refused outright. */
export const UPLOAD_MAX_REFUSALS_PER_HOUR = 10;
/** Stored images are scaled down to fit this box. */
export const UPLOAD_MAX_DIMENSION = 2048;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** Public prefix of files kept in our storage; files under it are never uploaded again. */
export const FILES_URL_PREFIX = '/files/';

const HOUR_MS = 60 * 60 * 1000;

/** Spec 1 §7: the hour bucket is the current time divided by one hour, rounded down. */
export function hourBucket(now: Date): number {
  return Math.floor(now.getTime() / HOUR_MS);
}

/** Spec 1 §7: assets go to user-assets/{uid}/{hourBucket}/{slot}. */
export function userAssetPath(userId: string, bucket: number, slot: number): string {
  return `user-assets/${userId}/${bucket}/${slot}`;
}

/**
 * Where an upload is served: `/files/uploads/{token}`, the token being at least 128 random bits.
 * Storage keeps the spec's path (`user-assets/{uid}/{hourBucket}/{slot}`), which is never served:
 * it could be enumerated.
 */
export const UPLOADS_URL_PREFIX = `${FILES_URL_PREFIX}uploads/`;
const UPLOAD_TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

export function isUploadToken(value: string): boolean {
  return UPLOAD_TOKEN.test(value);
}

export function uploadUrl(token: string): string {
  return `${UPLOADS_URL_PREFIX}${token}`;
}

/** The token of an upload's address, or null for any other address. */
export function uploadTokenOf(url: string): string | null {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const token = url.slice(UPLOADS_URL_PREFIX.length);
  return isUploadToken(token) ? token : null;
}

export function isStoredFileUrl(url: string): boolean {
  return url.startsWith(FILES_URL_PREFIX);
}
