import { defineEndpoint } from '../common/endpoint.ts';
import { memberSessionsSchema, passwordChangeSchema, sessionParamsSchema, signedOutSchema } from './account-security.schemas.ts';

export const memberSessionsEndpoint = defineEndpoint({
  name: 'memberSessions',
  method: 'GET',
  path: '/api/v1/me/sessions',
  summary: 'List my signed-in sessions',
  access: 'member',
  description: "The member's signed-in sessions (device, sign-in time, last use, which is this one), last used first; never their tokens",
  tags: ['account security'],
  response: memberSessionsSchema,
});

export const signOutSessionEndpoint = defineEndpoint({
  name: 'signOutSession',
  method: 'DELETE',
  path: '/api/v1/me/sessions/:sessionId',
  summary: 'Sign one session out',
  access: 'member',
  description: "Signs one of the member's sessions out, by id; its bearer tokens stop working with it",
  tags: ['account security'],
  params: sessionParamsSchema,
  response: signedOutSchema,
  errors: ['SESSION_NOT_FOUND'],
});

export const signOutOtherSessionsEndpoint = defineEndpoint({
  name: 'signOutOtherSessions',
  method: 'POST',
  path: '/api/v1/me/sessions/sign-out-others',
  summary: 'Sign out everywhere else',
  access: 'member',
  description: "Signs every session of the member out except the one asking (sign out everywhere else)",
  tags: ['account security'],
  response: signedOutSchema,
});

export const changePasswordEndpoint = defineEndpoint({
  name: 'changePassword',
  method: 'POST',
  path: '/api/v1/me/password',
  summary: 'Change my password',
  access: 'member',
  description: 'Changes the password given the current one; signs the other sessions out unless keepOtherSessions',
  tags: ['account security'],
  body: passwordChangeSchema,
  response: signedOutSchema,
  errors: [
    'CURRENT_PASSWORD_WRONG',
    'PASSWORD_NOT_SET',
    'AUTH_WEAK_PASSWORD',
    'AUTH_PASSWORD_TOO_LONG',
    'AUTH_PASSWORD_TOO_COMMON',
    'AUTH_PASSWORD_IS_EMAIL',
    'AUTH_PASSWORD_TOO_WEAK',
    'AUTH_TOO_MANY_ATTEMPTS',
  ],
  // Each change hashes and scores a password (CPU).
  limits: { perMember: { max: 10, windowSeconds: 15 * 60, code: 'AUTH_TOO_MANY_ATTEMPTS' } },
});
