import { answerableErrors, API_ERROR_STATUS, isStaff, needsSession, type ApiErrorCode, type Endpoint, type EndpointAccess, type EndpointResponse } from '@arya/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import type { SessionUser } from '../plugins/app/auth/index.ts';
import type { BearerUser } from '../plugins/app/auth/bearer.ts';

type Parsed<T> = [NonNullable<T>] extends [z.ZodType] ? z.infer<NonNullable<T>> : undefined;
type DeclaredError<E> = E extends Endpoint<infer _S, infer Codes> ? Codes : never;

export interface EndpointContext<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /**
   * The signed-in member: always present for `member`, `verified` and `staff` endpoints, never read for `public`
   * ones; for `bearer` endpoints, the member the token names (an id only).
   */
  user: E['access'] extends 'public' ? null : E['access'] extends 'visitor' ? SessionUser | null : E['access'] extends 'bearer' ? BearerUser : SessionUser;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Fails with one of the codes the endpoint declares (the compiler refuses any other). */
  fail(code: DeclaredError<E>, message: string, details?: unknown): never;
}

/**
 * An undeclared code is a bug of the contract: outside production it answers 500 so that tests
 * notice; in production the caller still gets the code (and the log says which endpoint broke it).
 */
const STRICT_CONTRACT = process.env.NODE_ENV !== 'production';

/** The error answers of an endpoint for its OpenAPI entry: one schema per status, listing its codes. */
function errorResponses(codes: readonly ApiErrorCode[]): Record<number, z.ZodType> {
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of codes) byStatus.set(API_ERROR_STATUS[code], [...(byStatus.get(API_ERROR_STATUS[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      status,
      z.object({ code: z.enum(list as [ApiErrorCode, ...ApiErrorCode[]]), message: z.string(), details: z.unknown().optional() }).describe(list.join(', ')),
    ]),
  );
}

/** An access rule as OpenAPI's `security` (schemes in plugins/openapi.ts): `[{}]` first makes the cookie optional. */
const SECURITY: Record<EndpointAccess, Record<string, string[]>[]> = {
  public: [],
  visitor: [{}, { session: [] }],
  member: [{ session: [] }],
  verified: [{ session: [] }],
  staff: [{ session: [] }],
  bearer: [{ bearer: [] }],
};

/** What the access rule means to a caller, added to the operation's description. */
const ACCESS_NOTE: Record<EndpointAccess, string> = {
  public: 'Anyone may call it; the answer does not depend on who calls.',
  visitor: 'Anyone may call it; a signed-in member (session cookie) may get more.',
  member: 'Needs a signed-in member (session cookie).',
  verified: 'Needs a signed-in member (session cookie) who verified a phone number.',
  staff: 'Needs a signed-in staff member (session cookie).',
  bearer: "Needs the member's bearer token; the session cookie is not read.",
};

/**
 * Registers an endpoint defined in core: validation from its zod schemas, the OpenAPI entry with
 * its answers and error codes, and the access check (before the body is even read), so no route
 * repeats them; a handler answering a code its endpoint does not declare is caught here.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (context: EndpointContext<E>) => Promise<EndpointResponse<E>>,
): void {
  const answerable = new Set(answerableErrors(endpoint));
  const needsMember = needsSession(endpoint.access);
  const needsBearer = endpoint.access === 'bearer';
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      operationId: endpoint.name,
      summary: endpoint.summary,
      description: `${endpoint.description}${/[.!?]$/.test(endpoint.description) ? '' : '.'} ${ACCESS_NOTE[endpoint.access]}`,
      tags: [...endpoint.tags],
      security: SECURITY[endpoint.access],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response, ...errorResponses([...answerable].filter((code) => code !== 'INTERNAL_ERROR')), ...endpoint.otherResponses },
    },
    ...(needsMember
      ? {
          onRequest: async (request: FastifyRequest) => {
            const user = await request.sessionUser();
            if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
            if (endpoint.access === 'verified' && !user.phoneVerified) throw new AppError('PHONE_NOT_VERIFIED', 'Verify a phone number to post, comment, react or follow');
            if (endpoint.access === 'staff' && !isStaff(user.role)) throw new AppError('FORBIDDEN', 'Staff only');
          },
        }
      : needsBearer
        ? {
            onRequest: async (request: FastifyRequest) => {
              if (!(await request.bearerUser())) throw new AppError('INVALID_TOKEN', 'A valid bearer token from /api/server-management/token is needed');
            },
          }
        : {}),
    handler: async (request, reply) => {
      const user = endpoint.access === 'public' ? null : needsBearer ? await request.bearerUser() : await request.sessionUser();
      try {
        return await handler({
          params: request.params,
          query: request.query,
          body: request.body,
          user,
          request,
          reply,
          fail: (code: ApiErrorCode, message: string, details?: unknown) => {
            throw new AppError(code, message, details);
          },
        } as unknown as EndpointContext<E>);
      } catch (error) {
        if (error instanceof AppError && !answerable.has(error.code)) {
          request.log.error({ code: error.code, endpoint: `${endpoint.method} ${endpoint.path}` }, 'an endpoint answered an error code it does not declare');
          if (STRICT_CONTRACT) throw new Error(`${endpoint.method} ${endpoint.path} answered ${error.code}, which it does not declare`, { cause: error });
        }
        throw error;
      }
    },
  });
}
