import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

/**
 * The type of a field error whose message is already the text to show (a weak password's reason
 * and suggestions, a server's answer), rather than an `errors` key.
 */
export const TRANSLATED_ERROR = 'translated';

/** Schema messages are `errors` keys (see the auth schemas in core), shown translated. */
export function fieldErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  if (error.type === TRANSLATED_ERROR) return error.message;
  return t(`errors:${error.message}`);
}
