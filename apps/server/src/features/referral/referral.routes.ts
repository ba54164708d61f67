import { myReferralsEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { listMyReferrals } from './referral.service.ts';

export async function referralRoutes(app: FastifyInstance, { db }: { db: Database }) {
  registerEndpoint(app, myReferralsEndpoint, ({ user, query, fail }) => listMyReferrals(db, user.id, query, fail));
}
