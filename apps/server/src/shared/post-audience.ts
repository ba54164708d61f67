import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { internalNews, posts, users, type StoredAvailability } from '../db/schema/index.ts';

/**
 * Who may read a post: its RestrictedTo (a coach's idea), for a news post the AvailableFor of its
 * news item (null for any other post), and whether its author's profile is public (a private
 * member's posts are for members only). Every check of a post's readers reads them all (feeds,
 * comments, likes, shares, live channels, link previews) through the rules in feed/filter.ts.
 */
export interface PostAudience {
  authorId: string;
  restrictedTo: string | null;
  newsAudience: StoredAvailability[] | null;
  authorPublic: boolean;
  /** The author is suspended or leaving: their posts exist for staff and themselves only. */
  authorHidden: boolean;
}

/** Whether a member's content is hidden now (users.hidden_until in the future), for a select on users. */
export function hiddenNow(hiddenUntil: AnyColumn): SQL<boolean> {
  return sql<boolean>`coalesce(${hiddenUntil} > now(), false)`;
}

/** A news post's AvailableFor, for a select on posts (or an alias of it): a key lookup. */
export function newsAudienceOf(internalNewsRef: AnyColumn): SQL<StoredAvailability[] | null> {
  return sql<StoredAvailability[] | null>`(select ${internalNews.availableFor} from ${internalNews} where ${internalNews.id} = ${internalNewsRef})`;
}

/** Whether a member's profile is public (a post's author, a last comment's), for a select on posts: a key lookup. */
export function authorPublicOf(authorId: AnyColumn | SQL): SQL<boolean> {
  return sql<boolean>`coalesce((select ${users.publicProfile} from ${users} where ${users.id} = ${authorId}), false)`;
}

/** Whether a member's content is hidden now (a post's author, a last comment's), for a select on posts: a key lookup. */
export function authorHiddenOf(authorId: AnyColumn | SQL): SQL<boolean> {
  return sql<boolean>`coalesce((select ${users.hiddenUntil} > now() from ${users} where ${users.id} = ${authorId}), false)`;
}

/** What decides whether a post takes comments: it exists, is readable (its audience), is not deleted. */
export async function findPostForComments(db: Database, key: { authorId: string; id: string }) {
  const [row] = await db
    .select({
      authorId: posts.authorId,
      isDeleted: posts.isDeleted,
      restrictedTo: posts.restrictedTo,
      newsAudience: newsAudienceOf(posts.internalNewsRef),
      authorPublic: authorPublicOf(posts.authorId),
      authorHidden: authorHiddenOf(posts.authorId),
    })
    .from(posts)
    .where(and(eq(posts.authorId, key.authorId), eq(posts.id, key.id)));
  return row ?? null;
}
