import { toAuthErrorCode } from '@arya/core';
import type { TFunction } from 'i18next';
import { ApiError } from './api-client.ts';

/**
 * The one place that turns a failure into text for the member: network failures, known codes
 * (each an `errors` key) and the unexpected are told apart.
 */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('errors:NETWORK_ERROR');
    if (t(`errors:${error.code}`, { defaultValue: '' })) return t(`errors:${error.code}`);
    return t('errors:GENERAL_PROBLEM');
  }
  return t('errors:GENERAL_PROBLEM');
}

/** Text for a better-auth client error (`{ code, status }`). */
export function authErrorMessage(t: TFunction, error: { code?: string | undefined; status?: number } | null | undefined): string {
  if (!error) return t('errors:GENERAL_PROBLEM');
  if (error.status === 0) return t('errors:NETWORK_ERROR');
  return t(`errors:${toAuthErrorCode(error.code, error.status)}`);
}
