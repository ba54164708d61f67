import { describe, expect, it } from 'vitest';
import { viewerOf, VISITOR } from '../../viewer/viewer.ts';
import { readablePosts } from './filter.ts';
import type { HydratedPost } from './hydrate.ts';

const row = (authorId: string, restrictedTo: string | null, isDeleted = false) => ({ post: { authorId, id: `${authorId}-p`, restrictedTo, isDeleted } }) as unknown as HydratedPost;

describe('readablePosts', () => {
  it('keeps open posts, deleted ones included, for everyone', () => {
    const rows = [row('a', null), row('b', null, true)];
    expect(readablePosts(rows, VISITOR)).toEqual(rows);
  });

  it('keeps a post restricted to an audience for its author only', () => {
    const restricted = row('coach', 'premium-coaches');
    expect(readablePosts([restricted], VISITOR)).toEqual([]);
    expect(readablePosts([restricted], viewerOf({ id: 'someone' }))).toEqual([]);
    expect(readablePosts([restricted], viewerOf({ id: 'coach' }))).toEqual([restricted]);
  });
});
