import { defineEndpoint } from '../common/endpoint.ts';
import { bootstrapInputSchema, currentUserSchema, languageUpdateSchema } from './users.schemas.ts';

export const bootstrapMeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/me/bootstrap',
  access: 'member',
  summary: 'Called after sign-in: creates the profile on first sign-in, records the web platform, returns the member state',
  tags: ['me'],
  body: bootstrapInputSchema,
  response: currentUserSchema,
});

export const getMeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/me',
  access: 'member',
  summary: "The signed-in member's merged state",
  tags: ['me'],
  response: currentUserSchema,
  errors: ['PROFILE_NOT_FOUND'],
});

export const updateMyLanguageEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/me/language',
  access: 'member',
  summary: "Stores the member's default language",
  tags: ['me'],
  body: languageUpdateSchema,
  response: currentUserSchema,
  errors: ['PROFILE_NOT_FOUND'],
});
