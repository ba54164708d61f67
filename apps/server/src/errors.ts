import { API_ERROR_STATUS, type ApiErrorCode } from '@arya/core';

/** A domain failure with a stable code; only the HTTP layer turns it into a status. */
export class AppError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return API_ERROR_STATUS[this.code];
  }
}
