import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bearerTokenOf, type MemberTokens } from '../features/shop/member-token.ts';

/** The member named by a request's bearer token (spec 1 §7 contracts): only an id, nothing read from the database. */
export interface BearerUser {
  id: string;
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

async function bearerTokenPlugin(app: FastifyInstance, options: { tokens: MemberTokens }) {
  app.decorate('memberTokens', options.tokens);
  app.decorateRequest('bearerUser', function (this: FastifyRequest) {
    const cache = this as FastifyRequest & { bearerUserPromise?: Promise<BearerUser | null> };
    cache.bearerUserPromise ??= (async () => {
      const token = bearerTokenOf(this.headers.authorization);
      const id = token ? await options.tokens.verify(token) : null;
      return id ? { id } : null;
    })();
    return cache.bearerUserPromise;
  });
}

export default fp(bearerTokenPlugin, { name: 'bearer-token' });
