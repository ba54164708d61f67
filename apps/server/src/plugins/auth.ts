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

async function forwardToAuth(auth: Auth, origin: string, request: FastifyRequest, reply: FastifyReply) {
  const url = new URL(request.url, origin);
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
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

async function authPlugin(app: FastifyInstance, options: { auth: Auth; db: Database; origin: string }) {
  const { auth, db, origin } = options;

  app.route({
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
