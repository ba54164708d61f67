/**
 * Stable error codes answered by the API as `{ code, message }`. Each code is also the i18n key
 * `errors:<code>` on the web, so a message is never improvised per screen.
 */
export const API_ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_TEXT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'CROSS_SITE_REQUEST',
  'PROFILE_NOT_FOUND',
  'EMPTY_QUERY',
  'USER_NOT_FOUND',
  'TEXT_LENGTH',
  'TEXT_TOO_LONG',
  'TOO_MANY_IMAGES',
  'ATTACHMENTS_MIXED',
  'INVALID_ATTACHMENT',
  'POST_NOT_FOUND',
  'NOT_POST_AUTHOR',
  'POST_DELETED',
  'COMMENT_NOT_FOUND',
  'NOT_COMMENT_AUTHOR',
  'COMMENT_DELETED',
  'POST_ALREADY_SHARED',
  'CANNOT_SHARE_OWN_POST',
  'ORIGINAL_POST_DELETED',
  'ORIGINAL_POST_TEXT_CHANGED',
  'ORIGINAL_POST_IMAGES_CHANGED',
  'SHARE_HAS_NO_MEDIA',
  'UPLOAD_QUOTA_EXCEEDED',
  'UNSUPPORTED_IMAGE',
  'IMAGE_TOO_LARGE',
  'GIF_SEARCH_FAILED',
  'SERVER_BUSY',
  'ALIAS_ALREADY_TAKEN',
  'ALIAS_CHANGED_RECENTLY',
  'CANNOT_FOLLOW_SELF',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const API_ERROR_STATUS: Record<ApiErrorCode, number> = {
  VALIDATION_ERROR: 400,
  INVALID_TEXT: 400,
  EMPTY_QUERY: 400,
  TEXT_LENGTH: 400,
  TEXT_TOO_LONG: 400,
  TOO_MANY_IMAGES: 400,
  ATTACHMENTS_MIXED: 400,
  INVALID_ATTACHMENT: 400,
  UNSUPPORTED_IMAGE: 400,
  IMAGE_TOO_LARGE: 413,
  NOT_POST_AUTHOR: 403,
  USER_NOT_FOUND: 404,
  POST_NOT_FOUND: 404,
  POST_DELETED: 409,
  COMMENT_NOT_FOUND: 404,
  NOT_COMMENT_AUTHOR: 403,
  COMMENT_DELETED: 409,
  POST_ALREADY_SHARED: 409,
  CANNOT_SHARE_OWN_POST: 403,
  ORIGINAL_POST_DELETED: 409,
  ORIGINAL_POST_TEXT_CHANGED: 409,
  ORIGINAL_POST_IMAGES_CHANGED: 409,
  SHARE_HAS_NO_MEDIA: 400,
  UPLOAD_QUOTA_EXCEEDED: 429,
  GIF_SEARCH_FAILED: 502,
  SERVER_BUSY: 503,
  ALIAS_ALREADY_TAKEN: 409,
  ALIAS_CHANGED_RECENTLY: 409,
  CANNOT_FOLLOW_SELF: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CROSS_SITE_REQUEST: 403,
  NOT_FOUND: 404,
  PROFILE_NOT_FOUND: 404,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
};

export interface ApiErrorBody {
  code: string;
  message: string;
  details?: unknown;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiErrorBody).code === 'string' &&
    typeof (value as ApiErrorBody).message === 'string'
  );
}

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);
}
