import { defineEndpoint } from '../common/endpoint.ts';
import { publicUserSchema } from '../users/public-user.ts';
import { currentUserSchema } from '../users/users.schemas.ts';
import { followParamsSchema, followStateSchema, trustScoreInputSchema, usersPageSchema, usersQuerySchema } from './people.schemas.ts';
import { profileInputSchema } from './profile.schemas.ts';

export const getUsersEndpoint = defineEndpoint({
  name: 'getUsers',
  method: 'GET',
  path: '/api/v1/users',
  summary: 'Find members',
  access: 'visitor',
  description:
    'getUsers: members by ids, alias, userId, followingUser (their followers, keyset pages), followedBy (whom they follow, keyset pages) or search (members only: accent- and case-insensitive, tolerates a typo, exact and prefix matches first)',
  tags: ['users'],
  query: usersQuerySchema,
  response: usersPageSchema,
  errors: ['EMPTY_QUERY', 'UNAUTHENTICATED', 'USER_NOT_FOUND', 'RATE_LIMITED'],
});

export const followUserEndpoint = defineEndpoint({
  name: 'followUser',
  method: 'PUT',
  path: '/api/v1/users/:userId/follow',
  summary: 'Follow a member',
  access: 'verified',
  description: 'Follows a member (again: nothing changes); the followed member is notified. A member who blocks the other, or is blocked by them, cannot',
  tags: ['users'],
  params: followParamsSchema,
  response: followStateSchema,
  errors: ['USER_NOT_FOUND', 'CANNOT_FOLLOW_SELF', 'PROFILE_NOT_FOUND', 'MEMBER_BLOCKED'],
});

export const unfollowUserEndpoint = defineEndpoint({
  name: 'unfollowUser',
  method: 'DELETE',
  path: '/api/v1/users/:userId/follow',
  summary: 'Unfollow a member',
  access: 'member',
  description: 'Stops following a member (again: nothing changes)',
  tags: ['users'],
  params: followParamsSchema,
  response: followStateSchema,
  errors: ['USER_NOT_FOUND', 'CANNOT_FOLLOW_SELF'],
});

export const setTrustScoreEndpoint = defineEndpoint({
  name: 'setTrustScore',
  method: 'PUT',
  path: '/api/v1/users/:userId/trust-score',
  summary: "Set a member's trust score",
  access: 'staff',
  description: "Staff: sets a member's stored trust score (shown divided by 1000)",
  tags: ['users'],
  params: followParamsSchema,
  body: trustScoreInputSchema,
  response: publicUserSchema,
  errors: ['USER_NOT_FOUND'],
});

export const updateMyProfileEndpoint = defineEndpoint({
  name: 'updateMyProfile',
  method: 'PUT',
  path: '/api/v1/me/profile',
  summary: 'Save my profile',
  access: 'member',
  description:
    'Saves the profile form, the URL alias included, in one transaction (createUserAlias of the spec). The phone number is not changed here: a number other than the member\'s is refused (it becomes theirs through /me/phone, with its code)',
  tags: ['me'],
  body: profileInputSchema,
  response: currentUserSchema,
  errors: ['ALIAS_ALREADY_TAKEN', 'ALIAS_CHANGED_RECENTLY', 'PHONE_CHANGE_NEEDS_CODE', 'PROFILE_NOT_FOUND', 'MEMBER_MUTED'],
});

/** Multipart upload (field "file"): the body is not JSON, so the entry declares no body schema. */
export const uploadMyPictureEndpoint = defineEndpoint({
  name: 'uploadMyPicture',
  method: 'POST',
  path: '/api/v1/me/picture',
  summary: 'Upload my profile picture',
  access: 'member',
  description: 'Uploads the profile picture (multipart field "file"): square-cropped and resized by the server, dated by its clock',
  tags: ['me'],
  response: currentUserSchema,
  errors: ['UNSUPPORTED_IMAGE', 'IMAGE_TOO_LARGE', 'PROFILE_NOT_FOUND', 'SERVER_BUSY', 'RATE_LIMITED', 'MEMBER_MUTED'],
});
