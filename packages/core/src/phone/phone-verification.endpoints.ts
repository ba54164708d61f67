import { defineEndpoint } from '../common/endpoint.ts';
import { currentUserSchema } from '../users/users.schemas.ts';
import { sendPhoneCodeRoute, verifyPhoneRoute } from './phone-verification.routes.ts';
import { phoneCodeRequestSchema, phoneCodeSentSchema, phoneVerifySchema } from './phone-verification.schemas.ts';

export const sendPhoneCodeEndpoint = defineEndpoint(sendPhoneCodeRoute, {
  access: 'member',
  summary: "Sends a six-digit code by SMS to verify a mobile number; the code is the member's for that number (limited per member and number, member, address and hour; a refusal for the limits says retryAfterSeconds)",
  tags: ['phone'],
  body: phoneCodeRequestSchema,
  response: phoneCodeSentSchema,
  errors: ['AUTH_PHONE_ALREADY_IN_USE', 'AUTH_INVALID_PHONE_NUMBER', 'PHONE_COUNTRY_NOT_SUPPORTED', 'PHONE_NOT_MOBILE', 'AUTH_TOO_MANY_ATTEMPTS', 'AUTH_SMS_QUOTA_EXCEEDED'],
});

export const verifyPhoneEndpoint = defineEndpoint(verifyPhoneRoute, {
  access: 'member',
  summary: "Checks the member's code for the number and makes it theirs, replacing the one they had (valid 10 minutes, 3 tries, once)",
  tags: ['phone'],
  body: phoneVerifySchema,
  response: currentUserSchema,
  errors: ['AUTH_PHONE_ALREADY_IN_USE', 'AUTH_CODE_EXPIRED', 'AUTH_INVALID_VERIFICATION_CODE', 'AUTH_TOO_MANY_ATTEMPTS', 'PROFILE_NOT_FOUND'],
});
