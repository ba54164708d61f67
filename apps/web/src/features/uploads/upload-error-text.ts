import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/errors.ts';

/** Codes too vague to explain a failed upload: the member reads the fallback instead. */
const VAGUE_CODES = new Set(['GENERAL_PROBLEM', 'INTERNAL_ERROR', 'VALIDATION_ERROR', 'NETWORK_ERROR']);

/**
 * The text of a failed upload: the server's reason when it has one (quota, format, size), else the
 * fallback (UPLOAD_IMAGE for an image, `upload` (spec 2 §5 errors.upload) for a recording or a PDF).
 */
export function uploadErrorText(t: TFunction, error: unknown, fallback: 'UPLOAD_IMAGE' | 'upload' = 'UPLOAD_IMAGE'): string {
  if (error instanceof ApiError && error.status !== 0 && !VAGUE_CODES.has(error.code) && t(`errors:${error.code}`, { defaultValue: '' })) {
    return errorMessage(t, error);
  }
  return t(`errors:${fallback}`);
}
