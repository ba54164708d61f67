import type { Post } from '@arya/core';
import type { Database } from '../../db/client.ts';
import { paginate, type PageRequest } from '../../db/keyset.ts';
import { posts } from '../../db/schema/index.ts';
import { excludedAuthors, viewerId, type Viewer } from '../viewer.ts';
import { toPostDto } from './post.dto.ts';
import { audienceInput, lockUnreadable } from './filter.ts';
import { hydratePosts, type HydratedPost, type SkeletonInput } from './hydrate.ts';
import { readNamedKeys, type NamedSkeleton, type NamedSource } from './named-skeleton.ts';
import { feedKeyset, type IdeaFilterSet, type SkeletonVariant } from './skeleton.ts';

/**
 * Every list of posts goes through one pipeline: skeleton (keys by keyset cursor, or given keys)
 * -> hydrate (authors and counts, one statement) -> filter (what the viewer may not read is locked) ->
 * present (the viewer-aware answer).
 */

const postsKeyset = feedKeyset(posts);

export async function readFeedPage(
  db: Database,
  viewer: Viewer,
  options: PageRequest & { authorId?: string; followedOnly?: boolean },
): Promise<{ posts: Post[]; nextCursor: string | null }> {
  const { authorId, followedOnly = false } = options;
  const by = authorId !== undefined ? 'author' : followedOnly && viewer.kind === 'member' ? 'followed' : 'everyone';
  // A profile is opened on purpose: a muted member's own posts show there (a blocked one's do not).
  return readPage(db, viewer, (afterCursor) => ({ kind: 'page', by, afterCursor }), options, { authorId, excludedAuthors: excludedAuthors(viewer, { mutes: by !== 'author' }) });
}

/** The ideas page: ideas and news posts, with the filters asked (their values in `values`); one instrument's market ideas when `values.symbol` is set. */
export async function readIdeasPage(
  db: Database,
  viewer: Viewer,
  options: PageRequest & { filters: IdeaFilterSet; values: Pick<SkeletonInput, 'ideaType' | 'assetType' | 'sell' | 'restrictedTo' | 'symbol'> },
): Promise<{ posts: Post[]; nextCursor: string | null }> {
  const { filters, values } = options;
  const input = { ...values, ...audienceInput(viewer), excludedAuthors: excludedAuthors(viewer) };
  if (values.symbol !== undefined) return readNamedPage(db, viewer, (afterCursor) => ({ source: 'ideas', afterCursor, withDeleted: true, filters }), options, input);
  return readPage(db, viewer, (afterCursor) => ({ kind: 'page', by: 'ideas', afterCursor, filters }), options, input);
}

/**
 * An instrument's page (issue 28): its market ideas, or the posts naming it with a $cashtag, newest
 * first, without deleted posts; locked for the readers outside their audience as everywhere.
 */
export async function readInstrumentPage(
  db: Database,
  viewer: Viewer,
  options: PageRequest & { symbol: string; source: NamedSource },
): Promise<{ posts: Post[]; nextCursor: string | null }> {
  const { symbol, source } = options;
  return readNamedPage(db, viewer, (afterCursor) => ({ source, afterCursor, withDeleted: false, filters: null }), options, {
    ...audienceInput(viewer),
    symbol,
    excludedAuthors: excludedAuthors(viewer),
  });
}

/** A page whose keys are read first (named-skeleton.ts), then hydrated by their keys: two statements (one when empty). */
async function readNamedPage(
  db: Database,
  viewer: Viewer,
  variant: (afterCursor: boolean) => NamedSkeleton,
  request: PageRequest,
  input: Partial<SkeletonInput>,
): Promise<{ posts: Post[]; nextCursor: string | null }> {
  const reader = viewerId(viewer) ?? '';
  const page = await paginate(
    postsKeyset,
    request,
    ({ limit, cursor }) =>
      readNamedKeys(db, variant(cursor !== null), { ...input, viewerId: reader, limit, cursorDate: cursor?.at, cursorAuthorId: cursor?.ids[0], cursorId: cursor?.ids[1] }),
    (key) => [key.authorId, key.id],
  );
  const keys = page.items;
  const rows = keys.length === 0 ? [] : await hydratePosts(db, { kind: 'ids' }, { viewerId: reader, authorIds: keys.map((key) => key.authorId), ids: keys.map((key) => key.id) });
  return { posts: lockUnreadable(rows, viewer).map((row) => toPostDto(row, viewer)), nextCursor: page.nextCursor };
}

async function readPage(
  db: Database,
  viewer: Viewer,
  variant: (afterCursor: boolean) => SkeletonVariant,
  request: PageRequest,
  input: Partial<SkeletonInput>,
): Promise<{ posts: Post[]; nextCursor: string | null }> {
  // A prepared statement per variant: the cursor's values are its placeholders (skeleton.ts).
  const page = await paginate(
    postsKeyset,
    request,
    ({ limit, cursor }) =>
      hydratePosts(db, variant(cursor !== null), {
        ...input,
        viewerId: viewerId(viewer) ?? '',
        limit,
        cursorDate: cursor?.at,
        cursorAuthorId: cursor?.ids[0],
        cursorId: cursor?.ids[1],
      }),
    (row: HydratedPost) => [row.post.authorId, row.post.id],
  );
  // Paged before filtering: a post left out for this viewer never ends the feed early.
  return { posts: lockUnreadable(page.items, viewer).map((row) => toPostDto(row, viewer)), nextCursor: page.nextCursor };
}

export async function readPosts(db: Database, viewer: Viewer, keys: { authorId: string; id: string }[]): Promise<Post[]> {
  if (keys.length === 0) return [];
  const rows = await hydratePosts(db, { kind: 'ids' }, { viewerId: viewerId(viewer) ?? '', authorIds: keys.map((key) => key.authorId), ids: keys.map((key) => key.id) });
  return lockUnreadable(rows, viewer).map((row) => toPostDto(row, viewer));
}

export async function readPost(db: Database, viewer: Viewer, key: { authorId: string; id: string }): Promise<Post | null> {
  return (await readPosts(db, viewer, [key]))[0] ?? null;
}
