import { defineEndpoint } from '../common/endpoint.ts';
import { postParamsSchema } from '../posts/posts.schemas.ts';
import { createCommentRoute, deleteCommentRoute, listCommentsRoute, updateCommentRoute } from './comments.routes.ts';
import { commentInputSchema, commentParamsSchema, commentSchema, commentsPageSchema, commentsQuerySchema } from './comments.schemas.ts';

export const listCommentsEndpoint = defineEndpoint(listCommentsRoute, {
  access: 'visitor',
  summary: "A post's comments, newest first, in keyset pages of 7 (deleted ones stay, flagged)",
  tags: ['comments'],
  params: postParamsSchema,
  query: commentsQuerySchema,
  response: commentsPageSchema,
  errors: ['POST_NOT_FOUND'],
});

export const createCommentEndpoint = defineEndpoint(createCommentRoute, {
  access: 'member',
  summary: 'Comments a post: text (sanitized HTML) and an optional image of my uploads',
  tags: ['comments'],
  params: postParamsSchema,
  body: commentInputSchema,
  response: commentSchema,
  errors: ['POST_NOT_FOUND', 'POST_DELETED', 'TEXT_LENGTH', 'TEXT_TOO_LONG', 'INVALID_ATTACHMENT', 'PROFILE_NOT_FOUND'],
});

export const updateCommentEndpoint = defineEndpoint(updateCommentRoute, {
  access: 'member',
  summary: 'Edits one of my comments (sets LastEditDate and LastEditBy)',
  tags: ['comments'],
  params: commentParamsSchema,
  body: commentInputSchema,
  response: commentSchema,
  errors: ['COMMENT_NOT_FOUND', 'NOT_COMMENT_AUTHOR', 'COMMENT_DELETED', 'TEXT_LENGTH', 'TEXT_TOO_LONG', 'INVALID_ATTACHMENT'],
});

export const deleteCommentEndpoint = defineEndpoint(deleteCommentRoute, {
  access: 'member',
  summary: 'Soft-deletes one of my comments: it stays in the list, flagged deleted',
  tags: ['comments'],
  params: commentParamsSchema,
  response: commentSchema,
  errors: ['COMMENT_NOT_FOUND', 'NOT_COMMENT_AUTHOR', 'COMMENT_DELETED'],
});
