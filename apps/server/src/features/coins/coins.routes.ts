import { myCoinsEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { listMyCoins } from './coins.service.ts';

export async function coinsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  registerEndpoint(app, myCoinsEndpoint, ({ user, query, fail }) => listMyCoins(db, user.id, query, fail));
}
