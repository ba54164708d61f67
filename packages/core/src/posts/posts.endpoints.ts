import { defineEndpoint } from '../common/endpoint.ts';
import { WRITING_LIMITS } from './posts.constants.ts';
import { postInputSchema, postParamsSchema, postSchema, postsPageSchema, postsQuerySchema, shareInputSchema } from './posts.schemas.ts';

export const listPostsEndpoint = defineEndpoint({
  name: 'listPosts',
  method: 'GET',
  path: '/api/v1/posts',
  summary: 'List posts',
  access: 'visitor',
  description:
    "getPosts: the home feed (members), a member's posts (alias or userId), given ids, or one post (postId); newest first, keyset pages",
  tags: ['posts'],
  query: postsQuerySchema,
  response: postsPageSchema,
  errors: ['UNAUTHENTICATED', 'USER_NOT_FOUND'],
});

export const getPostEndpoint = defineEndpoint({
  name: 'getPost',
  method: 'GET',
  path: '/api/v1/posts/:authorId/:postId',
  summary: 'Get one post',
  access: 'visitor',
  description: 'One post, readable by visitors (authors shown by first name)',
  tags: ['posts'],
  params: postParamsSchema,
  response: postSchema,
  errors: ['POST_NOT_FOUND'],
});

export const createPostEndpoint = defineEndpoint({
  name: 'createPost',
  method: 'POST',
  path: '/api/v1/posts',
  summary: 'Publish a post',
  access: 'verified',
  description: 'Publishes a post with text and either images or a GIF',
  tags: ['posts'],
  body: postInputSchema,
  response: postSchema,
  errors: ['TEXT_LENGTH', 'TOO_MANY_IMAGES', 'ATTACHMENTS_MIXED', 'INVALID_ATTACHMENT', 'PROFILE_NOT_FOUND', 'WRITING_LIMIT_REACHED'],
  limits: { perMember: WRITING_LIMITS.publish },
});

export const updatePostEndpoint = defineEndpoint({
  name: 'updatePost',
  method: 'PUT',
  path: '/api/v1/posts/:authorId/:postId',
  summary: 'Edit my post',
  access: 'verified',
  description: 'Edits one of my posts (sets LastEditDate and LastEditBy)',
  tags: ['posts'],
  params: postParamsSchema,
  body: postInputSchema,
  response: postSchema,
  errors: ['POST_NOT_FOUND', 'NOT_POST_AUTHOR', 'POST_DELETED', 'TEXT_LENGTH', 'TOO_MANY_IMAGES', 'ATTACHMENTS_MIXED', 'INVALID_ATTACHMENT', 'SHARE_HAS_NO_MEDIA', 'FORBIDDEN', 'WRITING_LIMIT_REACHED'],
  limits: { perMember: WRITING_LIMITS.edit },
});

export const deletePostEndpoint = defineEndpoint({
  name: 'deletePost',
  method: 'DELETE',
  path: '/api/v1/posts/:authorId/:postId',
  summary: 'Delete my post',
  access: 'member',
  description: 'Soft-deletes one of my posts: it stays in lists, shown as deleted (a news post is deleted in the back-office)',
  tags: ['posts'],
  params: postParamsSchema,
  response: postSchema,
  errors: ['POST_NOT_FOUND', 'NOT_POST_AUTHOR', 'POST_DELETED', 'FORBIDDEN'],
});

/** Shares the post named by the path (the answer is the member's new share). */
export const sharePostEndpoint = defineEndpoint({
  name: 'sharePost',
  method: 'POST',
  path: '/api/v1/posts/:authorId/:postId/shares',
  summary: 'Share a post',
  access: 'verified',
  description:
    "Shares another member's post once (the share's id is made from the original's ids); refused when the original was deleted or its text or images changed since the member loaded it",
  tags: ['posts'],
  params: postParamsSchema,
  body: shareInputSchema,
  response: postSchema,
  errors: [
    'POST_NOT_FOUND',
    'POST_ALREADY_SHARED',
    'CANNOT_SHARE_OWN_POST',
    'ORIGINAL_POST_DELETED',
    'ORIGINAL_POST_TEXT_CHANGED',
    'ORIGINAL_POST_IMAGES_CHANGED',
    'TEXT_LENGTH',
    'PROFILE_NOT_FOUND',
    'FORBIDDEN',
    'WRITING_LIMIT_REACHED',
  ],
  limits: { perMember: WRITING_LIMITS.publish },
});
