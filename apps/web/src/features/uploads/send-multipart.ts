import type { Route } from '@arya/core/routes';
import { isApiErrorBody } from '@arya/core/rules';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';

/**
 * Sends one file to an upload route (multipart field "file"). The browser adds the Origin header the
 * server checks on POST; failures become an ApiError carrying the server's code, else `fallback`.
 */
export async function sendMultipart<T>(
  route: Pick<Route, 'method' | 'path'>,
  file: File,
  answer: z.ZodType<T>,
  codes: { tooLarge: string; fallback: string },
  signal?: AbortSignal,
): Promise<T> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(route.path, { method: route.method, credentials: 'same-origin', body, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', 'The network request failed');
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isApiErrorBody(data)) throw new ApiError(response.status, data.code, data.message, data.details);
    throw new ApiError(response.status, response.status === 413 ? codes.tooLarge : codes.fallback, `HTTP ${response.status}`);
  }
  const result = answer.safeParse(data);
  if (!result.success) throw new ApiError(response.status, codes.fallback, 'Unexpected upload answer');
  return result.data;
}
