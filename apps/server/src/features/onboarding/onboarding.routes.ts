import { saveInterestsEndpoint, skipInterestsEndpoint, spinWheelEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { saveInterests, skipInterests, spinWheel } from './onboarding.service.ts';

export async function onboardingRoutes(app: FastifyInstance, { db }: { db: Database }) {
  registerEndpoint(app, saveInterestsEndpoint, ({ user, body }) => saveInterests(db, user.id, body));
  registerEndpoint(app, skipInterestsEndpoint, ({ user }) => skipInterests(db, user.id));
  registerEndpoint(app, spinWheelEndpoint, ({ user }) => spinWheel(db, user.id));
}
