import type { Post, PostsPage } from '@arya/core/contract';
import { canLoadMorePages, flattenPages, type KeysetPage } from '../../lib/keyset-pages.ts';

/** getPosts answers `posts` (spec 2 §7 fixes its answer), not the `items` of the other lists. */
const asKeysetPages = (pages: readonly PostsPage[] | undefined): KeysetPage<Post>[] | undefined => pages?.map((page) => ({ items: page.posts, nextCursor: page.nextCursor }));

/** The posts of every loaded page in order, each once (a post prepended after writing may come back in a page). */
export const flattenFeed = (pages: readonly PostsPage[] | undefined): Post[] => flattenPages(asKeysetPages(pages), (post) => post._id);

/** The feed's loadMore flag (spec 2 §4). */
export const canLoadMore = (pages: readonly PostsPage[] | undefined): boolean => canLoadMorePages(asKeysetPages(pages));
