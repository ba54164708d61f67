import { describe, expect, it } from 'vitest';
import { verifiablePhoneSchema } from '../phone/phone-verification.schemas.ts';
import { internationalFromTyped } from './phone.ts';

describe('a number typed without its "+"', () => {
  it("is a national number of the field's country, in international form", () => {
    expect(internationalFromTyped('06 18 15 24 80', 'FR')).toBe('+33618152480');
    expect(internationalFromTyped('0618152480', 'FR')).toBe('+33618152480');
    expect(internationalFromTyped('07400 123456', 'GB')).toBe('+447400123456');
    expect(internationalFromTyped('(201) 555-0123', 'US')).toBe('+12015550123');
    // The international call prefix of the country reaches another one.
    expect(internationalFromTyped('0044 7400 123456', 'FR')).toBe('+447400123456');
  });

  it('is read as far as it is typed, digit by digit', () => {
    expect(internationalFromTyped('0', 'FR')).toBe('+33');
    expect(internationalFromTyped('06', 'FR')).toBe('+336');
    expect(internationalFromTyped('06 18', 'FR')).toBe('+33618');
  });

  it('leaves an international number, or text without digits, as it is', () => {
    expect(internationalFromTyped('+44 7400 123456', 'FR')).toBe('+44 7400 123456');
    expect(internationalFromTyped('+', 'FR')).toBe('+');
    expect(internationalFromTyped('', 'FR')).toBe('');
  });

  it('gives the number the server takes and stores', () => {
    expect(verifiablePhoneSchema.parse(internationalFromTyped('06 18 15 24 80', 'FR'))).toBe('+33618152480');
    // Sent as typed, a national number is not an international one: the API refuses it.
    expect(verifiablePhoneSchema.safeParse('06 18 15 24 80').success).toBe(false);
  });
});
