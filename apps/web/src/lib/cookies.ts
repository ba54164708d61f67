export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
}

export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

/** Writes a first-party cookie, SameSite Lax, Secure on HTTPS. */
export function writeCookie(name: string, value: string, { maxAgeSeconds, path = '/' }: CookieOptions = {}): void {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${path}`, 'SameSite=Lax'];
  if (maxAgeSeconds !== undefined) parts.push(`max-age=${maxAgeSeconds}`);
  if (window.location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}
