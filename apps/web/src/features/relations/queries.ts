import type { Comment, CommentsPage, CurrentUser, Post, PostsPage, PublicUser, RelationsPage, RelationState, RepliesPage } from '@arya/core/contract';
import type { RelationKind } from '@arya/core/rules';
import { blockMemberRoute, muteMemberRoute, myBlocksRoute, myMutesRoute, unblockMemberRoute, unmuteMemberRoute } from '@arya/core/routes';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/errors.ts';
import { toast } from '../../lib/toast.ts';
import { updateCachedProfiles } from '../people/queries.ts';
import { postKeys } from '../posts/queries.ts';
import { meKeys } from '../session/me-queries.ts';
import { useSession } from '../session/session-context.ts';

export const relationKeys = {
  all: ['relations'] as const,
  list: (kind: RelationKind) => ['relations', 'list', kind] as const,
  /** How the member stands with another one, as the last block or mute answer said. */
  state: (memberId: string) => ['relations', 'state', memberId] as const,
};

const NONE: RelationState = { Blocking: false, Muting: false };

/** The members one blocks, or mutes, last first, a keyset page at a time. */
export function useRelationsList(kind: RelationKind) {
  return useInfiniteQuery({
    queryKey: relationKeys.list(kind),
    queryFn: ({ pageParam, signal }) => callApi(kind === 'block' ? myBlocksRoute : myMutesRoute, { query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: RelationsPage) => page.nextCursor ?? undefined,
  });
}

/**
 * Whether the member blocks or mutes another one: what the caller knows (a profile's flags), else the
 * last answer of a block or mute, else a cached profile's flags, else neither. Lists never show a blocked or muted member's posts, so "neither" is
 * right everywhere but on a muted member's post opened by its link (muting again changes nothing).
 */
export function useRelationState(memberId: string, known?: RelationState): RelationState {
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: relationKeys.state(memberId), queryFn: () => NONE, enabled: false, staleTime: Infinity });
  if (known) return known;
  if (data) return data;
  const profile = client
    .getQueriesData<PublicUser>({ queryKey: postKeys.users })
    .map(([, user]) => user)
    .find((user) => user?._id === memberId);
  return profile ? { Blocking: profile.Blocking, Muting: profile.Muting } : NONE;
}

/** A share whose original is by a hidden member shows the original as unavailable, as the server does. */
function hideFromPost(post: Post, memberId: string): Post {
  let next = post;
  if (post.SharedPost && post.SharedPost.Author.Id === memberId && !post.SharedPost.IsDeleted) {
    next = { ...next, SharedPost: { ...post.SharedPost, Text: null, Images: [], ImageSizes: [], IsDeleted: true } };
  }
  if (post.LastComment?.Author.Id === memberId) next = { ...next, LastComment: null };
  return next;
}

/**
 * Takes a member's posts, comments and replies out of every cached list at once (and them out of the
 * members to follow). A mute leaves their own profile's list alone: it still shows their posts.
 */
export function removeMemberFromCaches(client: QueryClient, memberId: string, { keepProfile }: { keepProfile: boolean }): void {
  client.setQueriesData<InfiniteData<PostsPage>>(
    { queryKey: ['posts', 'feed'], predicate: (query) => !(keepProfile && query.queryKey[2] === 'user') },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          posts: page.posts.filter((post) => post.Author.Id !== memberId).map((post) => hideFromPost(post, memberId)),
          ...(page.userSuggestions ? { userSuggestions: page.userSuggestions.filter((member) => member._id !== memberId) } : {}),
        })),
      },
  );
  const keep = (comment: Comment) => comment.Author.Id !== memberId;
  client.setQueriesData<InfiniteData<CommentsPage> | RepliesPage>({ queryKey: ['comments'] }, (data) => {
    if (!data) return data;
    if ('pages' in data) return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter(keep) })) };
    return { ...data, items: data.items.filter(keep) };
  });
}

interface RelationChange {
  member: Pick<PublicUser, '_id' | 'DisplayName'>;
  kind: RelationKind;
  /** True to block or mute, false to undo it. */
  on: boolean;
}

const ROUTES = {
  block: { on: blockMemberRoute, off: unblockMemberRoute },
  mute: { on: muteMemberRoute, off: unmuteMemberRoute },
} as const;

/**
 * Blocks, mutes, or undoes either. Once the server agrees, the member's content leaves (or comes back
 * to) every cached list, their profile's flags change, and a toast says what happened.
 */
export function useSetRelation() {
  const client = useQueryClient();
  const { user } = useSession();
  const { t } = useTranslation('people');
  return useMutation({
    mutationFn: ({ member, kind, on }: RelationChange): Promise<RelationState> => callApi(ROUTES[kind][on ? 'on' : 'off'], { params: { userId: member._id } }),
    onSuccess: (state, { member, kind, on }) => {
      client.setQueryData(relationKeys.state(member._id), state);
      updateCachedProfiles(client, member._id, (profile) => ({ ...profile, ...state }));
      if (on) {
        removeMemberFromCaches(client, member._id, { keepProfile: kind === 'mute' });
        // A single post of theirs opened by link: not found after a block, still there after a mute.
        if (kind === 'block') void client.invalidateQueries({ queryKey: ['posts', 'one'] });
      } else {
        // Their posts and comments come back where they belong.
        void client.invalidateQueries({ queryKey: postKeys.all });
        void client.invalidateQueries({ queryKey: ['comments'] });
      }
      if (kind === 'block' && on && user) {
        // A block ends the follows both ways: the counts of both profiles and the lists change.
        client.setQueryData<CurrentUser>(meKeys.state(user.uid), (me) => me && { ...me, followingUsers: me.followingUsers.filter((id) => id !== member._id) });
        void client.invalidateQueries({ queryKey: postKeys.users });
      }
      void client.invalidateQueries({ queryKey: ['users', 'follows'] });
      void client.invalidateQueries({ queryKey: ['users', 'search'] });
      void client.invalidateQueries({ queryKey: ['notifications'] });
      void client.invalidateQueries({ queryKey: relationKeys.list(kind) });
      toast.success(t(`relations.${kind}.${on ? 'done' : 'undone'}`, { name: member.DisplayName }));
    },
    onError: (error) => toast.error(errorMessage(t, error)),
  });
}
