import { LIVE_CALLS, LIVE_EVENTS, LIVE_SOCKET_PATH, TYPING_THROTTLE_MS, type LiveAnswer, type LiveError, type LiveTyping, type LiveUnread } from '@arya/core';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Server, type Socket } from 'socket.io';
import type { Database } from '../../db/client.ts';
import { presentPerson, viewerOf, type Viewer } from '../viewer/viewer.ts';
import { mayJoinChannel } from './channel-access.ts';
import { countUnread } from '../notifications/notifications.repository.ts';
import { audienceRoom, memberRoom } from './live-publisher.ts';

/** Channels one socket may be in at once (a page shows one post and a few threads). */
const MAX_CHANNELS_PER_SOCKET = 50;

interface SocketData {
  viewer: Viewer;
  /** The member's name as each audience sees it (typing indicator). */
  name: { member: string; visitor: string } | null;
  lastTyping: number;
}

const fail = (message: LiveError['message'], details?: unknown): LiveAnswer => ({ error: { message, ...(details === undefined ? {} : { details }) } });

/**
 * The realtime socket (spec 2 §7) on the app's own server: the handshake reads the member from the
 * session cookie (or a visitor), every join is authorized, and events reach the sockets of every
 * server process through PostgreSQL when processes share one (@socket.io/postgres-adapter, on a
 * connection of its own: see `listenConnection`). Answers the server and how to stop it.
 */
export function startLiveServer(app: FastifyInstance, db: Database, options: { databaseUrl: string | null; origins: string[] }): { io: Server; stop: () => Promise<void> } {
  const io = new Server(app.server, {
    path: LIVE_SOCKET_PATH,
    serveClient: false,
    cors: { origin: options.origins, credentials: true },
    maxHttpBufferSize: 16 * 1024,
  });
  const connection = options.databaseUrl ? listenConnection(options.databaseUrl, (error) => app.log.error({ err: error }, 'live updates lost their PostgreSQL connection')) : null;
  if (connection) io.adapter(createAdapter(connection.pool as unknown as pg.Pool, { tableName: 'socket_io_attachments' }));

  io.use((socket, next) => {
    app
      .sessionUserOfCookies(socket.handshake.headers.cookie)
      .then((user) => {
        const data = socket.data as SocketData;
        data.viewer = viewerOf(user);
        data.name = user ? { member: user.name, visitor: presentPerson({ displayName: user.name, job: null }, viewerOf(null)).name } : null;
        data.lastTyping = 0;
        next();
      })
      .catch((error: unknown) => next(error instanceof Error ? error : new Error('session')));
  });

  io.on('connection', (socket: Socket) => {
    const data = socket.data as SocketData;
    const audience = data.viewer.kind === 'member' ? 'member' : 'visitor';
    if (data.viewer.kind === 'member') {
      // The member's own room: their badge follows their notifications, starting from now.
      const userId = data.viewer.id;
      void socket.join(memberRoom(userId));
      countUnread(db, userId)
        .then((unread) => socket.emit(LIVE_EVENTS.notificationsUnread, { unread } satisfies LiveUnread))
        .catch((error: unknown) => app.log.error({ err: error }, 'the unread notifications count could not be read'));
    }

    socket.on(LIVE_CALLS.join, async (channel: unknown, answer?: (result: LiveAnswer) => void) => {
      if (typeof answer !== 'function') return;
      if (socket.rooms.size > MAX_CHANNELS_PER_SOCKET) return answer(fail('rateLimited', { max: MAX_CHANNELS_PER_SOCKET }));
      const access = await mayJoinChannel(db, data.viewer, channel).catch(() => 'forbidden' as const);
      if (access !== 'ok') return answer(fail(access, { channel }));
      await socket.join(audienceRoom(channel as string, audience));
      answer({ ok: true });
    });

    socket.on(LIVE_CALLS.leave, async (channel: unknown, answer?: (result: LiveAnswer) => void) => {
      if (typeof channel === 'string') await socket.leave(audienceRoom(channel, audience));
      if (typeof answer === 'function') answer({ ok: true });
    });

    // A member writing a comment: the others in the channel see who (never the writer's own socket).
    socket.on(LIVE_CALLS.typing, (channel: unknown, answer?: (result: LiveAnswer) => void) => {
      const reply = typeof answer === 'function' ? answer : () => undefined;
      if (data.viewer.kind !== 'member' || !data.name) return reply(fail('forbidden'));
      if (typeof channel !== 'string' || !socket.rooms.has(audienceRoom(channel, 'member'))) return reply(fail('forbidden', { channel }));
      const now = Date.now();
      if (now - data.lastTyping < TYPING_THROTTLE_MS) return reply({ ok: true });
      data.lastTyping = now;
      for (const who of ['member', 'visitor'] as const) {
        const typing: LiveTyping = { channel, authorId: data.viewer.id, name: data.name[who] };
        socket.to(audienceRoom(channel, who)).volatile.emit(LIVE_EVENTS.typing, typing);
      }
      reply({ ok: true });
    });

    // Spec 2 §8: an event the server does not implement answers emitErr notImplemented.
    socket.onAny((event: string, ...args: unknown[]) => {
      if ((Object.values(LIVE_CALLS) as string[]).includes(event)) return;
      const answer = args.at(-1);
      const error = fail('notImplemented', { event: String(event).slice(0, 100) });
      if (typeof answer === 'function') (answer as (result: LiveAnswer) => void)(error);
      else socket.emit(LIVE_EVENTS.error, (error as { error: LiveError }).error);
    });
  });

  return {
    io,
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
