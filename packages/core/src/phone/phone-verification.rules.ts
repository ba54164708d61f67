import { parsePhoneNumberWithError } from 'libphonenumber-js/min';
import { PHONE_CODE_LENGTH } from './phone-verification.constants.ts';

/** The country of an international number (ISO 3166 code), or null when it has none. */
export function phoneCountryOf(phone: string): string | null {
  try {
    return parsePhoneNumberWithError(phone).country ?? null;
  } catch {
    return null;
  }
}

export function isSmsCountryAllowed(phone: string, allowed: readonly string[]): boolean {
  const country = phoneCountryOf(phone);
  return country !== null && allowed.includes(country);
}

/** The six digits of a pasted code ("123 456", "Code : 123456"), or null when it holds no such code. */
export function codeFromPaste(pasted: string): string[] | null {
  const digits = pasted.replace(/\D/g, '');
  return digits.length === PHONE_CODE_LENGTH ? digits.split('') : null;
}
