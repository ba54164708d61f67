import type { Endpoint, EndpointResponse } from '@arya/core';
import { isStaff } from '@arya/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors.ts';
import type { SessionUser } from '../plugins/auth.ts';

type Parsed<T> = [NonNullable<T>] extends [z.ZodType] ? z.infer<NonNullable<T>> : undefined;

export interface EndpointContext<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** The signed-in member: always present for `member` and `staff` endpoints, never read for `public` ones. */
  user: E['access'] extends 'public' ? null : E['access'] extends 'visitor' ? SessionUser | null : SessionUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers an endpoint defined in core: validation from its zod schemas, the OpenAPI entry,
 * and the access check, so no route repeats them.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (context: EndpointContext<E>) => Promise<EndpointResponse<E>>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: endpoint.tags,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response },
    },
    handler: async (request, reply) => {
      const user = endpoint.access === 'public' ? null : await request.sessionUser();
      if ((endpoint.access === 'member' || endpoint.access === 'staff') && !user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
      if (endpoint.access === 'staff' && !isStaff(user?.role)) throw new AppError('FORBIDDEN', 'Staff only');
      return handler({
        params: request.params,
        query: request.query,
        body: request.body,
        user,
        request,
        reply,
      } as unknown as EndpointContext<E>);
    },
  });
}
