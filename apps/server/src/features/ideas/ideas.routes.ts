import { createIdeaEndpoint, listIdeasEndpoint, updateIdeaEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { createIdea, listIdeas, updateIdea } from './ideas.service.ts';

export async function ideasRoutes(app: FastifyInstance, { db }: { db: Database }) {
  registerEndpoint(app, listIdeasEndpoint, ({ user, query, fail }) => listIdeas(db, user, query, fail));
  registerEndpoint(app, createIdeaEndpoint, ({ user, body, fail }) => createIdea(db, user, body, fail));
  registerEndpoint(app, updateIdeaEndpoint, ({ user, params, body, fail }) => updateIdea(db, user, params, body, fail));
}
