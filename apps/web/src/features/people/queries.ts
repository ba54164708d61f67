import type { CurrentUser, FollowState, PublicUser, UsersPage } from '@arya/core/contract';
import { followUserRoute, getUsersRoute, unfollowUserRoute } from '@arya/core/routes';
import { useInfiniteQuery, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/errors.ts';
import { toast } from '../../lib/toast.ts';
import { postKeys } from '../posts/queries.ts';
import { meKeys } from '../session/me-queries.ts';
import { useSession } from '../session/session-context.ts';

export type FollowsDirection = 'followers' | 'following';

export const peopleKeys = {
  follows: (direction: FollowsDirection, userId: string) => ['users', 'follows', direction, userId] as const,
};

/** A member's followers, or whom they follow, newest first, page after page. */
export function useFollowsList(direction: FollowsDirection, userId: string) {
  return useInfiniteQuery({
    queryKey: peopleKeys.follows(direction, userId),
    queryFn: ({ pageParam }) =>
      callApi(getUsersRoute, { query: direction === 'followers' ? { followingUser: userId, cursor: pageParam } : { followedBy: userId, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: UsersPage) => page.nextCursor ?? undefined,
  });
}

/** Changes a member in every cached copy of their profile (each alias they were opened by). */
export function updateCachedProfiles(client: QueryClient, userId: string, change: (user: PublicUser) => PublicUser): void {
  client.setQueriesData<PublicUser>({ queryKey: postKeys.users }, (user) => (user && user._id === userId ? change(user) : user));
}

/** Moves the followed member's count (a visitor's name-and-picture copy has none). */
function setFollowersCount(client: QueryClient, userId: string, count: (current: number) => number): void {
  updateCachedProfiles(client, userId, (user) => (user.FollowersCount === null ? user : { ...user, FollowersCount: Math.max(0, count(user.FollowersCount)) }));
}

/**
 * Follows or unfollows: the button and the followers count change at once (and back if the server
 * refuses), then take the server's counts; a toast bottom-left says it with the member's name.
 */
export function useFollowMember() {
  const client = useQueryClient();
  const { user } = useSession();
  const { t } = useTranslation('people');
  const meKey = meKeys.state(user?.uid ?? 'none');
  return useMutation({
    mutationFn: ({ member, follow }: { member: Pick<PublicUser, '_id' | 'DisplayName'>; follow: boolean }): Promise<FollowState> =>
      callApi(follow ? followUserRoute : unfollowUserRoute, { params: { userId: member._id } }),
    onMutate: ({ member, follow }) => {
      const before = client.getQueryData<CurrentUser>(meKey);
      if (before) {
        const others = before.followingUsers.filter((id) => id !== member._id);
        client.setQueryData<CurrentUser>(meKey, { ...before, followingUsers: follow ? [member._id, ...others] : others });
      }
      setFollowersCount(client, member._id, (count) => count + (follow ? 1 : -1));
      return { before };
    },
    onError: (error, { member, follow }, context) => {
      if (context?.before) client.setQueryData(meKey, context.before);
      setFollowersCount(client, member._id, (count) => count + (follow ? -1 : 1));
      toast.error(errorMessage(t, error));
    },
    onSuccess: (state, { member }) => {
      setFollowersCount(client, member._id, () => state.FollowersCount);
      if (user) updateCachedProfiles(client, user.uid, (profile) => ({ ...profile, FollowingCount: state.FollowingCount }));
      toast.success(t(state.Following ? 'follow.followed_toast' : 'follow.unfollowed_toast', { name: member.DisplayName }));
    },
    onSettled: (_state, _error, { member }) => {
      void client.invalidateQueries({ queryKey: peopleKeys.follows('followers', member._id) });
      if (user) void client.invalidateQueries({ queryKey: peopleKeys.follows('following', user.uid) });
    },
  });
}
