import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { keysetInstant } from '../../../db/keyset.ts';
import { prepared } from '../../../db/prepared.ts';
import { posts, users } from '../../../db/schema/index.ts';
import { skeleton, skeletonName, type SkeletonVariant } from './skeleton.ts';

/** What a post needs to be shown: the post, its author's public fields, its sort key. */
const hydratedFields = {
  post: posts,
  author: {
    id: users.id,
    displayName: users.displayName,
    job: users.job,
    verified: users.verified,
    pictureDate: users.pictureDate,
    vanityAlias: users.vanityAlias,
    systemAlias: users.systemAlias,
  },
  cursorDate: keysetInstant(posts.creationDate),
};

/**
 * The second stage: the skeleton's posts with everything they show, in the same statement (one
 * round trip, whatever the page size), newest first. Prepared once per skeleton variant.
 */
function hydrateQuery(db: Database, variant: SkeletonVariant) {
  const keys = skeleton(db, variant);
  return db
    .select(hydratedFields)
    .from(keys)
    .innerJoin(posts, and(eq(posts.authorId, keys.authorId), eq(posts.id, keys.id)))
    .innerJoin(users, eq(users.id, posts.authorId))
    .orderBy(desc(posts.creationDate), desc(posts.authorId), desc(posts.id))
    .prepare(`posts_${skeletonName(variant)}`);
}

export type HydratedPost = Awaited<ReturnType<ReturnType<typeof hydrateQuery>['execute']>>[number];

export type SkeletonInput = {
  limit?: number;
  authorId?: string;
  cursorDate?: string;
  cursorAuthorId?: string;
  cursorId?: string;
  authorIds?: string[];
  ids?: string[];
};

export function hydratePosts(db: Database, variant: SkeletonVariant, input: SkeletonInput): Promise<HydratedPost[]> {
  return prepared(db, `posts:${skeletonName(variant)}`, (database) => hydrateQuery(database, variant)).execute(input);
}
