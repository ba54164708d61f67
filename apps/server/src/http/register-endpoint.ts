import {
  answerableErrors,
  API_ERROR_STATUS,
  isStaff,
  needsSession,
  restrictionActive,
  type ApiErrorCode,
  type Endpoint,
  type EndpointAccess,
  type EndpointLimits,
  type EndpointResponse,
  type RateRule,
} from '@arya/core';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { limitReached } from '../plugins/app/limits.ts';
import type { SessionUser } from '../shared/session-user.ts';
import type { BearerUser } from '../plugins/app/auth/bearer.ts';
import { failWith, type FailOf } from './fail.ts';
import { memberSlots } from './concurrency.ts';

type Parsed<T> = [NonNullable<T>] extends [z.ZodType] ? z.infer<NonNullable<T>> : undefined;

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
  /**
   * Fails with a code the endpoint may answer (its own, the common ones, its access rule's); the
   * compiler refuses any other. Services take it as a parameter, so their codes are checked too.
   */
  fail: FailOf<E>;
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

function windowInWords(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? 'hour' : `${seconds / 3600} hours`;
  if (seconds % 60 === 0) return seconds === 60 ? 'minute' : `${seconds / 60} minutes`;
  return seconds === 1 ? 'second' : `${seconds} seconds`;
}

const ruleInWords = (rule: RateRule, per: string) =>
  `at most ${rule.max} per ${per} every ${windowInWords(rule.windowSeconds)}${rule.bucket ? ` (counted with the other operations of '${rule.bucket}')` : ''}${rule.code && rule.code !== 'RATE_LIMITED' ? ` (then ${rule.code})` : ''}`;

/** The limits as the operation's description says them. */
export function limitsInWords(limits: EndpointLimits): string {
  const parts = [
    ...(limits.perMember ? [ruleInWords(limits.perMember, 'member')] : []),
    ...(limits.perAddress ? [ruleInWords(limits.perAddress, 'address')] : []),
    ...(limits.concurrentPerMember ? [`${limits.concurrentPerMember} of a member's at once`] : []),
  ];
  const text = parts.join(', ');
  return `Limits: ${text}; past them it answers 429 with Retry-After.`;
}

/**
 * The route options that apply an endpoint's declared limits. Per address: @fastify/rate-limit's
 * own limit for the route (instead of the API's general one), in the shared store. Per member and
 * at once: a preHandler once the member is known (access checked, input valid), before the
 * handler; the per-member count is the shared store's (app.limits), the calls at once this
 * process's, held until the answer is sent or the client goes away.
 */
function limitOptions(
  app: FastifyInstance,
  endpoint: Endpoint,
  memberOf: (request: FastifyRequest) => Promise<{ id: string } | null>,
  onLimit: RegisterOptions['onLimit'],
): Pick<RouteShorthandOptions, 'config' | 'preHandler'> {
  const { limits } = endpoint;
  if (!limits) return {};
  const { perAddress, perMember, concurrentPerMember } = limits;
  const slots = concurrentPerMember ? memberSlots(concurrentPerMember) : null;
  return {
    ...(perAddress
      ? {
          config: {
            rateLimit: {
              max: perAddress.max,
              timeWindow: perAddress.windowSeconds * 1000,
              errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => limitReached({ allowed: false, retryAfterMs: context.ttl }, perAddress.code),
            },
          },
        }
      : {}),
    ...(perMember || slots
      ? {
          preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
            const member = await memberOf(request);
            // Visitors are counted by address only.
            if (!member) return;
            const refuse = (refusal: AppError) => onLimit?.(refusal, request, reply) ?? Promise.reject(refusal);
            // A call refused for want of a slot costs nothing of the member's count.
            if (slots && slots.heldBy(member.id) >= (concurrentPerMember as number)) return refuse(new AppError('RATE_LIMITED', 'Calls of yours of this kind are already under way: wait until they end'));
            if (perMember) {
              const verdict = app.limits.countMember(perMember.bucket ?? endpoint.name, member.id, perMember);
              if (!verdict.allowed) return refuse(limitReached(verdict, perMember.code));
            }
            if (slots) {
              // Held until the answer is sent (or the client goes away): a file's stream included.
              const sent = new Promise<void>((resolve) => reply.raw.once('close', resolve));
              void slots.run(member.id, () => sent);
            }
          },
        }
      : {}),
  };
}

export interface RegisterOptions {
  /** Answers a call refused by the endpoint's limits some other way (a redirect) and gives the reply; null: the error answer. */
  onLimit?: (refusal: AppError, request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | null;
}

/**
 * Registers an endpoint defined in core: validation from its zod schemas, the OpenAPI entry with
 * its answers and error codes, and the access check (before the body is even read), so no route
 * repeats them; a handler answering a code its endpoint does not declare is caught here.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (context: EndpointContext<E>) => Promise<EndpointResponse<E>>,
  { onLimit }: RegisterOptions = {},
): void {
  const answerable = new Set(answerableErrors(endpoint));
  const needsMember = needsSession(endpoint.access);
  const needsBearer = endpoint.access === 'bearer';
  const userOf = (request: FastifyRequest) => (endpoint.access === 'public' ? Promise.resolve(null) : needsBearer ? request.bearerUser() : request.sessionUser());
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      operationId: endpoint.name,
      summary: endpoint.summary,
      description: `${endpoint.description}${/[.!?]$/.test(endpoint.description) ? '' : '.'} ${ACCESS_NOTE[endpoint.access]}${endpoint.limits ? ` ${limitsInWords(endpoint.limits)}` : ''}`,
      ...(endpoint.limits ? { 'x-limits': endpoint.limits } : {}),
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
            // The spec's IsMuted: the member reads, and may still leave, contest or take their data, but writes nothing social.
            if (endpoint.access === 'verified' && restrictionActive(user.mutedUntil)) throw new AppError('MEMBER_MUTED', 'Moderation muted you: you can read until then', { until: user.mutedUntil?.toISOString() });
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
    ...limitOptions(app, endpoint, userOf, onLimit),
    handler: async (request, reply) => {
      const user = await userOf(request);
      try {
        return await handler({
          params: request.params,
          query: request.query,
          body: request.body,
          user,
          request,
          reply,
          fail: failWith,
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
