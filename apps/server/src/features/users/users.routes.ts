import { bootstrapMeEndpoint, CONSENT_COOKIE, getMeEndpoint, parseConsentCookie, getSessionEndpoint, getUserByAliasEndpoint, parseReferralCode, REFERRAL_COOKIE, updateMyLanguageEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { getUserByAlias } from './public-users.service.ts';
import { bootstrapCurrentUser, updateLanguage } from './users.service.ts';
import { getCurrentUser } from '../../shared/members/current-user.repository.ts';

export async function usersRoutes(app: FastifyInstance, { db }: { db: Database }) {
  registerEndpoint(app, getSessionEndpoint, async ({ user }) => ({ userId: user?.id ?? null }));
  registerEndpoint(app, bootstrapMeEndpoint, async ({ user, body, request, reply }) => {
    // The web keeps a referral link's code in a cookie until sign-up; it is read once, then cleared.
    const cookie = request.cookies[REFERRAL_COOKIE];
    if (cookie !== undefined) reply.clearCookie(REFERRAL_COOKIE, { path: '/' });
    // Its consent cookie (kept: it is the visitor's choice) says which consent records were this browser's.
    const consentId = parseConsentCookie(request.cookies[CONSENT_COOKIE])?.id ?? null;
    return bootstrapCurrentUser(db, user, body.language, { referralCode: parseReferralCode(cookie), consentId, acceptedTerms: body.acceptedTerms ?? null });
  });
  registerEndpoint(app, getMeEndpoint, ({ user, fail }) => getCurrentUser(db, user.id, fail));
  // The language decides which news the member reads: their open sockets decide again.
  registerEndpoint(app, updateMyLanguageEndpoint, async ({ user, body, fail }) => {
    const answer = await updateLanguage(db, user.id, body.language, fail);
    app.liveAccess.memberChanged(user.id);
    return answer;
  });
  registerEndpoint(app, getUserByAliasEndpoint, ({ user, params, fail }) => getUserByAlias(db, user, params.alias, fail));
}
