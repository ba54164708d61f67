import { ApiError } from '../../lib/api-client.ts';

/** The API said the post or member does not exist (or is not visible to this reader). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
