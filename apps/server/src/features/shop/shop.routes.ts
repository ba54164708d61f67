import { serverManagementTokenEndpoint, shopUserEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { shopUserId } from './shop-user.service.ts';

/** Our shop service (spec 1 §7): the member's bearer token first; the shop contract's endpoints follow. */
export async function shopRoutes(app: FastifyInstance, { db }: { db: Database }) {
  registerEndpoint(app, serverManagementTokenEndpoint, async ({ user, reply }) => {
    const issued = await app.memberTokens.issue(user.id);
    reply.header('cache-control', 'no-store');
    return { token: issued.token, expiresAt: issued.expiresAt.toISOString() };
  });
  registerEndpoint(app, shopUserEndpoint, async ({ user }) => ({ id: await shopUserId(db, user.id) }));
}
