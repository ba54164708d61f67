import { defineEndpoint } from '../common/endpoint.ts';
import { postParamsSchema } from '../posts/posts.schemas.ts';
import { likePostRoute, unlikePostRoute } from './reactions.routes.ts';
import { likeStateSchema } from './reactions.schemas.ts';

export const likePostEndpoint = defineEndpoint(likePostRoute, {
  access: 'verified',
  summary: 'Likes a post (once per member: liking again changes nothing); answers my like and the count',
  tags: ['reactions'],
  params: postParamsSchema,
  response: likeStateSchema,
  errors: ['POST_NOT_FOUND', 'POST_DELETED'],
});

export const unlikePostEndpoint = defineEndpoint(unlikePostRoute, {
  access: 'member',
  summary: 'Removes my like of a post (the count never goes below 0); answers my like and the count',
  tags: ['reactions'],
  params: postParamsSchema,
  response: likeStateSchema,
  errors: ['POST_NOT_FOUND', 'POST_DELETED'],
});
