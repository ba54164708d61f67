import type { FastifyRequest } from 'fastify';

/**
 * The path the router matched, which is what security decisions must use: the raw URL may spell
 * the same route differently (`/%61pi/v1/posts` is routed to `/api/v1/posts`). For a request no
 * route matched, the decoded path, as the router read it.
 */
export function routedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  return pattern && !request.is404 ? pattern : decodedPath(request.url);
}

/** The path of a URL with its escapes decoded; escapes that are not UTF-8 decode their ASCII ones only. */
export function decodedPath(url: string): string {
  const raw = url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
}

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * What the per-address request limit counts: the API, and the pages (each reads the database to
 * answer its first calls and its preview). Built assets and uploaded files are not counted: a page
 * load fetches dozens, each a file read; they have no database work to flood.
 */
export function countsAgainstAddressLimit(request: FastifyRequest): boolean {
  const path = routedPath(request);
  if (isApiPath(path)) return true;
  // Pages are answered by the not-found handler (no route is a page); /files/ there is a missing file.
  return request.is404 && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/files/');
}
