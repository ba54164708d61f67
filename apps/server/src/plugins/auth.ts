import type { ApiErrorBody, ApiErrorCode } from '@arya/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { userProtected } from '../db/schema/index.ts';
import { AUTH_BASE_PATH, type Auth } from '../features/auth/auth.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image: string | null;
  role: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member of this request, read once from the session cookie. */
    sessionUser(): Promise<SessionUser | null>;
  }
}

function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // better-auth keys its rate limits on this header; set it from the address Fastify trusts.
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

/**
 * The address better-auth sees: the path the router matched (decoded, so `/api/auth/sign-in/%65mail`
 * is `/sign-in/email` to better-auth's rate limits too), with the query string as sent.
 */
function authUrl(request: FastifyRequest<{ Params: { '*': string } }>, origin: string): URL {
  const path = request.params['*'].split('/').map(encodeURIComponent).join('/');
  const queryStart = request.url.indexOf('?');
  return new URL(`${AUTH_BASE_PATH}/${path}${queryStart === -1 ? '' : request.url.slice(queryStart)}`, origin);
}

async function forwardToAuth(auth: Auth, origin: string, request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) {
  const url = authUrl(request, origin);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  const response = await auth.handler(
    new Request(url, {
      method: request.method,
      headers: toFetchHeaders(request),
      body: hasBody ? (typeof request.body === 'string' ? request.body : JSON.stringify(request.body)) : undefined,
    }),
  );
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
  if (response.status >= 400) {
    // better-auth answers some failures without a code (429) or without a body at all (unknown path: 404).
    reply.removeHeader('content-length').type('application/json; charset=utf-8');
    return reply.send(authErrorBody(response.status, body));
  }
  return reply.send(body);
}

const STATUS_CODES: Record<number, ApiErrorCode> = { 400: 'VALIDATION_ERROR', 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 429: 'RATE_LIMITED' };

/** Keeps better-auth's `{ code, message }` (the client maps its codes) and fills whichever part is missing. */
function authErrorBody(status: number, body: Buffer | null): ApiErrorBody {
  let parsed: unknown;
  try {
    parsed = body ? JSON.parse(body.toString('utf8')) : undefined;
  } catch {
    parsed = undefined;
  }
  const fields = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  return {
    ...fields,
    code: typeof fields.code === 'string' && fields.code ? fields.code : (STATUS_CODES[status] ?? 'INTERNAL_ERROR'),
    message: typeof fields.message === 'string' && fields.message ? fields.message : status === 404 ? 'Not found' : 'Request failed',
  };
}

async function authPlugin(app: FastifyInstance, options: { auth: Auth; db: Database; origin: string }) {
  const { auth, db, origin } = options;

  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    schema: { hide: true },
    handler: (request, reply) => forwardToAuth(auth, origin, request, reply),
  });

  app.decorateRequest('sessionUser', function (this: FastifyRequest) {
    const cache = this as FastifyRequest & { sessionUserPromise?: Promise<SessionUser | null> };
    cache.sessionUserPromise ??= (async () => {
      const session = await auth.api.getSession({ headers: toFetchHeaders(this) });
      if (!session) return null;
      const [protectedRow] = await db
        .select({ role: userProtected.role })
        .from(userProtected)
        .where(eq(userProtected.userId, session.user.id));
      return {
        id: session.user.id,
        email: session.user.email,
        name: session.user.name,
        emailVerified: session.user.emailVerified,
        image: session.user.image ?? null,
        role: protectedRow?.role ?? null,
      };
    })();
    return cache.sessionUserPromise;
  });
}

export default fp(authPlugin, { name: 'auth' });
