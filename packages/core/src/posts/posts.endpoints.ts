import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { postInputSchema, postSchema, postsPageSchema, postsQuerySchema } from './posts.schemas.ts';

const postParams = z.object({ authorId: z.string().min(1).max(100), postId: z.string().min(1).max(100) });

export const listPostsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/posts',
  access: 'visitor',
  summary:
    'getPosts: the home feed (members), a member\'s posts (alias or userId), given ids, or one post (postId); newest first, keyset pages',
  tags: ['posts'],
  query: postsQuerySchema,
  response: postsPageSchema,
  errors: ['NOT_FOUND'],
});

export const getPostEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/posts/:authorId/:postId',
  access: 'visitor',
  summary: 'One post, readable by visitors (authors shown by first name)',
  tags: ['posts'],
  params: postParams,
  response: postSchema,
  errors: ['POST_NOT_FOUND'],
});

export const createPostEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/posts',
  access: 'member',
  summary: 'Publishes a post with text and either images or a GIF',
  tags: ['posts'],
  body: postInputSchema,
  response: postSchema,
  errors: ['TEXT_LENGTH', 'TOO_MANY_IMAGES', 'ATTACHMENTS_MIXED', 'INVALID_ATTACHMENT', 'PROFILE_NOT_FOUND'],
});

export const updatePostEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/posts/:authorId/:postId',
  access: 'member',
  summary: 'Edits one of my posts (sets LastEditDate and LastEditBy)',
  tags: ['posts'],
  params: postParams,
  body: postInputSchema,
  response: postSchema,
  errors: ['POST_NOT_FOUND', 'NOT_POST_AUTHOR', 'POST_DELETED', 'TEXT_LENGTH', 'TOO_MANY_IMAGES', 'ATTACHMENTS_MIXED', 'INVALID_ATTACHMENT'],
});

export const deletePostEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/posts/:authorId/:postId',
  access: 'member',
  summary: 'Soft-deletes one of my posts: it stays in lists, shown as deleted',
  tags: ['posts'],
  params: postParams,
  response: postSchema,
  errors: ['POST_NOT_FOUND', 'NOT_POST_AUTHOR', 'POST_DELETED'],
});
