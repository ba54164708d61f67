import { DEFAULT_LANGUAGE, DEFAULT_LIFETIME_SUBSCRIPTION, readerAccessChangesAt, readerAccessOf, restrictionActive, type ApiErrorBody, type ApiErrorCode } from '@arya/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { AUTH_BASE_PATH, createAuth, type Auth } from './auth.ts';
import { findSessionUser, touchSession } from './sessions.repository.ts';
import type { SessionUser } from '../../../shared/session-user.ts';
import { relationsOf } from '../../../shared/relations.ts';

import { verifySignedCookie } from './signed-cookie.ts';

/**
 * What the auth plugin tells the rest of the app: some of a member's sessions ended (sign-out,
 * password reset), so whoever holds their sessions' sockets decides again (the live plugin listens).
 */
export class SessionEvents {
  private readonly listeners = new Set<(userId: string) => void>();

  /** Calls `listener` after each ending; answers the function that stops it. */
  onEnded(listener: (userId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  ended(userId: string): void {
    for (const listener of this.listeners) listener(userId);
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member of this request, read once from the session cookie. */
    sessionUser(): Promise<SessionUser | null>;
  }
  interface FastifyInstance {
    /** better-auth, made from the settings and the e-mail provider. */
    auth: Auth;
    sessionEvents: SessionEvents;
    /**
     * Lends a request's session to the requests it makes in process (a page answering its first
     * API calls), so they do not read it again: headers to send with them, and a release once done.
     */
    lendSession(request: FastifyRequest): { headers: Record<string, string>; release: () => void };
    /** The session token of a Cookie header (a socket's handshake), its signature checked; no query. */
    sessionTokenOfCookies(cookieHeader: string | undefined): string | null;
    /**
     * The member of a session token and when the session ends, in one query, or null once it has
     * ended (signed out, revoked, expired); never extends the session.
     */
    sessionOfToken(token: string): Promise<{ user: SessionUser; expiresAt: Date } | null>;
  }
}

/** Carries a lent session's id; an id is random and known only inside this process while lent. */
const LENT_SESSION_HEADER = 'x-lent-session';

/**
 * How finely a session's last use is recorded. better-auth writes a session once a day at most;
 * the security page shows "last used" to the minute or so, and writing on every request would
 * double the cost of each one, so a session's time moves when it is older than this: one write per
 * session every few minutes at most, none for a request within that time of the previous write.
 */
export const LAST_USE_RESOLUTION_MS = 5 * 60 * 1000;

/** A request's headers as better-auth reads them (its `auth.api` calls take these). */
export function toFetchHeaders(request: FastifyRequest): Headers {
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

async function authPlugin(app: FastifyInstance) {
  const { db, config } = app.ctx;
  const origin = config.publicUrl;
  const sessionEvents = new SessionEvents();
  const auth = createAuth({ db, config, email: app.providers.email, log: app.log, onSessionsEnded: (userId) => sessionEvents.ended(userId) });
  app.decorate('auth', auth);
  app.decorate('sessionEvents', sessionEvents);

  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    schema: { hide: true },
    handler: (request, reply) => forwardToAuth(auth, origin, request, reply),
  });

  const context = await auth.$context;
  const cookieName = context.authCookies.sessionToken.name;
  const { expiresIn, updateAge } = context.sessionConfig;
  const pendingCookies = new WeakMap<FastifyRequest, string[]>();

  /**
   * The member of a request in one database round trip: the signed cookie is checked here, then
   * one query reads the session with its member and role. Once a day a session is extended, which
   * better-auth does (it writes the session and sets the cookie again).
   */
  async function sessionRowOfToken(token: string) {
    const row = await findSessionUser(db, token);
    // A suspended member's sessions are refused (they are also deleted when the suspension is decided).
    return row && row.expiresAt.getTime() > Date.now() && !restrictionActive(row.suspendedUntil) ? row : null;
  }
  async function sessionRowOfCookie(cookie: string | undefined) {
    const token = cookie ? verifySignedCookie(cookie, context.secret) : null;
    return token ? sessionRowOfToken(token) : null;
  }
  const toSessionUser = (row: NonNullable<Awaited<ReturnType<typeof sessionRowOfCookie>>>): SessionUser => ({
    id: row.id,
    sessionId: row.sessionId,
    email: row.email,
    name: row.name,
    emailVerified: row.emailVerified,
    image: row.image ?? null,
    role: row.role ?? null,
    verified: row.verified ?? null,
    phoneVerified: row.phoneNumberVerified === true && row.phoneNumber !== null,
    access: readerAccessOf({
      role: row.role ?? null,
      language: row.language ?? DEFAULT_LANGUAGE,
      lifetimeSubscriptionName: row.lifetimeSubscriptionName ?? DEFAULT_LIFETIME_SUBSCRIPTION,
      activeSubscriptionName: row.activeSubscriptionName ?? null,
      activeSubscriptionUntil: row.activeSubscriptionUntil?.toISOString() ?? null,
      canReadNewsUntil: row.canReadNewsUntil?.toISOString() ?? null,
      servers: [],
      products: [],
    }),
    accessChangesAt: readerAccessChangesAt({
      activeSubscriptionUntil: row.activeSubscriptionUntil?.toISOString() ?? null,
      canReadNewsUntil: row.canReadNewsUntil?.toISOString() ?? null,
    }),
    relations: relationsOf(row),
    mutedUntil: row.mutedUntil ?? null,
  });

  /**
   * Records a session's last use beside the request, never in its way: a refused write (a full
   * disk) must not fail a read, and requests at once note it once.
   */
  const touching = new Set<string>();
  function noteUse(sessionId: string, request: FastifyRequest) {
    if (touching.has(sessionId)) return;
    touching.add(sessionId);
    touchSession(db, sessionId)
      .catch((error: unknown) => request.log.warn({ err: error }, "a session's last use could not be recorded"))
      .finally(() => touching.delete(sessionId));
  }

  async function resolveSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
    const row = await sessionRowOfCookie(request.cookies[cookieName]);
    const now = Date.now();
    if (!row) return null;
    if (row.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now) {
      const refreshed = await auth.api.getSession({ headers: toFetchHeaders(request), returnHeaders: true });
      if (!refreshed.response) return null;
      pendingCookies.set(request, refreshed.headers.getSetCookie());
    }
    if (now - row.lastUsedAt.getTime() >= LAST_USE_RESOLUTION_MS) noteUse(row.sessionId, request);
    return toSessionUser(row);
  }

  app.decorate('sessionTokenOfCookies', (cookieHeader: string | undefined) => {
    const cookie = cookieHeader ? app.parseCookie(cookieHeader)[cookieName] : undefined;
    return cookie ? verifySignedCookie(cookie, context.secret) : null;
  });
  app.decorate('sessionOfToken', async (token: string) => {
    const row = await sessionRowOfToken(token);
    return row ? { user: toSessionUser(row), expiresAt: row.expiresAt } : null;
  });

  const lentSessions = new Map<string, Promise<SessionUser | null>>();

  app.decorateRequest('sessionUser', function (this: FastifyRequest) {
    const cache = this as FastifyRequest & { sessionUserPromise?: Promise<SessionUser | null> };
    const lentId = this.headers[LENT_SESSION_HEADER];
    cache.sessionUserPromise ??= (typeof lentId === 'string' ? lentSessions.get(lentId) : undefined) ?? resolveSessionUser(this);
    return cache.sessionUserPromise;
  });

  app.decorate('lendSession', (request: FastifyRequest) => {
    const id = randomUUID();
    lentSessions.set(id, request.sessionUser());
    return { headers: { [LENT_SESSION_HEADER]: id }, release: () => lentSessions.delete(id) };
  });

  // The cookie of a session better-auth just extended goes out with whatever the request answers.
  app.addHook('onSend', async (request, reply) => {
    const cookies = pendingCookies.get(request);
    if (!cookies?.length) return;
    const existing = reply.getHeader('set-cookie');
    reply.header('set-cookie', [...(Array.isArray(existing) ? existing : existing ? [String(existing)] : []), ...cookies]);
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['context', 'providers', '@fastify/cookie'] });
