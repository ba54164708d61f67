import { defineEndpoint } from '../common/endpoint.ts';
import { createPostRoute, deletePostRoute, getPostRoute, listPostsRoute, updatePostRoute } from './posts.routes.ts';
import { postInputSchema, postParamsSchema, postSchema, postsPageSchema, postsQuerySchema } from './posts.schemas.ts';

export const listPostsEndpoint = defineEndpoint(listPostsRoute, {
  access: 'visitor',
  summary:
    "getPosts: the home feed (members), a member's posts (alias or userId), given ids, or one post (postId); newest first, keyset pages",
  tags: ['posts'],
  query: postsQuerySchema,
  response: postsPageSchema,
  errors: ['UNAUTHENTICATED', 'USER_NOT_FOUND'],
});

export const getPostEndpoint = defineEndpoint(getPostRoute, {
  access: 'visitor',
  summary: 'One post, readable by visitors (authors shown by first name)',
  tags: ['posts'],
  params: postParamsSchema,
  response: postSchema,
  errors: ['POST_NOT_FOUND'],
});

export const createPostEndpoint = defineEndpoint(createPostRoute, {
  access: 'member',
  summary: 'Publishes a post with text and either images or a GIF',
  tags: ['posts'],
  body: postInputSchema,
  response: postSchema,
  errors: ['TEXT_LENGTH', 'TOO_MANY_IMAGES', 'ATTACHMENTS_MIXED', 'INVALID_ATTACHMENT', 'PROFILE_NOT_FOUND'],
});

export const updatePostEndpoint = defineEndpoint(updatePostRoute, {
  access: 'member',
  summary: 'Edits one of my posts (sets LastEditDate and LastEditBy)',
  tags: ['posts'],
  params: postParamsSchema,
  body: postInputSchema,
  response: postSchema,
  errors: ['POST_NOT_FOUND', 'NOT_POST_AUTHOR', 'POST_DELETED', 'TEXT_LENGTH', 'TOO_MANY_IMAGES', 'ATTACHMENTS_MIXED', 'INVALID_ATTACHMENT'],
});

export const deletePostEndpoint = defineEndpoint(deletePostRoute, {
  access: 'member',
  summary: 'Soft-deletes one of my posts: it stays in lists, shown as deleted',
  tags: ['posts'],
  params: postParamsSchema,
  response: postSchema,
  errors: ['POST_NOT_FOUND', 'NOT_POST_AUTHOR', 'POST_DELETED'],
});
