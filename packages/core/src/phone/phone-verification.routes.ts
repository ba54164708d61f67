import { defineRoute } from '../common/endpoint.ts';
import type { currentUserSchema } from '../users/users.schemas.ts';
import type { phoneCodeRequestSchema, phoneCodeSentSchema, phoneVerifySchema } from './phone-verification.schemas.ts';

export const sendPhoneCodeRoute = defineRoute<{ body: typeof phoneCodeRequestSchema; response: typeof phoneCodeSentSchema }>('POST', '/api/v1/me/phone/code');
export const verifyPhoneRoute = defineRoute<{ body: typeof phoneVerifySchema; response: typeof currentUserSchema }>('POST', '/api/v1/me/phone/verify');
