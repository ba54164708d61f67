import { toAuthErrorCode } from '@arya/core/rules';

/** The server's refusals of a new password itself (length, strength): told under the password field, not above the form. */
const NEW_PASSWORD_ERRORS: ReadonlySet<string> = new Set(['AUTH_WEAK_PASSWORD', 'AUTH_PASSWORD_TOO_LONG', 'AUTH_PASSWORD_TOO_COMMON', 'AUTH_PASSWORD_IS_EMAIL', 'AUTH_PASSWORD_TOO_WEAK']);

/** Whether an error (the API's code, or the auth client's code and status) is about the new password. */
export function isNewPasswordError(error: { code?: string | undefined; status?: number | undefined }): boolean {
  return NEW_PASSWORD_ERRORS.has(toAuthErrorCode(error.code, error.status));
}
