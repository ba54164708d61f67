import { defineRoute } from '../common/endpoint.ts';
import type { currentUserSchema } from '../users/users.schemas.ts';
import type { publicUserSchema } from '../users/public-user.ts';
import type { followParamsSchema, followStateSchema, trustScoreInputSchema, usersPageSchema, usersQuerySchema } from './people.schemas.ts';
import type { profileInputSchema } from './profile.schemas.ts';

export const getUsersRoute = defineRoute<{ query: typeof usersQuerySchema; response: typeof usersPageSchema }>('GET', '/api/v1/users');
export const followUserRoute = defineRoute<{ params: typeof followParamsSchema; response: typeof followStateSchema }>('PUT', '/api/v1/users/:userId/follow');
export const unfollowUserRoute = defineRoute<{ params: typeof followParamsSchema; response: typeof followStateSchema }>('DELETE', '/api/v1/users/:userId/follow');
export const setTrustScoreRoute = defineRoute<{ params: typeof followParamsSchema; body: typeof trustScoreInputSchema; response: typeof publicUserSchema }>(
  'PUT',
  '/api/v1/users/:userId/trust-score',
);
export const updateMyProfileRoute = defineRoute<{ body: typeof profileInputSchema; response: typeof currentUserSchema }>('PUT', '/api/v1/me/profile');
/** Multipart upload (field "file"): the body is not JSON, so the route declares no body schema. */
export const uploadMyPictureRoute = defineRoute<{ response: typeof currentUserSchema }>('POST', '/api/v1/me/picture');
