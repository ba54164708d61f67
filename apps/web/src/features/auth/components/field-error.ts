import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

/** Schema messages are `errors` keys (see the auth schemas in core). */
export function fieldErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return t(`errors:${error.message}`);
}
