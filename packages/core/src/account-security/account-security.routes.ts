import { defineRoute } from '../common/endpoint.ts';
import type { memberSessionsSchema, passwordChangeSchema, sessionParamsSchema, signedOutSchema } from './account-security.schemas.ts';

export const memberSessionsRoute = defineRoute<{ response: typeof memberSessionsSchema }>('GET', '/api/v1/me/sessions');
export const signOutSessionRoute = defineRoute<{ params: typeof sessionParamsSchema; response: typeof signedOutSchema }>('DELETE', '/api/v1/me/sessions/:sessionId');
export const signOutOtherSessionsRoute = defineRoute<{ response: typeof signedOutSchema }>('POST', '/api/v1/me/sessions/sign-out-others');
export const changePasswordRoute = defineRoute<{ body: typeof passwordChangeSchema; response: typeof signedOutSchema }>('POST', '/api/v1/me/password');
