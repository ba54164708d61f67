import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES, toAuthErrorCode } from './auth-errors.ts';

describe('toAuthErrorCode', () => {
  it.each([
    ['INVALID_EMAIL_OR_PASSWORD', 'AUTH_WRONG_PASSWORD'],
    ['INVALID_PASSWORD', 'AUTH_WRONG_PASSWORD'],
    ['INVALID_EMAIL', 'AUTH_INVALID_EMAIL'],
    ['USER_NOT_FOUND', 'AUTH_USER_NOT_FOUND'],
    ['USER_EMAIL_NOT_FOUND', 'AUTH_USER_NOT_FOUND'],
    ['PASSWORD_TOO_SHORT', 'AUTH_WEAK_PASSWORD'],
    ['PASSWORD_TOO_LONG', 'AUTH_PASSWORD_TOO_LONG'],
    ['USER_ALREADY_EXISTS', 'AUTH_EMAIL_ALREADY_IN_USE'],
    ['USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'AUTH_EMAIL_ALREADY_IN_USE'],
    ['EMAIL_NOT_VERIFIED', 'AUTH_UNVERIFIED_EMAIL'],
    ['INVALID_TOKEN', 'AUTH_RESET_LINK_EXPIRED'],
    ['TOKEN_EXPIRED', 'AUTH_RESET_LINK_EXPIRED'],
    ['OTP_EXPIRED', 'AUTH_CODE_EXPIRED'],
    ['INVALID_OTP', 'AUTH_INVALID_VERIFICATION_CODE'],
    ['TOO_MANY_ATTEMPTS', 'AUTH_TOO_MANY_ATTEMPTS'],
    ['PHONE_NUMBER_EXIST', 'AUTH_PHONE_ALREADY_IN_USE'],
    ['INVALID_PHONE_NUMBER', 'AUTH_INVALID_PHONE_NUMBER'],
    ['SOCIAL_ACCOUNT_ALREADY_LINKED', 'AUTH_PROVIDER_ALREADY_LINKED'],
    ['PROVIDER_NOT_FOUND', 'AUTH_OPERATION_NOT_SUPPORTED'],
    ['BANNED_USER', 'AUTH_USER_DISABLED'],
    ['CREDENTIAL_ACCOUNT_NOT_FOUND', 'AUTH_INVALID_CREDENTIAL'],
  ])('maps better-auth %s to %s', (code, expected) => {
    expect(toAuthErrorCode(code)).toBe(expected);
    expect(toAuthErrorCode(code, 400)).toBe(expected);
  });

  it('maps HTTP 429 to too many attempts, whatever the code', () => {
    expect(toAuthErrorCode(undefined, 429)).toBe('AUTH_TOO_MANY_ATTEMPTS');
    expect(toAuthErrorCode('INVALID_EMAIL_OR_PASSWORD', 429)).toBe('AUTH_TOO_MANY_ATTEMPTS');
    expect(toAuthErrorCode('SOMETHING_ELSE', 429)).toBe('AUTH_TOO_MANY_ATTEMPTS');
  });

  it('keeps a locked account its own message, although it also answers 429', () => {
    expect(toAuthErrorCode('AUTH_ACCOUNT_LOCKED', 429)).toBe('AUTH_ACCOUNT_LOCKED');
  });

  it('does not treat other statuses as too many attempts', () => {
    expect(toAuthErrorCode(undefined, 401)).toBe('GENERAL_PROBLEM');
    expect(toAuthErrorCode(undefined, 500)).toBe('GENERAL_PROBLEM');
  });

  it.each(AUTH_ERROR_CODES)('passes our own code %s through', (code) => {
    expect(toAuthErrorCode(code)).toBe(code);
  });

  it('answers the general problem for unknown, missing or differently cased codes', () => {
    expect(toAuthErrorCode('SOMETHING_NEW')).toBe('GENERAL_PROBLEM');
    expect(toAuthErrorCode(undefined)).toBe('GENERAL_PROBLEM');
    expect(toAuthErrorCode('')).toBe('GENERAL_PROBLEM');
    expect(toAuthErrorCode('invalid_email')).toBe('GENERAL_PROBLEM');
  });

  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty'])(
    'answers the general problem for the object property name %s instead of a non-code',
    (code) => {
      expect(toAuthErrorCode(code)).toBe('GENERAL_PROBLEM');
    },
  );
});
