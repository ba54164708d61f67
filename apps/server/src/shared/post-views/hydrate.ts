import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { ideaOutcomes, internalNews, posts, reactions, userPrivate, users } from '../../db/schema/index.ts';
import { authorColumns } from '../members/public-users.repository.ts';
import { authorHiddenOf, authorPublicOf, newsAudienceOf } from '../post-audience.ts';
import { feedKeyset, skeletonCondition, skeletonName, type SkeletonVariant } from './skeleton.ts';

/** A share's original, as it is now (deleted since? restricted?). */
const original = alias(posts, 'original');
/** The reader's own share of the post, if any (its id is made from the post's ids: a key lookup). */
const readerShare = alias(posts, 'reader_share');
/** Every list of posts is in the feed's order. */
const postsKeyset = feedKeyset(posts);

/**
 * What a post needs to be shown: the post, its author's public fields, the reader's like and share,
 * the state of a share's original, its sort key.
 */
const hydratedFields = {
  post: posts,
  author: authorColumns,
  cursorDate: postsKeyset.instant,
  liked: sql<boolean>`${reactions.userId} is not null`,
  shared: sql<boolean>`${readerShare.id} is not null`,
  original: {
    isDeleted: original.isDeleted,
    restrictedTo: original.restrictedTo,
    newsAudience: newsAudienceOf(original.internalNewsRef),
    authorPublic: authorPublicOf(original.authorId),
    authorHidden: authorHiddenOf(original.authorId),
    images: original.images,
  },
  /** The internal news item the post carries. */
  news: internalNews,
  /** A market idea's outcome (issue 28). */
  outcome: ideaOutcomes,
  /**
   * The reader's favourites, read once per statement (a subquery of the reader's id alone), not
   * joined: with one more join, a page read by keys (given posts, the followed feed) passes the
   * planner's join_collapse_limit (8), which then keeps the joins in their written order and scans
   * every post before the keys (300 ms a post read at 100,000 posts, 6 ms without; 2026-11-29).
   */
  favorite: sql<boolean>`coalesce(${posts.internalNewsRef} = any((select ${userPrivate.favoriteIdeas} from ${userPrivate} where ${userPrivate.userId} = ${sql.placeholder('viewerId')})::text[]), false)`,
  /** Whether the last comment's author has a public profile (a private member's words are for members). */
  lastCommentAuthorPublic: authorPublicOf(sql`${posts.lastComment}->>'authorId'`),
  /** Whether the last comment's author is suspended or leaving (their words are for staff then). */
  lastCommentAuthorHidden: authorHiddenOf(sql`${posts.lastComment}->>'authorId'`),
};

/** The API id of a post, as reactions name their target. */
const postTargetId = sql`${posts.authorId} || '/' || ${posts.id}`;
/** Mirrors core's shareIdOf, in SQL. */
const shareIdOfPost = sql`'share-' || ${posts.authorId} || '-' || ${posts.id}`;

/**
 * The second stage: the skeleton's posts with everything they show, in the same statement (one
 * round trip, whatever the page size), newest first. Prepared once per skeleton variant; for a
 * visitor it looks for a reaction and a share that cannot exist (no member has an empty id).
 */
function hydrateQuery(db: Database, variant: SkeletonVariant) {
  const query = db
    .select(hydratedFields)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(reactions, and(eq(reactions.targetId, postTargetId), eq(reactions.userId, sql.placeholder('viewerId'))))
    .leftJoin(readerShare, and(eq(readerShare.authorId, sql.placeholder('viewerId')), eq(readerShare.id, shareIdOfPost)))
    .leftJoin(
      original,
      and(eq(original.authorId, sql`split_part(${posts.sharedPostId}, '/', 1)`), eq(original.id, sql`split_part(${posts.sharedPostId}, '/', 2)`)),
    )
    .leftJoin(internalNews, eq(internalNews.id, posts.internalNewsRef))
    .leftJoin(ideaOutcomes, and(eq(ideaOutcomes.postAuthorId, posts.authorId), eq(ideaOutcomes.postId, posts.id)))
    .where(skeletonCondition(variant))
    .orderBy(...postsKeyset.orderBy);
  return (variant.kind === 'page' ? query.limit(sql.placeholder('limit')) : query).prepare(`posts_${skeletonName(variant)}`);
}

export type HydratedPost = Awaited<ReturnType<ReturnType<typeof hydrateQuery>['execute']>>[number];

export type SkeletonInput = {
  /** The reader's id ('' for a visitor). */
  viewerId: string;
  limit?: number;
  /** The authors a page leaves out for the reader (see skeleton.ts); pages only. */
  excludedAuthors?: string[];
  authorId?: string;
  cursorDate?: string;
  cursorAuthorId?: string;
  cursorId?: string;
  authorIds?: string[];
  ids?: string[];
  /** The ideas page's filters (see skeleton.ts). */
  ideaType?: string;
  assetType?: string;
  sell?: boolean;
  restrictedTo?: string;
  readsRestricted?: boolean;
  newsPair?: string;
  /** Only public members' posts exist for the reader (a visitor; see listedForViewer, skeleton.ts). */
  publicOnly?: boolean;
  /** An instrument's symbol: its page, or the ideas page's instrument filter. */
  symbol?: string;
};

export function hydratePosts(db: Database, variant: SkeletonVariant, input: SkeletonInput): Promise<HydratedPost[]> {
  return prepared(db, `posts:${skeletonName(variant)}`, (database) => hydrateQuery(database, variant)).execute(input);
}
