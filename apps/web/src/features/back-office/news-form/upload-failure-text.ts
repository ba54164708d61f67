import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/errors.ts';

const VAGUE_CODES = new Set(['GENERAL_PROBLEM', 'INTERNAL_ERROR', 'VALIDATION_ERROR', 'NETWORK_ERROR']);

/** The text of a failed audio or PDF upload: the server's reason when it has one (format, size, quota), else `upload`. */
export function uploadFailureText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.status !== 0 && !VAGUE_CODES.has(error.code) && t(`errors:${error.code}`, { defaultValue: '' })) {
    return errorMessage(t, error);
  }
  return t('errors:upload');
}
