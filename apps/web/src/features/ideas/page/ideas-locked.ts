import { ApiError } from '../../../lib/api-client.ts';

/** The server refused the list: the member's trial or subscription ended since the session was read. */
export const isIdeasLocked = (error: unknown): boolean => error instanceof ApiError && error.code === 'IDEAS_LOCKED';
