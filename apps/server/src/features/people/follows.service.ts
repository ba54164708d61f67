import type { FollowState } from '@arya/core';
import type { Database } from '../../db/client.ts';
import { isForeignKeyViolation, violatedConstraint } from '../../db/errors.ts';
import type { Fail } from '../../http/fail.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { setFollow } from './follows.repository.ts';

export interface FollowDone {
  state: FollowState;
  /** Whose notifications changed (their unread count is sent to them). */
  notified: string | null;
}

type FollowFail = Fail<'CANNOT_FOLLOW_SELF' | 'USER_NOT_FOUND'>;

/** Follows a member; doing it twice changes nothing the second time. */
export function followUser(db: Database, user: SessionUser, followedId: string, fail: FollowFail & Fail<'PROFILE_NOT_FOUND' | 'MEMBER_BLOCKED'>): Promise<FollowDone> {
  return setFollowing(db, user, followedId, { fail }, fail);
}

/** Unfollows a member: only a row removed, so the follower needs no profile of their own. */
export function unfollowUser(db: Database, user: SessionUser, followedId: string, fail: FollowFail): Promise<FollowDone> {
  return setFollowing(db, user, followedId, null, fail);
}

async function setFollowing(
  db: Database,
  user: SessionUser,
  followedId: string,
  follow: { fail: Fail<'PROFILE_NOT_FOUND' | 'MEMBER_BLOCKED'> } | null,
  fail: FollowFail,
): Promise<FollowDone> {
  if (followedId === user.id) fail('CANNOT_FOLLOW_SELF', 'You cannot follow yourself');
  let result;
  try {
    result = await setFollow(db, user.id, followedId, follow !== null);
  } catch (error) {
    // Only a follow inserts a row that refers to both members.
    if (follow === null || !isForeignKeyViolation(error)) throw error;
    // The follower's own profile row is made by POST /api/v1/me/bootstrap.
    if (violatedConstraint(error) === 'follows_follower_id_users_id_fk') follow.fail('PROFILE_NOT_FOUND', 'This member has no profile yet');
    return fail('USER_NOT_FOUND', 'This member does not exist');
  }
  // A member who blocks the follower is, for them, a member who does not exist.
  if (result.outcome === 'missing' || result.outcome === 'blockedBy') fail('USER_NOT_FOUND', 'This member does not exist');
  if (result.outcome === 'blocking') follow?.fail('MEMBER_BLOCKED', 'You block this member: unblock them first');
  return {
    state: { Following: result.following, FollowersCount: result.followersCount, FollowingCount: result.followingCount },
    notified: result.notified,
  };
}
