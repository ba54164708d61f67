import type { PostsPage } from '@arya/core/contract';
import { describe, expect, it } from 'vitest';
import { makePost } from '../../test/kit.ts';
import { canLoadMore, flattenFeed } from './feed-pages.ts';

const post = (id: string) => makePost({ _id: id });
const page = (ids: string[], nextCursor: string | null): PostsPage => ({ posts: ids.map(post), nextCursor });

describe('flattenFeed', () => {
  it('joins the pages in order', () => {
    expect(flattenFeed([page(['a/1', 'a/2'], 'c1'), page(['b/3'], null)]).map((item) => item._id)).toEqual(['a/1', 'a/2', 'b/3']);
  });

  it('keeps each post once', () => {
    expect(flattenFeed([page(['a/new', 'a/1'], 'c1'), page(['a/new', 'b/2'], null)]).map((item) => item._id)).toEqual(['a/new', 'a/1', 'b/2']);
  });

  it('is empty before the first page', () => {
    expect(flattenFeed(undefined)).toEqual([]);
  });
});

describe('canLoadMore', () => {
  it('is false before the first page', () => {
    expect(canLoadMore(undefined)).toBe(false);
    expect(canLoadMore([])).toBe(false);
  });

  it('is true while the last page has posts and a next cursor', () => {
    expect(canLoadMore([page(['a/1'], 'c1')])).toBe(true);
  });

  it('stops at a page without a next cursor', () => {
    expect(canLoadMore([page(['a/1'], 'c1'), page(['a/2'], null)])).toBe(false);
  });

  it('stops at an empty page (loadMore false)', () => {
    expect(canLoadMore([page(['a/1'], 'c1'), page([], 'c2')])).toBe(false);
  });
});
