import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isSessionLive } from './sessions.repository.ts';
import { bearerTokenOf, MemberTokens } from './member-token.ts';

/** The member named by a request's bearer token (spec 1 §7 contracts), and the session it was issued to. */
export interface BearerUser {
  id: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The member of this request's `Authorization: Bearer` token, checked once; null without a valid one. */
    bearerUser(): Promise<BearerUser | null>;
  }
  interface FastifyInstance {
    memberTokens: MemberTokens;
  }
}

/**
 * A token is good while its signature, its 15 minutes and its session hold: signing out, revoking
 * the session (security page, password change or reset) or its expiry ends the token too. That
 * costs one primary-key lookup per bearer request, made only once the signature checked out.
 */
async function bearerTokenPlugin(app: FastifyInstance) {
  const { db, config } = app.ctx;
  const tokens = new MemberTokens(config.authSecret);
  app.decorate('memberTokens', tokens);
  app.decorateRequest('bearerUser', function (this: FastifyRequest) {
    const cache = this as FastifyRequest & { bearerUserPromise?: Promise<BearerUser | null> };
    cache.bearerUserPromise ??= (async () => {
      const token = bearerTokenOf(this.headers.authorization);
      const holder = token ? await tokens.verify(token) : null;
      if (!holder || !(await isSessionLive(db, holder.sessionId, holder.userId))) return null;
      return { id: holder.userId, sessionId: holder.sessionId };
    })();
    return cache.bearerUserPromise;
  });
}

export default fp(bearerTokenPlugin, { name: 'bearer', dependencies: ['context', 'auth'] });
