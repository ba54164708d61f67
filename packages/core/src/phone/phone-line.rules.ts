import { parsePhoneNumberWithError, type MetadataJson, type NumberType } from 'libphonenumber-js/core';

/**
 * The lines a verification code goes to: mobiles. A text to a premium-rate or shared-cost number is
 * paid for by us and earns its owner money (SMS pumping); landlines, toll-free, VoIP, pagers and the
 * like mostly cannot receive one. US and Canadian numbers do not tell a mobile from a landline
 * (FIXED_LINE_OR_MOBILE): they are let through, and the provider refuses the ones that are not mobiles.
 */
export const SMS_LINE_TYPES: readonly NumberType[] = ['MOBILE', 'FIXED_LINE_OR_MOBILE'];

/** The kind of line of an international number by the numbering plan given, or undefined (unknown or not valid). */
export function phoneLineType(phone: string, metadata: MetadataJson): NumberType | undefined {
  try {
    return parsePhoneNumberWithError(phone, metadata).getType();
  } catch {
    return undefined;
  }
}

/**
 * Whether a verification code may be sent to this number. The numbering plan is passed in so each
 * side pays only for what it needs: the server the complete one (`libphonenumber-js/max/metadata`,
 * which names every type), the web the mobile-only one (`libphonenumber-js/mobile/metadata`, 24 kB
 * gzipped instead of 40), which knows the same mobiles and nothing else.
 */
export function isMobilePhone(phone: string, metadata: MetadataJson): boolean {
  const type = phoneLineType(phone, metadata);
  return type !== undefined && SMS_LINE_TYPES.includes(type);
}
