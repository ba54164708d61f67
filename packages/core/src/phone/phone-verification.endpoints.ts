import { defineEndpoint } from '../common/endpoint.ts';
import { currentUserSchema } from '../users/users.schemas.ts';
import { phoneCodeRequestSchema, phoneCodeSentSchema, phoneVerifySchema } from './phone-verification.schemas.ts';

export const sendPhoneCodeEndpoint = defineEndpoint({
  name: 'sendPhoneCode',
  method: 'POST',
  path: '/api/v1/me/phone/code',
  summary: 'Send a phone verification code',
  access: 'member',
  description: "Sends a six-digit code by SMS to verify a mobile number; the code is the member's for that number (limited per member and number, member, address and hour; a refusal for the limits says retryAfterSeconds)",
  tags: ['phone'],
  body: phoneCodeRequestSchema,
  response: phoneCodeSentSchema,
  errors: ['AUTH_PHONE_ALREADY_IN_USE', 'AUTH_INVALID_PHONE_NUMBER', 'PHONE_COUNTRY_NOT_SUPPORTED', 'PHONE_NOT_MOBILE', 'AUTH_TOO_MANY_ATTEMPTS', 'AUTH_SMS_QUOTA_EXCEEDED'],
});

export const verifyPhoneEndpoint = defineEndpoint({
  name: 'verifyPhone',
  method: 'POST',
  path: '/api/v1/me/phone/verify',
  summary: 'Verify a phone number',
  access: 'member',
  description: "Checks the member's code for the number and makes it theirs, replacing the one they had (valid 10 minutes, 3 tries, once)",
  tags: ['phone'],
  body: phoneVerifySchema,
  response: currentUserSchema,
  errors: ['AUTH_PHONE_ALREADY_IN_USE', 'AUTH_CODE_EXPIRED', 'AUTH_INVALID_VERIFICATION_CODE', 'AUTH_TOO_MANY_ATTEMPTS', 'PROFILE_NOT_FOUND'],
});
