import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/errors.ts';

/** Codes too vague to explain a failed upload: the member reads UPLOAD_IMAGE instead. */
const VAGUE_CODES = new Set(['GENERAL_PROBLEM', 'INTERNAL_ERROR', 'VALIDATION_ERROR', 'NETWORK_ERROR']);

/** The text of a failed image upload: the server's reason when it has one (quota, format, size), else UPLOAD_IMAGE. */
export function uploadErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.status !== 0 && !VAGUE_CODES.has(error.code) && t(`errors:${error.code}`, { defaultValue: '' })) {
    return errorMessage(t, error);
  }
  return t('errors:UPLOAD_IMAGE');
}
