import { changePasswordEndpoint, memberSessionsEndpoint, signOutOtherSessionsEndpoint, signOutSessionEndpoint, type SignedOut } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { toFetchHeaders } from '../../plugins/app/auth/index.ts';
import type { Auth } from '../../plugins/app/auth/auth.ts';
import { SignInThrottle } from '../../plugins/app/auth/sign-in-throttle.ts';
import { changePassword, memberSessions, signOutOtherSessions, signOutSession } from './account-security.service.ts';

/**
 * The account security page: the member's sessions, signing them out, and the password change.
 * The realtime sockets of the sessions signed out are closed (LiveAccess).
 */
export async function accountSecurityRoutes(app: FastifyInstance, { db, auth }: { db: Database; auth: Auth }) {
  const guesses = new SignInThrottle(db);
  const closingSockets = (userId: string) => (signedOut: SignedOut) => {
    if (signedOut.signedOutSessions > 0) app.liveAccess.sessionsEnded(userId);
    return signedOut;
  };

  registerEndpoint(app, memberSessionsEndpoint, async ({ user, reply }) => {
    reply.header('cache-control', 'no-store');
    return memberSessions(db, user);
  });
  registerEndpoint(app, signOutSessionEndpoint, ({ user, params, fail }) => signOutSession(db, user, params.sessionId, fail).then(closingSockets(user.id)));
  registerEndpoint(app, signOutOtherSessionsEndpoint, ({ user }) => signOutOtherSessions(db, user).then(closingSockets(user.id)));
  registerEndpoint(app, changePasswordEndpoint, ({ user, body, request, fail }) =>
    changePassword({ db, auth, guesses }, user, body, toFetchHeaders(request), fail).then(closingSockets(user.id)),
  );
}
