import { defineRoute } from '../common/endpoint.ts';
import type { publicUserSchema, userAliasParamsSchema } from './public-user.ts';
import type { bootstrapInputSchema, currentUserSchema, languageUpdateSchema, sessionStateSchema } from './users.schemas.ts';

export const bootstrapMeRoute = defineRoute<{ body: typeof bootstrapInputSchema; response: typeof currentUserSchema }>('POST', '/api/v1/me/bootstrap');
export const getMeRoute = defineRoute<{ response: typeof currentUserSchema }>('GET', '/api/v1/me');
export const updateMyLanguageRoute = defineRoute<{ body: typeof languageUpdateSchema; response: typeof currentUserSchema }>('PUT', '/api/v1/me/language');
export const getUserByAliasRoute = defineRoute<{ params: typeof userAliasParamsSchema; response: typeof publicUserSchema }>(
  'GET',
  '/api/v1/users/by-alias/:alias',
);
/** Who is signed in (one cheap read of the session cookie); the web follows the session with it. */
export const getSessionRoute = defineRoute<{ response: typeof sessionStateSchema }>('GET', '/api/v1/session');
