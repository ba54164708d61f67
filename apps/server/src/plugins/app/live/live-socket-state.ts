import { LIVE_EVENTS, restrictionActive, type ClientToServerEvents, type LiveAnswer, type LiveError, type ServerToClientEvents } from '@arya/core';
import type { Server, Socket } from 'socket.io';
import type { SessionUser } from '../../../shared/session-user.ts';
import { presentPerson, VISITOR, type Viewer } from '../../../shared/viewer.ts';
import type { SocketChannels } from './channel-access.ts';
import type { SocketBudgets } from './socket-budgets.ts';

/**
 * What socket.io keeps with a socket (`socket.data`): it is sent to other processes when they fetch
 * sockets, so it holds nothing secret.
 */
export interface SocketData {
  viewer: Viewer;
  /**
   * The member's name as each audience sees it (typing indicator); null for a visitor, a member
   * without a verified phone (spec 2 §6) and a muted member: they may not write, so never type.
   */
  name: { member: string; visitor: string } | null;
  lastTyping: number;
}

/** What the server processes ask each other through the adapter (never a client). */
export const INTER_SERVER_EVENTS = {
  /** Decide a member's access again (see live-access.ts). */
  recheck: 'arya:live-recheck',
  /** How many sockets a room holds here (see live-handshake.ts). */
  roomSize: 'arya:room-size',
} as const;

export interface InterServerEvents {
  [INTER_SERVER_EVENTS.recheck]: (userId: string) => void;
  [INTER_SERVER_EVENTS.roomSize]: (room: string, answer: (size: number) => void) => void;
}

/** The socket.io server and sockets, typed by the contract's events (core's live.ts). */
export type LiveServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type LiveSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** What only this process knows of a socket it holds: its session token never leaves it. */
export interface LocalSocketState {
  /** The session token of the handshake's cookie; null for a visitor. */
  token: string | null;
  /** The addressKey of the client; its limits are counted under it. */
  address: string;
  budgets: SocketBudgets;
  channels: SocketChannels;
  /** When the member's session or what their plan lets them read ends with time; null: never (a visitor). */
  decideAgainAt: Date | null;
  /** Fires at `decideAgainAt` (see live-rechecks.ts). */
  timer: NodeJS.Timeout | null;
  /** The socket's joins and leaves, one at a time and in the order sent (see live-calls.ts). */
  channelCalls: Promise<void>;
}

const states = new WeakMap<LiveSocket, LocalSocketState>();

export const dataOf = (socket: LiveSocket): SocketData => socket.data;

export function attachState(socket: LiveSocket, state: LocalSocketState): void {
  states.set(socket, state);
}

/** The state attached at the handshake; every socket that reached `connection` has one. */
export function stateOf(socket: LiveSocket): LocalSocketState {
  const state = states.get(socket);
  if (!state) throw new Error('a live socket without its state');
  return state;
}

export const fail = (message: LiveError['message'], details?: unknown): { error: LiveError } => ({ error: { message, ...(details === undefined ? {} : { details }) } });

/** Every socket of one client address (its socket count); channel names never start with "address:". */
export const addressRoom = (address: string) => `address:${address}`;

/**
 * Tells the client why, then closes the socket. The answer to the call (if it asked for one) and
 * the error event both go before the close: socket.io sends what is queued before closing.
 */
export function closeWith(socket: LiveSocket, error: { error: LiveError }, answer?: unknown): void {
  if (typeof answer === 'function') (answer as (result: LiveAnswer) => void)(error);
  socket.emit(LIVE_EVENTS.error, error.error);
  socket.disconnect(true);
}

/** The earlier of two moments (null: never). */
export const earliest = (a: Date | null, b: Date | null): Date | null => (a && b ? (a < b ? a : b) : (a ?? b));

/** What a socket's typing shows of its member (see SocketData.name). */
export function typingNameOf(user: SessionUser | null): SocketData['name'] {
  if (!user?.phoneVerified || restrictionActive(user.mutedUntil)) return null;
  return { member: user.name, visitor: presentPerson({ displayName: user.name, job: null }, VISITOR).name };
}
