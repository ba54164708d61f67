import { defineEndpoint } from '../common/endpoint.ts';
import { publicUserSchema, userAliasParamsSchema } from './public-user.ts';
import { bootstrapMeRoute, getMeRoute, getSessionRoute, getUserByAliasRoute, updateMyLanguageRoute } from './users.routes.ts';
import { bootstrapInputSchema, currentUserSchema, languageUpdateSchema, sessionStateSchema } from './users.schemas.ts';

export const bootstrapMeEndpoint = defineEndpoint(bootstrapMeRoute, {
  access: 'member',
  summary: 'Called after sign-in: creates the profile on first sign-in, records the web platform, returns the member state',
  tags: ['me'],
  body: bootstrapInputSchema,
  response: currentUserSchema,
});

export const getMeEndpoint = defineEndpoint(getMeRoute, {
  access: 'member',
  summary: "The signed-in member's merged state",
  tags: ['me'],
  response: currentUserSchema,
  errors: ['PROFILE_NOT_FOUND'],
});

export const updateMyLanguageEndpoint = defineEndpoint(updateMyLanguageRoute, {
  access: 'member',
  summary: "Stores the member's default language",
  tags: ['me'],
  body: languageUpdateSchema,
  response: currentUserSchema,
  errors: ['PROFILE_NOT_FOUND'],
});

export const getUserByAliasEndpoint = defineEndpoint(getUserByAliasRoute, {
  access: 'visitor',
  summary: "A member's public profile by URL alias (visitors see the first name only)",
  tags: ['users'],
  params: userAliasParamsSchema,
  response: publicUserSchema,
  errors: ['USER_NOT_FOUND'],
});

export const getSessionEndpoint = defineEndpoint(getSessionRoute, {
  access: 'visitor',
  summary: 'Who is signed in: the member id of the session cookie, or null',
  tags: ['me'],
  response: sessionStateSchema,
});
