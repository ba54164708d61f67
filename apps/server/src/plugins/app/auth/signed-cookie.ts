import { createHmac, timingSafeEqual } from 'node:crypto';

/** Length of a base64 HMAC-SHA256 signature, as better-auth (better-call) writes it. */
const SIGNATURE_LENGTH = 44;

/**
 * The value of a cookie signed the way better-auth signs its session token (`value.base64(HMAC-SHA256(value))`),
 * or null when the signature is missing or wrong.
 */
export function verifySignedCookie(cookie: string, secret: string): string | null {
  const dot = cookie.lastIndexOf('.');
  if (dot < 1) return null;
  const value = cookie.slice(0, dot);
  const signature = cookie.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(value).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
