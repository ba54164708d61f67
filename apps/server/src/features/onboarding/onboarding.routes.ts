import { saveInterestsEndpoint, skipInterestsEndpoint, spinWheelEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { saveInterests, skipInterests, spinWheel } from './onboarding.service.ts';

export async function onboardingRoutes(app: FastifyInstance, { db }: { db: Database }) {
  registerEndpoint(app, saveInterestsEndpoint, ({ user, body, fail }) => saveInterests(db, user.id, body, fail));
  registerEndpoint(app, skipInterestsEndpoint, ({ user, fail }) => skipInterests(db, user.id, fail));
  registerEndpoint(app, spinWheelEndpoint, ({ user, fail }) => spinWheel(db, user.id, fail));
}
