import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One line per answered request (Fastify's own logging writes two, with every header): the method,
 * the route as declared (never the raw path, which may carry a reset token in /api/auth/reset-password/…),
 * the status and the time taken.
 */
async function requestLogPlugin(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, route: request.routeOptions.url ?? (request.is404 ? '(not found)' : '(unknown)'), status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });
}

export default fp(requestLogPlugin, { name: 'request-log' });
