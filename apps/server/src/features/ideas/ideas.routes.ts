import { createIdeaEndpoint, listIdeasEndpoint, updateIdeaEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { createIdea, listIdeas, updateIdea } from './ideas.service.ts';

export async function ideasRoutes(app: FastifyInstance, { db }: { db: Database }) {
  registerEndpoint(app, listIdeasEndpoint, ({ user, query }) => listIdeas(db, user, query));
  registerEndpoint(app, createIdeaEndpoint, ({ user, body }) => createIdea(db, user, body));
  registerEndpoint(app, updateIdeaEndpoint, ({ user, params, body }) => updateIdea(db, user, params, body));
}
