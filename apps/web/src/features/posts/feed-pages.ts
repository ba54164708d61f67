import type { Post, PostsPage } from '@arya/core';

/** The posts of every loaded page in order, each once (a post prepended after writing may come back in a page). */
export function flattenFeed(pages: readonly PostsPage[] | undefined): Post[] {
  const seen = new Set<string>();
  const posts: Post[] = [];
  for (const page of pages ?? []) {
    for (const post of page.posts) {
      if (seen.has(post._id)) continue;
      seen.add(post._id);
      posts.push(post);
    }
  }
  return posts;
}

/**
 * The feed's loadMore flag (spec 2 §4): true until a page comes back empty or without a next
 * cursor; nothing is asked before the first page arrives.
 */
export function canLoadMore(pages: readonly PostsPage[] | undefined): boolean {
  const last = pages?.[pages.length - 1];
  if (!last) return false;
  return last.posts.length > 0 && last.nextCursor !== null;
}
