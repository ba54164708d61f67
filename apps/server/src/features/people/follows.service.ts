import type { FollowState } from '@arya/core';
import type { Database } from '../../db/client.ts';
import { isForeignKeyViolation, violatedConstraint } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import type { SessionUser } from '../../plugins/app/auth/index.ts';
import { setFollow } from './follows.repository.ts';

export interface FollowDone {
  state: FollowState;
  /** Whose notifications changed (their unread count is sent to them). */
  notified: string | null;
}

/** Follows (`follow`) or unfollows a member; doing it twice changes nothing the second time. */
export async function followUser(db: Database, user: SessionUser, followedId: string, follow: boolean): Promise<FollowDone> {
  if (followedId === user.id) throw new AppError('CANNOT_FOLLOW_SELF', 'You cannot follow yourself');
  let result;
  try {
    result = await setFollow(db, user.id, followedId, follow);
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    // The follower's own profile row is made by POST /api/v1/me/bootstrap.
    if (violatedConstraint(error) === 'follows_follower_id_users_id_fk') throw new AppError('PROFILE_NOT_FOUND', 'This member has no profile yet');
    throw new AppError('USER_NOT_FOUND', 'This member does not exist');
  }
  if (result.outcome === 'missing') throw new AppError('USER_NOT_FOUND', 'This member does not exist');
  return {
    state: { Following: result.following, FollowersCount: result.followersCount, FollowingCount: result.followingCount },
    notified: result.notified,
  };
}
