import { followUserEndpoint, getUsersEndpoint, setTrustScoreEndpoint, unfollowUserEndpoint, updateMyProfileEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import type { LivePublisher } from '../../plugins/app/live/live-publisher.ts';
import { followUser, unfollowUser, type FollowDone } from './follows.service.ts';
import { updateProfile } from './profile.service.ts';
import { updateTrustScore } from './trust-score.service.ts';
import { getUsers, type SearchLimit } from './users-query.service.ts';

/** Members: getUsers (lookups, follower lists, search), follow and unfollow, the profile form, trust scores. */
export async function peopleRoutes(app: FastifyInstance, { db, live, searchesPerMinute }: { db: Database; live: LivePublisher; searchesPerMinute: number }) {
  const followed = async (done: FollowDone) => {
    await live.unreadChanged(done.notified);
    return done.state;
  };
  // The header asks at most one search per 750 ms of typing: a member past this is a script, and
  // one member's searches never crowd out the others'. Only searches count (not look-ups or
  // follower pages), so the limit is counted here rather than declared on the endpoint.
  const searches: SearchLimit = (memberId) => app.limits.countMember('getUsers:search', memberId, { max: searchesPerMinute, windowSeconds: 60 });
  registerEndpoint(app, getUsersEndpoint, ({ user, query, fail }) => getUsers(db, user, query, searches, fail));
  registerEndpoint(app, followUserEndpoint, async ({ user, params, fail }) => followed(await followUser(db, user, params.userId, fail)));
  registerEndpoint(app, unfollowUserEndpoint, async ({ user, params, fail }) => followed(await unfollowUser(db, user, params.userId, fail)));
  // The profile holds the language, which decides which news the member reads: their open sockets decide again.
  registerEndpoint(app, updateMyProfileEndpoint, async ({ user, body, fail }) => {
    const member = await updateProfile(db, user, body, fail);
    app.liveAccess.memberChanged(user.id);
    return member;
  });
  registerEndpoint(app, setTrustScoreEndpoint, ({ user, params, body, fail }) => updateTrustScore(db, user, params.userId, body.trustScore, fail));
}
