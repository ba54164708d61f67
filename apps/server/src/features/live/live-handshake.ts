import type { LiveError } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import type { Server, Socket } from 'socket.io';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { addressKey, clientAddress } from '../../http/client-address.ts';
import { presentPerson, VISITOR, viewerOf } from '../viewer/viewer.ts';
import type { LiveAddressLimits } from './address-limits.ts';
import { SocketChannels } from './channel-access.ts';
import { memberRoom } from './live-publisher.ts';
import { addressRoom, attachState, earliest, type SocketData } from './live-socket-state.ts';
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

/** How long a handshake waits for the other processes' counts. */
const COUNT_TIMEOUT_MS = 2000;

/**
 * How many sockets a room holds in every server process (socket.io asks the others through the
 * PostgreSQL adapter). If another process does not answer in time, this process's count is used:
 * a handshake is never stuck on a process that went away.
 */
async function socketsIn(io: Server, room: string): Promise<number> {
  try {
    return (await io.in(room).timeout(COUNT_TIMEOUT_MS).fetchSockets()).length;
  } catch {
    return (await io.local.in(room).fetchSockets()).length;
  }
}

/**
 * Admits a socket, cheapest checks first: the handshake counts as one request of its address
 * against the API's limit, the address may hold so many sockets, then the session cookie is read
 * (one query) and the member may hold so many sockets. Two handshakes at the same instant may
 * both pass the last free place; the handshake limit bounds how far that goes.
 */
export function admitSockets(io: Server, deps: { app: FastifyInstance; db: Database; limits: LiveAddressLimits; settings: HandshakeSettings }) {
  const { app, db, limits, settings } = deps;

  async function admit(socket: Socket) {
    const address = addressKey(clientAddress(socket.request, settings.trustProxy));
    const counted = limits.count('handshake', address);
    if (!counted.allowed) throw new Refusal({ message: 'rateLimited', details: { limit: 'requests', retryAfterMs: counted.retryAfterMs } });
    if ((await socketsIn(io, addressRoom(address))) >= settings.maxSocketsPerAddress) {
      throw new Refusal({ message: 'rateLimited', details: { limit: 'socketsPerAddress', max: settings.maxSocketsPerAddress } });
    }
    const token = app.sessionTokenOfCookies(socket.handshake.headers.cookie);
    const session = token ? await app.sessionOfToken(token) : null;
    if (session && (await socketsIn(io, memberRoom(session.user.id))) >= settings.maxSocketsPerMember) {
      throw new Refusal({ message: 'rateLimited', details: { limit: 'socketsPerMember', max: settings.maxSocketsPerMember } });
    }
    const user = session?.user ?? null;
    const data: SocketData = {
      viewer: viewerOf(user),
      name: user ? { member: user.name, visitor: presentPerson({ displayName: user.name, job: null }, VISITOR).name } : null,
      lastTyping: 0,
    };
    Object.assign(socket.data as object, data);
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
