import type { Post, PostsPage } from '@arya/core/contract';
import { canLoadMorePages, flattenPages } from '../../lib/keyset-pages.ts';

/** The posts of every loaded page in order, each once (a post prepended after writing may come back in a page). */
export const flattenFeed = (pages: readonly PostsPage[] | undefined): Post[] => flattenPages(pages, (page) => page.posts, (post) => post._id);

/** The feed's loadMore flag (spec 2 §4). */
export const canLoadMore = (pages: readonly PostsPage[] | undefined): boolean => canLoadMorePages(pages, (page) => page.posts);
