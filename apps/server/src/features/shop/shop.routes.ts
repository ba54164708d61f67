import { serverManagementTokenEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.ts';

/** Our shop service (spec 1 §7): the member's bearer token first; the shop contract's endpoints follow. */
export async function shopRoutes(app: FastifyInstance) {
  registerEndpoint(app, serverManagementTokenEndpoint, async ({ user, reply }) => {
    const issued = await app.memberTokens.issue(user.id);
    reply.header('cache-control', 'no-store');
    return { token: issued.token, expiresAt: issued.expiresAt.toISOString() };
  });
}
