import { defineEndpoint } from '../common/endpoint.ts';
import { postParamsSchema } from '../posts/posts.schemas.ts';
import { likeStateSchema } from '../reactions/reactions.schemas.ts';
import {
  createCommentRoute,
  createReplyRoute,
  deleteCommentRoute,
  deleteReplyRoute,
  likeCommentRoute,
  likeReplyRoute,
  listCommentsRoute,
  listRepliesRoute,
  unlikeCommentRoute,
  unlikeReplyRoute,
  updateCommentRoute,
  updateReplyRoute,
} from './comments.routes.ts';
import { commentInputSchema, commentParamsSchema, commentSchema, commentsPageSchema, commentsQuerySchema, repliesPageSchema, repliesQuerySchema, replyParamsSchema } from './comments.schemas.ts';

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
  access: 'verified',
  summary: 'Comments a post: text (sanitized HTML) and an optional image of my uploads',
  tags: ['comments'],
  params: postParamsSchema,
  body: commentInputSchema,
  response: commentSchema,
  errors: ['POST_NOT_FOUND', 'POST_DELETED', 'TEXT_LENGTH', 'TEXT_TOO_LONG', 'INVALID_ATTACHMENT', 'PROFILE_NOT_FOUND'],
});

export const updateCommentEndpoint = defineEndpoint(updateCommentRoute, {
  access: 'verified',
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

export const listRepliesEndpoint = defineEndpoint(listRepliesRoute, {
  access: 'visitor',
  summary: "A comment's replies, newest first, all at once (deleted ones stay, flagged)",
  tags: ['comments'],
  params: commentParamsSchema,
  query: repliesQuerySchema,
  response: repliesPageSchema,
  errors: ['POST_NOT_FOUND', 'COMMENT_NOT_FOUND'],
});

export const createReplyEndpoint = defineEndpoint(createReplyRoute, {
  access: 'verified',
  summary: 'Replies to a comment (one level): text (sanitized HTML) and an optional image of my uploads',
  tags: ['comments'],
  params: commentParamsSchema,
  body: commentInputSchema,
  response: commentSchema,
  errors: ['POST_NOT_FOUND', 'POST_DELETED', 'COMMENT_NOT_FOUND', 'COMMENT_DELETED', 'TEXT_LENGTH', 'TEXT_TOO_LONG', 'INVALID_ATTACHMENT', 'PROFILE_NOT_FOUND'],
});

export const updateReplyEndpoint = defineEndpoint(updateReplyRoute, {
  access: 'verified',
  summary: 'Edits one of my replies',
  tags: ['comments'],
  params: replyParamsSchema,
  body: commentInputSchema,
  response: commentSchema,
  errors: ['COMMENT_NOT_FOUND', 'NOT_COMMENT_AUTHOR', 'COMMENT_DELETED', 'TEXT_LENGTH', 'TEXT_TOO_LONG', 'INVALID_ATTACHMENT'],
});

export const deleteReplyEndpoint = defineEndpoint(deleteReplyRoute, {
  access: 'member',
  summary: 'Soft-deletes one of my replies',
  tags: ['comments'],
  params: replyParamsSchema,
  response: commentSchema,
  errors: ['COMMENT_NOT_FOUND', 'NOT_COMMENT_AUTHOR', 'COMMENT_DELETED'],
});

const likeErrors = ['COMMENT_NOT_FOUND', 'COMMENT_DELETED'] as const;

export const likeCommentEndpoint = defineEndpoint(likeCommentRoute, { access: 'verified', summary: 'Likes a comment (once per member)', tags: ['reactions'], params: commentParamsSchema, response: likeStateSchema, errors: likeErrors });
export const unlikeCommentEndpoint = defineEndpoint(unlikeCommentRoute, { access: 'member', summary: 'Removes my like of a comment', tags: ['reactions'], params: commentParamsSchema, response: likeStateSchema, errors: likeErrors });
export const likeReplyEndpoint = defineEndpoint(likeReplyRoute, { access: 'verified', summary: 'Likes a reply (once per member)', tags: ['reactions'], params: replyParamsSchema, response: likeStateSchema, errors: likeErrors });
export const unlikeReplyEndpoint = defineEndpoint(unlikeReplyRoute, { access: 'member', summary: 'Removes my like of a reply', tags: ['reactions'], params: replyParamsSchema, response: likeStateSchema, errors: likeErrors });
