import { z } from 'zod';
import { text } from './text.ts';

/** A page cursor is opaque to callers; the server makes it and refuses any it did not make. */
export const PAGE_CURSOR_MAX_LENGTH = 300;

/**
 * The query of one keyset page, for every list of the API (posts, comments, replies,
 * notifications): at most `maxLimit` items, after the cursor of the previous page.
 */
export function keysetQuerySchema(maxLimit: number) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(maxLimit).optional(),
    cursor: text({ max: PAGE_CURSOR_MAX_LENGTH }).optional(),
  });
}

/** The answer's cursor of the next page: null when this page is the last. */
export const nextCursorSchema = z.string().nullable();

/**
 * One page of a list: its items, then the cursor of the next page. Every keyset list of the API
 * answers this shape (some add fields beside it: the coins balance, the referral code), except
 * those whose answer the spec fixes: getPosts' `posts` and getUsers' `users` (spec 2 §7).
 */
export function keysetPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: nextCursorSchema });
}
