import { AsYouType, getCountryCallingCode, isValidPhoneNumber, parsePhoneNumberWithError, type CountryCode } from 'libphonenumber-js/min';

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

/**
 * A number typed without its "+" is a national number of the phone field's country (issue 23): in
 * France "06 18 15 24 80" is +33 6 18 15 24 80, "0044 7400 123456" is +44 7400 123456. Answers it in
 * international form, as far as it is typed (a lone "0" is "+33"), so the field shows and sends
 * the international number the server takes; text that starts with "+" or holds no digit is left as
 * it is.
 */
export function internationalFromTyped(typed: string, country: CountryCode): string {
  const digits = typed.replace(/\D/g, '');
  if (typed.trimStart().startsWith('+') || digits === '') return typed;
  const formatter = new AsYouType(country);
  formatter.input(digits);
  return formatter.getNumberValue() ?? `+${getCountryCallingCode(country)}`;
}
