import { isPasswordFeedback, toAuthErrorCode, type PasswordFeedback } from '@arya/core/rules';
import type { TFunction } from 'i18next';
import { ApiError } from './api-client.ts';

/**
 * The one place that turns a failure into text for the member: network failures, known codes
 * (each an `errors` key) and the unexpected are told apart.
 */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('errors:NETWORK_ERROR');
    if (error.code === 'AUTH_PASSWORD_TOO_WEAK' && isPasswordFeedback(error.details)) return passwordFeedbackText(t, error.details);
    // A refusal that says how long to wait, for a code whose message can say it (`<code>_in`).
    const minutes = minutesToWait(error.details);
    if (minutes !== null && t(`errors:${error.code}_in`, { count: minutes, defaultValue: '' })) return t(`errors:${error.code}_in`, { count: minutes });
    if (t(`errors:${error.code}`, { defaultValue: '' })) return t(`errors:${error.code}`);
    return t('errors:GENERAL_PROBLEM');
  }
  return t('errors:GENERAL_PROBLEM');
}

/** The wait a refusal states (`details.retryAfterSeconds`) in whole minutes, at least one; null when it states none. */
function minutesToWait(details: unknown): number | null {
  const seconds = (details as { retryAfterSeconds?: unknown } | null | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds / 60) : null;
}

/** Text for a better-auth client error (`{ code, status }`, and the answer's other fields). */
export function authErrorMessage(t: TFunction, error: { code?: string | undefined; status?: number; details?: unknown } | null | undefined): string {
  if (!error) return t('errors:GENERAL_PROBLEM');
  if (error.status === 0) return t('errors:NETWORK_ERROR');
  if (error.code === 'AUTH_PASSWORD_TOO_WEAK' && isPasswordFeedback(error.details)) return passwordFeedbackText(t, error.details);
  return t(`errors:${toAuthErrorCode(error.code, error.status)}`);
}

/**
 * "This password is too easy to guess." with zxcvbn's reason and suggestions, in the member's
 * language. Those texts are the deferred `password` namespace, fetched with the scorer when a
 * password field is used (features/auth/password-strength); until then only the first sentence shows.
 */
export function passwordFeedbackText(t: TFunction, feedback: PasswordFeedback): string {
  return [
    t('errors:AUTH_PASSWORD_TOO_WEAK'),
    ...(feedback.warning ? [t(`password:warnings.${feedback.warning}`, { defaultValue: '' })] : []),
    ...feedback.suggestions.map((suggestion) => t(`password:suggestions.${suggestion}`, { defaultValue: '' })),
  ]
    .filter(Boolean)
    .join(' ');
}
