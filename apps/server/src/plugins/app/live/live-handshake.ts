import type { LiveError } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { addressKey, clientAddress } from '../../../http/client-address.ts';
import { viewerOf } from '../../../shared/viewer.ts';
import type { LiveAddressLimits } from './address-limits.ts';
import { SocketChannels } from './channel-access.ts';
import { memberRoom } from './live-publisher.ts';
import { addressRoom, attachState, earliest, INTER_SERVER_EVENTS, type LiveServer, type LiveSocket, type SocketData, typingNameOf } from './live-socket-state.ts';
import { SocketBudgets } from './socket-budgets.ts';

export interface HandshakeSettings {
  trustProxy: AppConfig['TRUST_PROXY'];
  maxSocketsPerAddress: number;
  maxSocketsPerMember: number;
}

/** A refused handshake: the client's connect_error carries `data` (the LiveError shape). */
class Refusal extends Error {
  constructor(readonly data: LiveError) {
    super(data.message);
  }
}

const localSize = (io: LiveServer, room: string) => io.of('/').adapter.rooms.get(room)?.size ?? 0;

/**
 * Makes this process answer the others' counts: a number only. (fetchSockets would have every
 * process send each socket's handshake, its Cookie header included, through the database.)
 */
export function answerRoomSizes(io: LiveServer): void {
  io.on(INTER_SERVER_EVENTS.roomSize, (room: unknown, answer: unknown) => {
    if (typeof room === 'string' && typeof answer === 'function') (answer as (size: number) => void)(localSize(io, room));
  });
}

/**
 * How many sockets a room holds in every server process: this one's count, plus the others' when
 * processes share a PostgreSQL adapter. A process that went away without its heartbeat being missed
 * yet is waited for 5 s (the adapter's limit), then what answered is used.
 */
async function socketsIn(io: LiveServer, room: string, shared: boolean): Promise<number> {
  const local = localSize(io, room);
  if (!shared) return local;
  const sum = (sizes: unknown) => (Array.isArray(sizes) ? sizes.reduce<number>((total, size) => total + (typeof size === 'number' ? size : 0), 0) : 0);
  try {
    return local + sum(await io.serverSideEmitWithAck(INTER_SERVER_EVENTS.roomSize, room));
  } catch (error) {
    // Past the adapter's wait, the processes that answered.
    return local + sum((error as { responses?: unknown }).responses);
  }
}

/**
 * Admits a socket, cheapest checks first: the handshake counts as one request of its address
 * against the API's limit, the address may hold so many sockets, then the session cookie is read
 * (one query) and the member may hold so many sockets. Two handshakes at the same instant may
 * both pass the last free place; the handshake limit bounds how far that goes.
 */
export function admitSockets(io: LiveServer, deps: { app: FastifyInstance; db: Database; limits: LiveAddressLimits; settings: HandshakeSettings; shared: boolean }) {
  const { app, db, limits, settings, shared } = deps;

  async function admit(socket: LiveSocket) {
    const address = addressKey(clientAddress(socket.request, settings.trustProxy));
    const counted = limits.count('handshake', address);
    if (!counted.allowed) throw new Refusal({ message: 'rateLimited', details: { limit: 'requests', retryAfterMs: counted.retryAfterMs } });
    if ((await socketsIn(io, addressRoom(address), shared)) >= settings.maxSocketsPerAddress) {
      throw new Refusal({ message: 'rateLimited', details: { limit: 'socketsPerAddress', max: settings.maxSocketsPerAddress } });
    }
    const token = app.sessionTokenOfCookies(socket.handshake.headers.cookie);
    const session = token ? await app.sessionOfToken(token) : null;
    if (session && (await socketsIn(io, memberRoom(session.user.id), shared)) >= settings.maxSocketsPerMember) {
      throw new Refusal({ message: 'rateLimited', details: { limit: 'socketsPerMember', max: settings.maxSocketsPerMember } });
    }
    const user = session?.user ?? null;
    const data: SocketData = {
      viewer: viewerOf(user),
      name: typingNameOf(user),
      lastTyping: 0,
    };
    Object.assign(socket.data, data);
    attachState(socket, {
      token: session ? token : null,
      address,
      budgets: new SocketBudgets(),
      channels: new SocketChannels(db),
      timer: null,
      channelCalls: Promise.resolve(),
      decideAgainAt: session ? earliest(session.expiresAt, user?.accessChangesAt ?? null) : null,
    });
  }

  io.use((socket, next) => {
    admit(socket).then(
      () => next(),
      (error: unknown) => next(error instanceof Error ? error : new Error('session')),
    );
  });
}
