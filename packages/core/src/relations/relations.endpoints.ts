import { defineEndpoint } from '../common/endpoint.ts';
import { followParamsSchema } from '../people/people.schemas.ts';
import { relationsPageSchema, relationsQuerySchema, relationStateSchema } from './relations.schemas.ts';

/** Blocks and mutes are cheap to make and undo, but each one purges notifications: a budget per member. */
const RELATION_WRITES = { perMember: { max: 100, windowSeconds: 60 * 60 } } as const;

export const blockMemberEndpoint = defineEndpoint({
  name: 'blockMember',
  method: 'PUT',
  path: '/api/v1/users/:userId/block',
  summary: 'Block a member',
  access: 'member',
  description:
    "Blocks a member (again: nothing changes). The pair stop following each other, their notifications from each other go, and neither sees the other's posts, comments, profile, follows or notifications any more, in any list or live channel",
  tags: ['users'],
  params: followParamsSchema,
  response: relationStateSchema,
  errors: ['USER_NOT_FOUND', 'CANNOT_BLOCK_SELF', 'RELATIONS_LIMIT_REACHED'],
  limits: RELATION_WRITES,
});

export const unblockMemberEndpoint = defineEndpoint({
  name: 'unblockMember',
  method: 'DELETE',
  path: '/api/v1/users/:userId/block',
  summary: 'Unblock a member',
  access: 'member',
  description: 'Unblocks a member (again: nothing changes); follows removed by the block are not restored',
  tags: ['users'],
  params: followParamsSchema,
  response: relationStateSchema,
  errors: ['USER_NOT_FOUND'],
  limits: RELATION_WRITES,
});

export const muteMemberEndpoint = defineEndpoint({
  name: 'muteMember',
  method: 'PUT',
  path: '/api/v1/users/:userId/mute',
  summary: 'Mute a member',
  access: 'member',
  description:
    "Mutes a member (again: nothing changes): their posts, comments and notifications disappear for the member only, everywhere but their profile and a post opened by its link. They are not told",
  tags: ['users'],
  params: followParamsSchema,
  response: relationStateSchema,
  errors: ['USER_NOT_FOUND', 'CANNOT_BLOCK_SELF', 'RELATIONS_LIMIT_REACHED'],
  limits: RELATION_WRITES,
});

export const unmuteMemberEndpoint = defineEndpoint({
  name: 'unmuteMember',
  method: 'DELETE',
  path: '/api/v1/users/:userId/mute',
  summary: 'Unmute a member',
  access: 'member',
  description: 'Unmutes a member (again: nothing changes)',
  tags: ['users'],
  params: followParamsSchema,
  response: relationStateSchema,
  errors: ['USER_NOT_FOUND'],
  limits: RELATION_WRITES,
});

export const myBlocksEndpoint = defineEndpoint({
  name: 'myBlocks',
  method: 'GET',
  path: '/api/v1/me/blocks',
  summary: 'The members I block',
  access: 'member',
  description: 'The members the member blocks, last blocked first (keyset pages)',
  tags: ['me'],
  query: relationsQuerySchema,
  response: relationsPageSchema,
  errors: [],
});

export const myMutesEndpoint = defineEndpoint({
  name: 'myMutes',
  method: 'GET',
  path: '/api/v1/me/mutes',
  summary: 'The members I mute',
  access: 'member',
  description: 'The members the member mutes, last muted first (keyset pages)',
  tags: ['me'],
  query: relationsQuerySchema,
  response: relationsPageSchema,
  errors: [],
});
