import { defineEndpoint } from '../common/endpoint.ts';
import { publicUserSchema } from '../users/public-user.ts';
import { currentUserSchema } from '../users/users.schemas.ts';
import { followUserRoute, getUsersRoute, setTrustScoreRoute, unfollowUserRoute, updateMyProfileRoute, uploadMyPictureRoute } from './people.routes.ts';
import { followParamsSchema, followStateSchema, trustScoreInputSchema, usersPageSchema, usersQuerySchema } from './people.schemas.ts';
import { profileInputSchema } from './profile.schemas.ts';

export const getUsersEndpoint = defineEndpoint(getUsersRoute, {
  access: 'visitor',
  summary:
    'getUsers: members by ids, alias, userId, followingUser (their followers, keyset pages), followedBy (whom they follow, keyset pages) or search (members only: accent- and case-insensitive, tolerates a typo, exact and prefix matches first)',
  tags: ['users'],
  query: usersQuerySchema,
  response: usersPageSchema,
  errors: ['EMPTY_QUERY', 'UNAUTHENTICATED', 'USER_NOT_FOUND', 'RATE_LIMITED'],
});

export const followUserEndpoint = defineEndpoint(followUserRoute, {
  access: 'verified',
  summary: 'Follows a member (again: nothing changes); the followed member is notified',
  tags: ['users'],
  params: followParamsSchema,
  response: followStateSchema,
  errors: ['USER_NOT_FOUND', 'CANNOT_FOLLOW_SELF', 'PROFILE_NOT_FOUND'],
});

export const unfollowUserEndpoint = defineEndpoint(unfollowUserRoute, {
  access: 'member',
  summary: 'Stops following a member (again: nothing changes)',
  tags: ['users'],
  params: followParamsSchema,
  response: followStateSchema,
  errors: ['USER_NOT_FOUND', 'CANNOT_FOLLOW_SELF'],
});

export const setTrustScoreEndpoint = defineEndpoint(setTrustScoreRoute, {
  access: 'staff',
  summary: "Staff: sets a member's stored trust score (shown divided by 1000)",
  tags: ['users'],
  params: followParamsSchema,
  body: trustScoreInputSchema,
  response: publicUserSchema,
  errors: ['USER_NOT_FOUND'],
});

export const updateMyProfileEndpoint = defineEndpoint(updateMyProfileRoute, {
  access: 'member',
  summary:
    'Saves the profile form, the URL alias included, in one transaction (createUserAlias of the spec). The phone number is not changed here: a number other than the member\'s is refused (it becomes theirs through /me/phone, with its code)',
  tags: ['me'],
  body: profileInputSchema,
  response: currentUserSchema,
  errors: ['ALIAS_ALREADY_TAKEN', 'ALIAS_CHANGED_RECENTLY', 'PHONE_CHANGE_NEEDS_CODE', 'PROFILE_NOT_FOUND'],
});

export const uploadMyPictureEndpoint = defineEndpoint(uploadMyPictureRoute, {
  access: 'member',
  summary: 'Uploads the profile picture (multipart field "file"): square-cropped and resized by the server, dated by its clock',
  tags: ['me'],
  response: currentUserSchema,
  errors: ['UNSUPPORTED_IMAGE', 'IMAGE_TOO_LARGE', 'PROFILE_NOT_FOUND', 'SERVER_BUSY', 'RATE_LIMITED'],
});
