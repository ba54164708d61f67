import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { liveAddressLimits } from './address-limits.ts';
import { createLiveAccess, type LiveAccess } from './live-access.ts';
import { livePublisher, type LivePublisher } from './live-publisher.ts';
import { startLiveServer } from './live-server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What features tell the sockets after a write (new comments, fresh counts, unread badges). */
    live: LivePublisher;
    /** What features tell the sockets when a member's right to read changed. */
    liveAccess: LiveAccess;
  }
}

/**
 * The realtime socket (spec 2 §7) as an app plugin: the socket.io server is made here, on the app's
 * own HTTP server, so the publisher and the access rechecks are built with it in hand. Sockets only
 * arrive once the app listens, so the handshake reads sessions through the auth plugin's decorators
 * by then; a member's sessions ending (auth's session events) makes their sockets decide again.
 */
async function livePlugin(app: FastifyInstance) {
  const { config, database, db, origins } = app.ctx;
  const server = startLiveServer(app, db, {
    databaseUrl: database.url,
    origins,
    limits: liveAddressLimits(app.limits.Store, {
      apiMax: config.RATE_LIMIT_API_MAX,
      apiWindowMs: config.RATE_LIMIT_API_WINDOW_SECONDS * 1000,
      joinsPerMinute: config.LIVE_JOINS_PER_ADDRESS_PER_MINUTE,
      typingPerMinute: config.LIVE_TYPING_PER_ADDRESS_PER_MINUTE,
    }),
    settings: { trustProxy: config.TRUST_PROXY, maxSocketsPerAddress: config.LIVE_MAX_SOCKETS_PER_ADDRESS, maxSocketsPerMember: config.LIVE_MAX_SOCKETS_PER_MEMBER },
  });
  const liveAccess = createLiveAccess(server);
  app.decorate('live', livePublisher(server.io, db, app.log));
  app.decorate('liveAccess', liveAccess);
  const stopListening = app.sessionEvents.onEnded((userId) => liveAccess.sessionsEnded(userId));
  app.addHook('preClose', async () => {
    stopListening();
    await server.stop();
  });
}

export default fp(livePlugin, { name: 'live', dependencies: ['context', 'auth', 'limits'] });
