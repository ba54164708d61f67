import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { routedPath } from '../http/routed-path.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API calls that do not come from our own pages: the Origin header (or,
 * failing that, the Referer) must be one of ours. better-auth applies the same rule to /api/auth.
 */
async function crossSiteGuardPlugin(app: FastifyInstance, options: { trustedOrigins: string[] }) {
  const trusted = new Set(options.trustedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !routedPath(request).startsWith('/api/v')) return;
    const origin = request.headers.origin ?? originOf(request.headers.referer);
    if (!origin || !trusted.has(origin)) {
      throw new AppError('CROSS_SITE_REQUEST', 'This request must come from the site itself');
    }
  });
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

export default fp(crossSiteGuardPlugin, { name: 'cross-site-guard' });
