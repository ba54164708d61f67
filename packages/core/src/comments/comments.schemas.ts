import { z } from 'zod';
import { keysetPageSchema, keysetQuerySchema } from '../common/keyset.ts';
import { text } from '../common/text.ts';
import { translatableTextFields } from '../common/translations.schemas.ts';
import { cashtagFields } from '../instruments/cashtag.schemas.ts';
import { postImageInputSchema, postParamsSchema } from '../posts/posts.schemas.ts';
import { COMMENT_TEXT_MAX_LENGTH, COMMENTS_PAGE_SIZE, REPLIES_PAGE_SIZE_MAX } from './comments.constants.ts';

export const commentParamsSchema = postParamsSchema.extend({ commentId: text({ min: 1, max: 100 }) });
export const replyParamsSchema = commentParamsSchema.extend({ replyId: text({ min: 1, max: 100 }) });

/** What the comment box sends: text trimmed (spec 2 §5), an optional image of the member's uploads. */
export const commentInputSchema = z.object({
  text: text({ trim: true, min: 1, max: COMMENT_TEXT_MAX_LENGTH, tooShort: 'TEXT_LENGTH', tooLong: 'TEXT_TOO_LONG' }),
  image: postImageInputSchema.nullable().default(null),
});
export type CommentInput = z.input<typeof commentInputSchema>;
export type ValidCommentInput = z.output<typeof commentInputSchema>;

export const commentsQuerySchema = keysetQuerySchema(COMMENTS_PAGE_SIZE * 4);
/** Replies come all at once (spec 2 §9: replies per page 0), within REPLIES_PAGE_SIZE_MAX a request. */
export const repliesQuerySchema = keysetQuerySchema(REPLIES_PAGE_SIZE_MAX);

export const commentAuthorSchema = z.object({
  Id: z.string(),
  Name: z.string(),
  Verified: z.string().nullable(),
  PictureDate: z.string().nullable(),
  Alias: z.string().nullable(),
  /** Present (true) once the author erased their account: shown as "deleted member". */
  Deleted: z.boolean().optional(),
});

/** A comment as the API answers it, with the spec's field names (spec 2 §3 Comment). */
export const commentSchema = z.object({
  /** `postAuthorId/postId/commentId`, and `/replyId` for a reply. */
  _id: z.string(),
  Author: commentAuthorSchema,
  /** Sanitized HTML (COMMENT_HTML_TAGS); null once deleted, and for visitors when MembersOnly. */
  Text: z.string().nullable(),
  ...translatableTextFields,
  ...cashtagFields,
  Image: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
  Date: z.string().nullable(),
  CreationDate: z.string(),
  LastEditDate: z.string().nullable(),
  LastEditBy: z.string().nullable(),
  IsDeleted: z.boolean(),
  DeletedBy: z.string().nullable(),
  /** Written by a member whose profile is private: a visitor gets neither its text nor its image. */
  MembersOnly: z.boolean(),
  ReactionsCount: z.object({ Likes: z.number().int() }),
  Liked: z.boolean(),
  RepliesCount: z.number().int(),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentsPageSchema = keysetPageSchema(commentSchema);
export type CommentsPage = z.infer<typeof commentsPageSchema>;

export const repliesPageSchema = keysetPageSchema(commentSchema);
export type RepliesPage = z.infer<typeof repliesPageSchema>;
