import { defineEndpoint } from '../common/endpoint.ts';
import { publicUserSchema, userAliasParamsSchema } from './public-user.ts';
import { bootstrapInputSchema, currentUserSchema, languageUpdateSchema, sessionStateSchema } from './users.schemas.ts';

export const bootstrapMeEndpoint = defineEndpoint({
  name: 'bootstrapMe',
  method: 'POST',
  path: '/api/v1/me/bootstrap',
  summary: 'Start my session',
  access: 'member',
  description: 'Called after sign-in: creates the profile on first sign-in, records the web platform, returns the member state',
  tags: ['me'],
  body: bootstrapInputSchema,
  response: currentUserSchema,
});

export const getMeEndpoint = defineEndpoint({
  name: 'getMe',
  method: 'GET',
  path: '/api/v1/me',
  summary: 'Get my state',
  access: 'member',
  description: "The signed-in member's merged state",
  tags: ['me'],
  response: currentUserSchema,
  errors: ['PROFILE_NOT_FOUND'],
});

export const updateMyLanguageEndpoint = defineEndpoint({
  name: 'updateMyLanguage',
  method: 'PUT',
  path: '/api/v1/me/language',
  summary: 'Set my language',
  access: 'member',
  description: "Stores the member's default language",
  tags: ['me'],
  body: languageUpdateSchema,
  response: currentUserSchema,
  errors: ['PROFILE_NOT_FOUND'],
});

export const getUserByAliasEndpoint = defineEndpoint({
  name: 'getUserByAlias',
  method: 'GET',
  path: '/api/v1/users/by-alias/:alias',
  summary: 'Get a profile by alias',
  access: 'visitor',
  description: "A member's public profile by URL alias (visitors see the first name only)",
  tags: ['users'],
  params: userAliasParamsSchema,
  response: publicUserSchema,
  errors: ['USER_NOT_FOUND'],
});

/** Who is signed in (one cheap read of the session cookie); the web follows the session with it. */
export const getSessionEndpoint = defineEndpoint({
  name: 'getSession',
  method: 'GET',
  path: '/api/v1/session',
  summary: 'Who is signed in',
  access: 'visitor',
  description: 'Who is signed in: the member id of the session cookie, or null',
  tags: ['me'],
  response: sessionStateSchema,
});
