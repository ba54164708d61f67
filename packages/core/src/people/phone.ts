import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js/min';

/** Spec 1 §5: whitespace is removed from a phone number before it is checked or stored. */
export function withoutWhitespace(phone: string): string {
  return phone.replace(/\s+/g, '');
}

/** An international number (+ and country code) a phone network could reach. */
export function isValidInternationalPhone(phone: string): boolean {
  const compact = withoutWhitespace(phone);
  return compact.startsWith('+') && isValidPhoneNumber(compact);
}

/** The E.164 form of a valid international number (e.g. "+33612345678"). */
export function toE164(phone: string): string {
  return parsePhoneNumberWithError(withoutWhitespace(phone)).number;
}
