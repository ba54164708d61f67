import { LIVE_EVENTS, LIVE_SOCKET_PATH, type LiveUnread } from '@arya/core';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Server } from 'socket.io';
import type { Database } from '../../../db/client.ts';
import { countUnread } from '../../../shared/notifications.ts';
import type { LiveAddressLimits } from './address-limits.ts';
import { listenForRechecks } from './live-access.ts';
import { serveCalls } from './live-calls.ts';
import { admitSockets, answerRoomSizes, type HandshakeSettings } from './live-handshake.ts';
import { memberRoom } from './live-publisher.ts';
import { memberRechecks, type MemberRechecks } from './live-rechecks.ts';
import { addressRoom, dataOf, stateOf, type LiveServer, type LiveSocket } from './live-socket-state.ts';

export interface LiveServerOptions {
  databaseUrl: string | null;
  origins: string[];
  limits: LiveAddressLimits;
  settings: HandshakeSettings;
}

/**
 * The realtime socket (spec 2 §7) on the app's own server: the handshake is counted and capped per
 * address and member and reads the member from the session cookie (or a visitor), every join is
 * authorized and every message budgeted, and events reach the sockets of every server process
 * through PostgreSQL when processes share one (@socket.io/postgres-adapter, on a connection of its
 * own: see `listenConnection`). Answers the server, its rechecks (LiveAccess) and how to stop it.
 */
export function startLiveServer(
  app: FastifyInstance,
  db: Database,
  options: LiveServerOptions,
): { io: LiveServer; rechecks: MemberRechecks; shared: boolean; stop: () => Promise<void> } {
  const io: LiveServer = new Server(app.server, {
    path: LIVE_SOCKET_PATH,
    serveClient: false,
    cors: { origin: options.origins, credentials: true },
    maxHttpBufferSize: 16 * 1024,
  });
  const connection = options.databaseUrl ? listenConnection(options.databaseUrl, (error) => app.log.error({ err: error }, 'live updates lost their PostgreSQL connection')) : null;
  if (connection) io.adapter(createAdapter(connection.pool as unknown as pg.Pool, { tableName: 'socket_io_attachments' }));

  const rechecks = memberRechecks(io, { app, log: app.log });
  listenForRechecks(io, rechecks);
  admitSockets(io, { app, db, limits: options.limits, settings: options.settings, shared: connection !== null });
  if (connection) answerRoomSizes(io);

  io.on('connection', (socket: LiveSocket) => {
    const { viewer } = dataOf(socket);
    const rooms = [addressRoom(stateOf(socket).address)];
    if (viewer.kind === 'member') {
      // The member's own room: their badge follows their notifications, starting from now.
      rooms.push(memberRoom(viewer.id));
      countUnread(db, viewer.id)
        .then((unread) => socket.emit(LIVE_EVENTS.notificationsUnread, { unread } satisfies LiveUnread))
        .catch((error: unknown) => app.log.error({ err: error }, 'the unread notifications count could not be read'));
    }
    void socket.join(rooms);
    rechecks.schedule(socket);
    socket.on('disconnect', () => rechecks.forget(socket));
    serveCalls(socket, options.limits);
  });

  return {
    io,
    rechecks,
    shared: connection !== null,
    async stop() {
      io.disconnectSockets(true);
      await io.of('/').adapter.close();
      await connection?.end();
    },
  };
}

/**
 * The adapter's PostgreSQL connection: one client of our own, lent to the adapter as a pool (it
 * LISTENs on it, NOTIFYs and reads large payloads through it). Owning it means stopping always
 * closes it, even when the adapter is still setting up (a pooled client it had not released yet
 * would hold a pool open), and an error on it (the server restarting) is logged, never thrown.
 */
function listenConnection(url: string, onError: (error: Error) => void) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', onError);
  const connected = client.connect();
  connected.catch(onError);
  const lent = Object.assign(client, { release: () => undefined });
  return {
    pool: {
      connect: async () => (await connected, lent),
      query: async (text: string, values?: unknown[]) => (await connected, client.query(text, values)),
    },
    async end() {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    },
  };
}
