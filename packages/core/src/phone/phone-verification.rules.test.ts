import { describe, expect, it } from 'vitest';
import { SMS_DEFAULT_ALLOWED_COUNTRIES } from './phone-verification.constants.ts';
import { codeFromPaste, isSmsCountryAllowed, phoneCountryOf } from './phone-verification.rules.ts';
import { phoneCodeRequestSchema, phoneVerifySchema } from './phone-verification.schemas.ts';

describe('the country allow-list', () => {
  it('knows the country of a number', () => {
    expect(phoneCountryOf('+33612345678')).toBe('FR');
    expect(phoneCountryOf('+447400123456')).toBe('GB');
    expect(phoneCountryOf('not a number')).toBeNull();
  });

  it('sends to served countries only', () => {
    expect(isSmsCountryAllowed('+33612345678', SMS_DEFAULT_ALLOWED_COUNTRIES)).toBe(true);
    expect(isSmsCountryAllowed('+12015550123', SMS_DEFAULT_ALLOWED_COUNTRIES)).toBe(true);
    expect(isSmsCountryAllowed('+79123456789', SMS_DEFAULT_ALLOWED_COUNTRIES)).toBe(false);
    expect(isSmsCountryAllowed('+33612345678', ['GB'])).toBe(false);
  });
});

describe('codeFromPaste', () => {
  it('takes six digits however they are written', () => {
    expect(codeFromPaste('123456')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(codeFromPaste(' 123 456 ')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(codeFromPaste('Code : 654-321')).toEqual(['6', '5', '4', '3', '2', '1']);
  });

  it('ignores anything else', () => {
    expect(codeFromPaste('12345')).toBeNull();
    expect(codeFromPaste('1234567')).toBeNull();
    expect(codeFromPaste('hello')).toBeNull();
  });
});

describe('the phone schemas', () => {
  it('store the number in E.164 without whitespace', () => {
    expect(phoneCodeRequestSchema.parse({ phoneNumber: '+33 6 12 34 56 78' })).toEqual({ phoneNumber: '+33612345678', resend: false });
  });

  it('refuse national or invalid numbers and codes that are not six digits', () => {
    expect(phoneCodeRequestSchema.safeParse({ phoneNumber: '0612345678' }).error?.issues[0]?.message).toBe('invalid_phone');
    expect(phoneCodeRequestSchema.safeParse({ phoneNumber: '' }).error?.issues[0]?.message).toBe('invalid_phone');
    for (const code of ['12345', '1234567', 'abcdef', '12 456']) {
      expect(phoneVerifySchema.safeParse({ phoneNumber: '+33612345678', code }).success).toBe(false);
    }
  });
});
