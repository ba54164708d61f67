import { z } from 'zod';
import { keysetQuerySchema, nextCursorSchema } from '../common/keyset.ts';
import { text } from '../common/text.ts';
import { translatableTextFields } from '../common/translations.schemas.ts';
import { cashtagFields } from '../instruments/cashtag.schemas.ts';
import { financialDataSchema } from '../ideas/ideas.schemas.ts';
import { internalNewsSchema } from '../news/news.schemas.ts';
import { FEED_PAGE_SIZE_MAX, HOME_FEEDS, POST_TEXT_MAX_LENGTH, POST_TEXT_MIN_LENGTH } from './posts.constants.ts';

export const postParamsSchema = z.object({ authorId: text({ min: 1, max: 100 }), postId: text({ min: 1, max: 100 }) });

export const imageSizeSchema = z.object({ width: z.number().int().positive(), height: z.number().int().positive() });

/** An image attached to a post: an upload of the author's in our storage. */
export const postImageInputSchema = z.object({ url: text({ min: 1, max: 500 }) });

/** A GIF from the GIF search (the provider's address and size). */
export const gifSchema = z.object({
  // An https address (the server also checks its host) or one of the app's built-in GIFs.
  url: text({ max: 1000 })
    .url({ protocol: /^https$/ })
    .or(text({ max: 200 }).regex(/^\/gifs\/[a-z0-9-]+\.gif$/)),
  width: z.number().int().positive().max(4000),
  height: z.number().int().positive().max(4000),
  title: text({ max: 200 }).optional(),
});
export type Gif = z.infer<typeof gifSchema>;

/** What the writer sends to create or edit a post. Text is trimmed; messages are error codes. */
export const postInputSchema = z.object({
  text: text({ trim: true, min: POST_TEXT_MIN_LENGTH, max: POST_TEXT_MAX_LENGTH, tooShort: 'TEXT_LENGTH', tooLong: 'TEXT_TOO_LONG' }),
  images: z.array(postImageInputSchema).default([]),
  gif: gifSchema.nullable().default(null),
});
export type PostInput = z.input<typeof postInputSchema>;

/**
 * What the writer sends to share a post (spec 2 §4): the member's text, under the same rule as a
 * post's, and the original's text and images as the member saw them, so a share is refused when the
 * original changed since. A share carries no media of its own.
 */
export const shareInputSchema = z.object({
  text: postInputSchema.shape.text,
  original: z.object({
    text: text({ max: POST_TEXT_MAX_LENGTH }).nullable(),
    images: z.array(text({ max: 500 })).max(100),
  }),
});
export type ShareInput = z.input<typeof shareInputSchema>;
export type ValidShareInput = z.output<typeof shareInputSchema>;

export const postAuthorSchema = z.object({
  Id: z.string(),
  Name: z.string(),
  Job: z.string().nullable(),
  Verified: z.string().nullable(),
  PictureDate: z.string().nullable(),
  /** The author's public profile address (vanity alias, else system alias). */
  Alias: z.string().nullable(),
  /** Present (true) once the author erased their account: shown as "deleted member". */
  Deleted: z.boolean().optional(),
});
export type PostAuthor = z.infer<typeof postAuthorSchema>;

/**
 * The original a share carries (spec 2 §3 "Shared post copy"): its content and author as they were
 * when shared (a visitor reads the author's first name only), without the images its author has
 * taken off the original since, and whether it was deleted since (then its content is not shown).
 */
export const sharedPostSchema = z.object({
  /** The original's `_id`. */
  Id: z.string(),
  Author: postAuthorSchema,
  Text: z.string().nullable(),
  Date: z.string().nullable(),
  Images: z.array(z.string()),
  ImageSizes: z.array(imageSizeSchema),
  IsDeleted: z.boolean(),
});
export type SharedPost = z.infer<typeof sharedPostSchema>;

/** What a post shows of its newest comment (spec 2 §3 LastComment): its words without markup, shortened. */
export const lastCommentSchema = z.object({
  /** The comment's API id (`authorId/postId/commentId`). */
  Id: z.string(),
  Author: z.object({ Id: z.string(), Name: z.string() }),
  Text: z.string(),
  Date: z.string(),
});
export type LastComment = z.infer<typeof lastCommentSchema>;

/** A post as the API answers it, with the field names of the spec's Post entity. */
export const postSchema = z.object({
  _id: z.string(),
  Author: postAuthorSchema,
  Text: z.string().nullable(),
  ...translatableTextFields,
  ...cashtagFields,
  Images: z.array(z.string()),
  ImageSizes: z.array(imageSizeSchema),
  Gif: gifSchema.nullable(),
  Preview: z.object({ YoutubeId: z.string() }).nullable(),
  Date: z.string().nullable(),
  CreationDate: z.string(),
  LastEditDate: z.string().nullable(),
  LastEditBy: z.string().nullable(),
  ReactionsCount: z.object({ Likes: z.number().int() }),
  /** Whether the reader likes this post (always false for visitors). */
  Liked: z.boolean(),
  CommentsCount: z.number().int(),
  /** The newest comment still there, or null. */
  LastComment: lastCommentSchema.nullable(),
  SharesCount: z.number().int(),
  /** Whether the reader has shared this post (always false for visitors). */
  Shared: z.boolean(),
  /** Set when this post is a share: the original it carries. */
  SharedPost: sharedPostSchema.nullable(),
  /** Set when this post is an idea, analysis or trading plan (spec 2 §3 FinancialData). */
  FinancialData: financialDataSchema.nullable(),
  /** A coach's recording on an idea. */
  Audio: z.string().nullable(),
  /** Set when this post carries an internal news item. */
  InternalNewsData: internalNewsSchema.nullable(),
  /** The audience the post is restricted to (a coach's idea: the premium coaches group). */
  RestrictedTo: z.string().nullable(),
  /**
   * The reader may not read this idea or news item (not in its audience): its text, images, audio,
   * levels and contents are not in the answer; the card shows the premium upsell.
   */
  Locked: z.boolean(),
  IsDeleted: z.boolean(),
  DeletedBy: z.string().nullable(),
  DeletionDate: z.string().nullable(),
});
export type Post = z.infer<typeof postSchema>;

export const userSuggestionSchema = z.object({
  _id: z.string(),
  DisplayName: z.string(),
  Alias: z.string(),
  Job: z.string().nullable(),
  Verified: z.string().nullable(),
  PictureDate: z.string().nullable(),
});

/** The getPosts contract of spec 2 §7 as a query string; `cursor` replaces the offset. */
export const postsQuerySchema = keysetQuerySchema(FEED_PAGE_SIZE_MAX).extend({
  ids: text({ max: 2000 })
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean) : undefined)),
  alias: text({ min: 1, max: 100 }).optional(),
  userId: text({ min: 1, max: 100 }).optional(),
  postId: text({ min: 3, max: 200 }).optional(),
  /** The home feed's tabs: everyone's posts (default), or only those of the members the reader follows. */
  feed: z.enum(HOME_FEEDS).optional(),
  userSuggestions: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export const postsPageSchema = z.object({
  posts: z.array(postSchema),
  nextCursor: nextCursorSchema,
  userSuggestions: z.array(userSuggestionSchema).optional(),
});
export type PostsPage = z.infer<typeof postsPageSchema>;

/** The writer's input after validation (text trimmed, defaults applied). */
export type ValidPostInput = z.output<typeof postInputSchema>;
export type PostsQuery = z.output<typeof postsQuerySchema>;
