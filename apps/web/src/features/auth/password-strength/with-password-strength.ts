import type { TFunction } from 'i18next';
import type { FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form';
import { passwordFeedbackText } from '../../../lib/errors.ts';
import { TRANSLATED_ERROR } from '../components/field-error.ts';
import { passwordWeaknessOf } from './password-check.ts';

/**
 * Adds the server's strength rule to a form's resolver: once the schema accepts the password, it
 * is scored in the browser (the scorer's chunk loads at the first check, or earlier on focus) and
 * refused with zxcvbn's reason and suggestions before anything is sent.
 */
export function withPasswordStrength<T extends FieldValues>(
  resolver: Resolver<T>,
  options: { field: Path<T>; t: TFunction; member?: (values: T) => { email?: string | undefined; name?: string | undefined } },
): Resolver<T> {
  return async (values, context, resolverOptions) => {
    const result = await resolver(values, context, resolverOptions);
    const password: unknown = values[options.field];
    if (typeof password !== 'string' || !password || options.field in result.errors) return result;
    const weakness = await passwordWeaknessOf(password, options.member?.(values) ?? {});
    if (!weakness) return result;
    const errors = { ...result.errors, [options.field]: { type: TRANSLATED_ERROR, message: passwordFeedbackText(options.t, weakness) } } as FieldErrors<T>;
    return { values: {}, errors };
  };
}
