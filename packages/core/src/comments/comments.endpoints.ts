import { defineEndpoint } from '../common/endpoint.ts';
import { WRITING_LIMITS } from '../posts/posts.constants.ts';
import { postParamsSchema } from '../posts/posts.schemas.ts';
import { likeStateSchema } from '../reactions/reactions.schemas.ts';
import { commentInputSchema, commentParamsSchema, commentSchema, commentsPageSchema, commentsQuerySchema, repliesPageSchema, repliesQuerySchema, replyParamsSchema } from './comments.schemas.ts';

export const listCommentsEndpoint = defineEndpoint({
  name: 'listComments',
  method: 'GET',
  path: '/api/v1/posts/:authorId/:postId/comments',
  summary: "List a post's comments",
  access: 'visitor',
  description: "A post's comments, newest first, in keyset pages of 7 (deleted ones stay, flagged)",
  tags: ['comments'],
  params: postParamsSchema,
  query: commentsQuerySchema,
  response: commentsPageSchema,
  errors: ['POST_NOT_FOUND'],
});

export const createCommentEndpoint = defineEndpoint({
  name: 'createComment',
  method: 'POST',
  path: '/api/v1/posts/:authorId/:postId/comments',
  summary: 'Comment a post',
  access: 'verified',
  description: 'Comments a post: text (sanitized HTML) and an optional image of my uploads',
  tags: ['comments'],
  params: postParamsSchema,
  body: commentInputSchema,
  response: commentSchema,
  errors: ['POST_NOT_FOUND', 'POST_DELETED', 'TEXT_LENGTH', 'TEXT_TOO_LONG', 'INVALID_ATTACHMENT', 'PROFILE_NOT_FOUND', 'WRITING_LIMIT_REACHED'],
  limits: { perMember: WRITING_LIMITS.comment },
});

export const updateCommentEndpoint = defineEndpoint({
  name: 'updateComment',
  method: 'PUT',
  path: '/api/v1/posts/:authorId/:postId/comments/:commentId',
  summary: 'Edit my comment',
  access: 'verified',
  description: 'Edits one of my comments (sets LastEditDate and LastEditBy)',
  tags: ['comments'],
  params: commentParamsSchema,
  body: commentInputSchema,
  response: commentSchema,
  errors: ['COMMENT_NOT_FOUND', 'NOT_COMMENT_AUTHOR', 'COMMENT_DELETED', 'TEXT_LENGTH', 'TEXT_TOO_LONG', 'INVALID_ATTACHMENT', 'WRITING_LIMIT_REACHED'],
  limits: { perMember: WRITING_LIMITS.edit },
});

export const deleteCommentEndpoint = defineEndpoint({
  name: 'deleteComment',
  method: 'DELETE',
  path: '/api/v1/posts/:authorId/:postId/comments/:commentId',
  summary: 'Delete my comment',
  access: 'member',
  description: 'Soft-deletes one of my comments: it stays in the list, flagged deleted',
  tags: ['comments'],
  params: commentParamsSchema,
  response: commentSchema,
  errors: ['COMMENT_NOT_FOUND', 'NOT_COMMENT_AUTHOR', 'COMMENT_DELETED'],
});

export const listRepliesEndpoint = defineEndpoint({
  name: 'listReplies',
  method: 'GET',
  path: '/api/v1/posts/:authorId/:postId/comments/:commentId/replies',
  summary: "List a comment's replies",
  access: 'visitor',
  description: "A comment's replies, newest first, all at once (deleted ones stay, flagged)",
  tags: ['comments'],
  params: commentParamsSchema,
  query: repliesQuerySchema,
  response: repliesPageSchema,
  errors: ['POST_NOT_FOUND', 'COMMENT_NOT_FOUND'],
});

export const createReplyEndpoint = defineEndpoint({
  name: 'createReply',
  method: 'POST',
  path: '/api/v1/posts/:authorId/:postId/comments/:commentId/replies',
  summary: 'Reply to a comment',
  access: 'verified',
  description: 'Replies to a comment (one level): text (sanitized HTML) and an optional image of my uploads',
  tags: ['comments'],
  params: commentParamsSchema,
  body: commentInputSchema,
  response: commentSchema,
  errors: ['POST_NOT_FOUND', 'POST_DELETED', 'COMMENT_NOT_FOUND', 'COMMENT_DELETED', 'TEXT_LENGTH', 'TEXT_TOO_LONG', 'INVALID_ATTACHMENT', 'PROFILE_NOT_FOUND', 'WRITING_LIMIT_REACHED'],
  limits: { perMember: WRITING_LIMITS.comment },
});

export const updateReplyEndpoint = defineEndpoint({
  name: 'updateReply',
  method: 'PUT',
  path: '/api/v1/posts/:authorId/:postId/comments/:commentId/replies/:replyId',
  summary: 'Edit my reply',
  access: 'verified',
  description: 'Edits one of my replies',
  tags: ['comments'],
  params: replyParamsSchema,
  body: commentInputSchema,
  response: commentSchema,
  errors: ['COMMENT_NOT_FOUND', 'NOT_COMMENT_AUTHOR', 'COMMENT_DELETED', 'TEXT_LENGTH', 'TEXT_TOO_LONG', 'INVALID_ATTACHMENT', 'WRITING_LIMIT_REACHED'],
  limits: { perMember: WRITING_LIMITS.edit },
});

export const deleteReplyEndpoint = defineEndpoint({
  name: 'deleteReply',
  method: 'DELETE',
  path: '/api/v1/posts/:authorId/:postId/comments/:commentId/replies/:replyId',
  summary: 'Delete my reply',
  access: 'member',
  description: 'Soft-deletes one of my replies',
  tags: ['comments'],
  params: replyParamsSchema,
  response: commentSchema,
  errors: ['COMMENT_NOT_FOUND', 'NOT_COMMENT_AUTHOR', 'COMMENT_DELETED'],
});

const likeErrors = ['COMMENT_NOT_FOUND', 'COMMENT_DELETED'] as const;

export const likeCommentEndpoint = defineEndpoint({ name: 'likeComment', method: 'PUT', path: '/api/v1/posts/:authorId/:postId/comments/:commentId/like', summary: 'Like a comment', access: 'verified', description: 'Likes a comment (once per member)', tags: ['reactions'], params: commentParamsSchema, response: likeStateSchema, errors: likeErrors });
export const unlikeCommentEndpoint = defineEndpoint({ name: 'unlikeComment', method: 'DELETE', path: '/api/v1/posts/:authorId/:postId/comments/:commentId/like', summary: 'Unlike a comment', access: 'member', description: 'Removes my like of a comment', tags: ['reactions'], params: commentParamsSchema, response: likeStateSchema, errors: likeErrors });
export const likeReplyEndpoint = defineEndpoint({ name: 'likeReply', method: 'PUT', path: '/api/v1/posts/:authorId/:postId/comments/:commentId/replies/:replyId/like', summary: 'Like a reply', access: 'verified', description: 'Likes a reply (once per member)', tags: ['reactions'], params: replyParamsSchema, response: likeStateSchema, errors: likeErrors });
export const unlikeReplyEndpoint = defineEndpoint({ name: 'unlikeReply', method: 'DELETE', path: '/api/v1/posts/:authorId/:postId/comments/:commentId/replies/:replyId/like', summary: 'Unlike a reply', access: 'member', description: 'Removes my like of a reply', tags: ['reactions'], params: replyParamsSchema, response: likeStateSchema, errors: likeErrors });
