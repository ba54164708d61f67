import type { LivePostTranslated } from '@arya/core/rules';
import type { Post, PostsPage } from '@arya/core/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The fields a member's own action changes on a post before the server's answer arrives, and those
 * live events bring (counts, a translation made after the post was written).
 */
export type PostShadow = Partial<Pick<Post, 'Liked' | 'ReactionsCount' | 'CommentsCount' | 'SharesCount' | 'Shared' | 'LastComment' | 'TextLang' | 'TextLocalizations' | 'TranslatedBy' | 'FinancialData'>>;

/**
 * One overlay over every cached copy of a post (home feed, a profile, the single post): an action
 * shadows each copy, so all of them change together. A shadow belongs to the copy it was set on;
 * a refetched post is a new object, the server's truth, with no shadow until the next action.
 */
const shadows = new WeakMap<Post, PostShadow>();
const listeners = new Map<string, Set<() => void>>();

function subscribe(id: string, listener: () => void): () => void {
  const set = listeners.get(id) ?? new Set();
  set.add(listener);
  listeners.set(id, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(id);
  };
}

/** Every cached copy of a post, in every query under ['posts']. */
export function cachedCopies(client: QueryClient, id: string): Post[] {
  const copies: Post[] = [];
  for (const query of client.getQueryCache().findAll({ queryKey: ['posts'] })) {
    const data = query.state.data as InfiniteData<PostsPage> | Post | undefined;
    if (!data) continue;
    if ('pages' in data) {
      for (const page of data.pages) for (const post of page.posts) if (post._id === id) copies.push(post);
    } else if (data._id === id) copies.push(data);
  }
  return copies;
}

export function updatePostShadow(client: QueryClient, id: string, shadow: PostShadow): void {
  for (const copy of cachedCopies(client, id)) shadows.set(copy, { ...shadows.get(copy), ...shadow });
  for (const listener of listeners.get(id) ?? []) listener();
}

/** A translation made after the post was written (live): every copy shows it, an idea's title too. */
export function shadowTranslation(client: QueryClient, event: LivePostTranslated): void {
  const { postId, TitleLocalizations, ...text } = event;
  for (const copy of cachedCopies(client, postId)) {
    const shadow = shadows.get(copy);
    const data = shadow?.FinancialData ?? copy.FinancialData;
    shadows.set(copy, { ...shadow, ...text, ...(data ? { FinancialData: { ...data, TitleLocalizations } } : {}) });
  }
  for (const listener of listeners.get(postId) ?? []) listener();
}

/** The post as the member sees it: the cached copy under its shadow. */
export function usePostShadow(post: Post): Post {
  const shadow = useSyncExternalStore(
    useCallback((listener: () => void) => subscribe(post._id, listener), [post._id]),
    () => shadows.get(post),
    // No action of the member's on the server: the post as it is.
    () => undefined,
  );
  return shadow ? { ...post, ...shadow } : post;
}
