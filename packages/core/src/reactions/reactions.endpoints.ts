import { defineEndpoint } from '../common/endpoint.ts';
import { postParamsSchema } from '../posts/posts.schemas.ts';
import { likeStateSchema } from './reactions.schemas.ts';

/** Liking is idempotent: PUT sets my like, DELETE removes it; the answer is the state after. */
export const likePostEndpoint = defineEndpoint({
  name: 'likePost',
  method: 'PUT',
  path: '/api/v1/posts/:authorId/:postId/like',
  summary: 'Like a post',
  access: 'verified',
  description: 'Likes a post (once per member: liking again changes nothing); answers my like and the count',
  tags: ['reactions'],
  params: postParamsSchema,
  response: likeStateSchema,
  errors: ['POST_NOT_FOUND', 'POST_DELETED'],
});

export const unlikePostEndpoint = defineEndpoint({
  name: 'unlikePost',
  method: 'DELETE',
  path: '/api/v1/posts/:authorId/:postId/like',
  summary: 'Unlike a post',
  access: 'member',
  description: 'Removes my like of a post (the count never goes below 0); answers my like and the count',
  tags: ['reactions'],
  params: postParamsSchema,
  response: likeStateSchema,
  errors: ['POST_NOT_FOUND', 'POST_DELETED'],
});
