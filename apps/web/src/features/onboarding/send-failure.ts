import type { TFunction } from 'i18next';
import { errorMessage } from '../../lib/errors.ts';

/** "Your answers could not be sent.", followed by the reason when it is a known one. */
export function sendFailureText(t: TFunction, error: unknown): string {
  const sendFailed = t('errors:ONBOARDING_SEND');
  const detail = errorMessage(t, error);
  return detail === t('errors:GENERAL_PROBLEM') ? sendFailed : `${sendFailed} ${detail}`;
}
