import { createIdeaEndpoint, listIdeasEndpoint, updateIdeaEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { createIdea, listIdeas, updateIdea, type IdeasDependencies } from './ideas.service.ts';

export async function ideasRoutes(app: FastifyInstance, deps: IdeasDependencies) {
  const { db } = deps;
  registerEndpoint(app, listIdeasEndpoint, ({ user, query, fail }) => listIdeas(db, user, query, fail));
  registerEndpoint(app, createIdeaEndpoint, ({ user, body, fail }) => createIdea(deps, user, body, fail));
  registerEndpoint(app, updateIdeaEndpoint, ({ user, params, body, fail }) => updateIdea(deps, user, params, body, fail));
}
