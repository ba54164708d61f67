import type { Post } from '@arya/core';
import type { Database } from '../../../db/client.ts';
import { keysetPage, type KeysetKey } from '../../../db/keyset.ts';
import { viewerId, type Viewer } from '../../viewer/viewer.ts';
import { toPostDto } from '../post.dto.ts';
import { lockUnreadable } from './filter.ts';
import { hydratePosts, type HydratedPost, type SkeletonInput } from './hydrate.ts';
import type { IdeaFilterSet, SkeletonVariant } from './skeleton.ts';

/**
 * Every list of posts goes through one pipeline: skeleton (keys by keyset cursor, or given keys)
 * -> hydrate (authors and counts, one statement) -> filter (what the viewer may not read is locked) ->
 * present (the viewer-aware answer).
 */

/** A feed's sort key: creation date, then author id and post id. */
export const FEED_KEY_IDS = 2;
const feedKeyOf = (row: HydratedPost): KeysetKey => ({ at: row.cursorDate, ids: [row.post.authorId, row.post.id] });

export async function readFeedPage(
  db: Database,
  viewer: Viewer,
  options: { limit: number; cursor: KeysetKey | null; authorId?: string; followedOnly?: boolean },
): Promise<{ posts: Post[]; nextCursor: string | null }> {
  const { limit, cursor, authorId, followedOnly = false } = options;
  const by = authorId !== undefined ? 'author' : followedOnly && viewer.kind === 'member' ? 'followed' : 'everyone';
  return readPage(db, viewer, { kind: 'page', by, afterCursor: cursor !== null }, { limit, cursor, input: { authorId } });
}

/** The ideas page: ideas and news posts, with the filters asked (their values in `values`). */
export async function readIdeasPage(
  db: Database,
  viewer: Viewer,
  options: { limit: number; cursor: KeysetKey | null; filters: IdeaFilterSet; values: Pick<SkeletonInput, 'ideaType' | 'assetType' | 'sell' | 'restrictedTo' | 'readsRestricted' | 'newsPair'> },
): Promise<{ posts: Post[]; nextCursor: string | null }> {
  const { limit, cursor, filters, values } = options;
  return readPage(db, viewer, { kind: 'page', by: 'ideas', afterCursor: cursor !== null, filters }, { limit, cursor, input: values });
}

async function readPage(
  db: Database,
  viewer: Viewer,
  variant: SkeletonVariant,
  { limit, cursor, input }: { limit: number; cursor: KeysetKey | null; input: Partial<SkeletonInput> },
): Promise<{ posts: Post[]; nextCursor: string | null }> {
  // One more than asked tells whether another page exists.
  const rows = await hydratePosts(db, variant, {
    ...input,
    viewerId: viewerId(viewer) ?? '',
    limit: limit + 1,
    cursorDate: cursor?.at,
    cursorAuthorId: cursor?.ids[0],
    cursorId: cursor?.ids[1],
  });
  // Paged before filtering: a post left out for this viewer never ends the feed early.
  const page = keysetPage(rows, limit, feedKeyOf);
  return { posts: lockUnreadable(page.rows, viewer).map((row) => toPostDto(row, viewer)), nextCursor: page.nextCursor };
}

export async function readPosts(db: Database, viewer: Viewer, keys: { authorId: string; id: string }[]): Promise<Post[]> {
  if (keys.length === 0) return [];
  const rows = await hydratePosts(db, { kind: 'ids' }, { viewerId: viewerId(viewer) ?? '', authorIds: keys.map((key) => key.authorId), ids: keys.map((key) => key.id) });
  return lockUnreadable(rows, viewer).map((row) => toPostDto(row, viewer));
}

export async function readPost(db: Database, viewer: Viewer, key: { authorId: string; id: string }): Promise<Post | null> {
  return (await readPosts(db, viewer, [key]))[0] ?? null;
}
