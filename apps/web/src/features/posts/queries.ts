import type { Post, PostInput, PostsPage, PublicUser, ShareInput } from '@arya/core/contract';
import { createPostRoute, deletePostRoute, getPostRoute, getUserByAliasRoute, listPostsRoute, sharePostRoute, updatePostRoute } from '@arya/core/routes';
import { homeFeedQuery, parsePostId, type HomeFeed } from '@arya/core/rules';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { updatePostShadow } from './shadow/post-shadow.ts';

/** Query keys of everything post-shaped; every list lives under ['posts', …] so one update reaches all copies. */
export const postKeys = {
  all: ['posts'] as const,
  home: (feed: HomeFeed = 'all') => ['posts', 'feed', 'home', feed] as const,
  byUser: (alias: string) => ['posts', 'feed', 'user', alias] as const,
  one: (id: string) => ['posts', 'one', id] as const,
  /** Every cached profile, whatever alias it was opened by. */
  users: ['users', 'alias'] as const,
  user: (alias: string) => ['users', 'alias', alias] as const,
};

export const FEED_STALE_TIME_MS = 30_000;

const nextPage = (page: PostsPage) => page.nextCursor ?? undefined;

/**
 * The home feed: everyone's posts (the first page with members to follow) or the followed members'
 * (the "following" tab). Also asked for by the server's render before it draws the page.
 */
export const homeFeedPostsQuery = (feed: HomeFeed = 'all') =>
  infiniteQueryOptions({
    queryKey: postKeys.home(feed),
    queryFn: ({ pageParam }) => callApi(listPostsRoute, { query: homeFeedQuery(feed, pageParam) }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPage,
    staleTime: FEED_STALE_TIME_MS,
  });

/** The home feed's tab, from the page's address (`?feed=following`). */
export const homeFeedOf = (search: URLSearchParams): HomeFeed => (search.get('feed') === 'following' ? 'following' : 'all');

export function useHomeFeed(feed: HomeFeed = 'all') {
  return useInfiniteQuery(homeFeedPostsQuery(feed));
}

/** A member's posts, as their profile lists them. */
export const userPostsQuery = (alias: string) =>
  infiniteQueryOptions({
    queryKey: postKeys.byUser(alias),
    queryFn: ({ pageParam }) => callApi(listPostsRoute, { query: { alias, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPage,
    staleTime: FEED_STALE_TIME_MS,
  });

/** Whether a profile lists its posts: not a private one read by a visitor (name and picture only), nor a member one blocks. */
export const listsPostsOf = (member: Pick<PublicUser, 'PostsCount' | 'Blocking'>): boolean => member.PostsCount !== null && member.Blocking !== true;

export function useUserPosts(alias: string, enabled = true) {
  return useInfiniteQuery({ ...userPostsQuery(alias), enabled });
}

/** One post by its API id, read fresh (a share's original before sharing it, the post page). */
export function fetchPost(id: string): Promise<Post> {
  const key = parsePostId(id);
  if (!key) return Promise.reject(new Error(`Not a post id: ${id}`));
  return callApi(getPostRoute, { params: { authorId: key.authorId, postId: key.postId } });
}

/** One post's query, as its page reads it (and the server's render asks for before drawing the page). */
export const postQuery = (id: string) =>
  queryOptions({
    queryKey: postKeys.one(id),
    queryFn: () => fetchPost(id),
    enabled: parsePostId(id) !== null,
    staleTime: FEED_STALE_TIME_MS,
  });

export function usePost(id: string) {
  return useQuery(postQuery(id));
}

/** A member's profile by the alias in its address. */
export const userByAliasQuery = (alias: string) =>
  queryOptions({ queryKey: postKeys.user(alias), queryFn: () => callApi(getUserByAliasRoute, { params: { alias } }), staleTime: FEED_STALE_TIME_MS });

export function useUserByAlias(alias: string) {
  return useQuery(userByAliasQuery(alias));
}

/** Replaces a post in every cached feed page and single-post entry. */
export function replaceCachedPost(client: QueryClient, post: Post): void {
  client.setQueriesData<InfiniteData<PostsPage>>({ queryKey: ['posts', 'feed'] }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, posts: page.posts.map((item) => (item._id === post._id ? post : item)) })) } : data,
  );
  client.setQueryData(postKeys.one(post._id), post);
}

/** Puts a new post (or idea) at the top of the home feed and of its author's feed (when those are cached). */
export function prependCachedPost(client: QueryClient, post: Post): void {
  const prepend = (data: InfiniteData<PostsPage> | undefined) => {
    if (!data || data.pages.length === 0) return data;
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first!, posts: [post, ...first!.posts] }, ...rest] };
  };
  client.setQueryData(postKeys.home(), prepend);
  if (post.Author.Alias) client.setQueryData(postKeys.byUser(post.Author.Alias), prepend);
}

export function useCreatePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PostInput) => callApi(createPostRoute, { body: input }),
    onSuccess: (post) => prependCachedPost(client, post),
  });
}

export function useUpdatePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PostInput }) => {
      const key = parsePostId(id)!;
      return callApi(updatePostRoute, { params: { authorId: key.authorId, postId: key.postId }, body: input });
    },
    onSuccess: (post) => replaceCachedPost(client, post),
  });
}

/**
 * Shares a post (`originalId`: the post itself, or the original a share carries). The new share
 * goes first in the feeds; every cached copy of the original shows it shared, with its stored count.
 */
export function useSharePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ originalId, input }: { originalId: string; input: ShareInput }) => {
      const key = parsePostId(originalId)!;
      return callApi(sharePostRoute, { params: { authorId: key.authorId, postId: key.postId }, body: input });
    },
    onSuccess: (share, { originalId }) => {
      prependCachedPost(client, share);
      updatePostShadow(client, originalId, { Shared: true });
      // The count as stored (a live count may already have this share in it, or others' too).
      void fetchPost(originalId)
        .then((original) => updatePostShadow(client, originalId, { SharesCount: original.SharesCount, Shared: true }))
        .catch(() => undefined);
    },
  });
}

/** A deleted post stays in the lists, shown as deleted (spec 2 §4). */
export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => {
      const key = parsePostId(id)!;
      return callApi(deletePostRoute, { params: { authorId: key.authorId, postId: key.postId } });
    },
    onSuccess: (post) => replaceCachedPost(client, post),
  });
}
