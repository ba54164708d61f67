import { LIVE_ACK_TIMEOUT_MS, LIVE_CALLS, LIVE_SOCKET_PATH, type LiveAnswer } from '@arya/core';
import type { Socket } from 'socket.io-client';

/**
 * The one realtime socket of the page, opened when a first channel or event is wanted
 * (socket.io-client is loaded then, never with the first screen). Channels are joined again after a
 * reconnection.
 */
let socket: Promise<Socket> | null = null;
const joined = new Map<string, number>();
/** Who the page reads as (a member's id, null for a visitor); the socket's handshake carries their cookie. */
let reader: string | null | undefined;

function openSocket(): Promise<Socket> {
  socket ??= import('socket.io-client').then(({ io }) => {
    const created = io({ path: LIVE_SOCKET_PATH, transports: ['websocket', 'polling'], withCredentials: true });
    created.on('connect', () => {
      for (const channel of joined.keys()) void call(created, LIVE_CALLS.join, channel);
    });
    return created;
  });
  return socket;
}

/** An acknowledged call; no answer in time is spec 2 §8's emitTimeout. */
async function call(target: Socket, event: string, channel: string): Promise<LiveAnswer> {
  try {
    return (await target.timeout(LIVE_ACK_TIMEOUT_MS).emitWithAck(event, channel)) as LiveAnswer;
  } catch {
    return { error: { message: 'emitTimeout' } };
  }
}

/** Follows a channel while `handlers` are registered; answers the function that stops following. */
export function followChannel(channel: string, handlers: Record<string, (payload: never) => void>): () => void {
  let stopped = false;
  const opened = openSocket();
  joined.set(channel, (joined.get(channel) ?? 0) + 1);
  void opened.then((live) => {
    if (stopped) return;
    for (const [event, handler] of Object.entries(handlers)) live.on(event, handler as (payload: unknown) => void);
    if (live.connected && joined.get(channel) === 1) void call(live, LIVE_CALLS.join, channel);
  });
  return () => {
    stopped = true;
    void opened.then((live) => {
      for (const [event, handler] of Object.entries(handlers)) live.off(event, handler as (payload: unknown) => void);
      const count = (joined.get(channel) ?? 1) - 1;
      if (count > 0) joined.set(channel, count);
      else {
        joined.delete(channel);
        void call(live, LIVE_CALLS.leave, channel);
      }
    });
  };
}

/** Tells the channel the member is writing (the server lets it through at most every few seconds). */
export function announceTyping(channel: string): void {
  void socket?.then((live) => {
    if (live.connected) void call(live, LIVE_CALLS.typing, channel);
  });
}

/** Listens to an event sent to the reader's own sockets (no channel); answers the function that stops listening. */
export function onLiveEvent<T>(event: string, handler: (payload: T) => void): () => void {
  let stopped = false;
  const opened = openSocket();
  const listener = handler as (payload: unknown) => void;
  void opened.then((live) => {
    if (!stopped) live.on(event, listener);
  });
  return () => {
    stopped = true;
    void opened.then((live) => live.off(event, listener));
  };
}

/**
 * Tells the socket who reads the page now: the server knows a socket's reader from the cookie of its
 * handshake, so after a sign-in or sign-out an open socket connects again (its channels are joined
 * again on connection).
 */
export function setLiveReader(id: string | null): void {
  const before = reader;
  reader = id;
  if (before === undefined || before === id) return;
  void socket?.then((live) => {
    live.disconnect();
    live.connect();
  });
}
