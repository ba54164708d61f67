import {
  LIVE_ACK_TIMEOUT_MS,
  LIVE_CALLS,
  LIVE_EVENTS,
  LIVE_SOCKET_PATH,
  TYPING_THROTTLE_MS,
  type ClientToServerEvents,
  type LiveAnswer,
  type LiveCallName,
  type LiveChannelName,
  type LiveError,
  type LiveEventName,
  type ServerToClientEvents,
} from '@arya/core/rules';
import type { Socket as SocketOf } from 'socket.io-client';

/** The page's socket, typed by the contract's events (core's live.ts). */
type Socket = SocketOf<ServerToClientEvents, ClientToServerEvents>;

/** What a page listens to on a channel: any of the server's events, each with its payload's type. */
export type LiveHandlers = { [E in LiveEventName]?: ServerToClientEvents[E] };

/**
 * The one realtime socket of the page, opened when a first channel or event is wanted
 * (socket.io-client is loaded then, never with the first screen). Channels are joined again after a
 * reconnection.
 */
let socket: Promise<Socket> | null = null;
const joined = new Map<LiveChannelName, number>();
/** Told each time their channel is joined (the first time, and again after a reconnection). */
const joinListeners = new Map<LiveChannelName, Set<(askedAt: number) => void>>();
/** Who the page reads as (a member's id, null for a visitor); the socket's handshake carries their cookie. */
let reader: string | null | undefined;
/** When each channel last announced typing. */
const typedAt = new Map<LiveChannelName, number>();

/**
 * The waits before opening again a socket the server closed or refused (past its budgets, too many
 * sockets, a session that ended): 1 s, 2 s, 4 s… up to a minute, with up to a third more at random
 * so that the pages of one address do not come back all at once. socket.io-client reconnects by
 * itself after a lost connection, never after the server's own close or a refused handshake.
 */
export const RETRY_FIRST_MS = 1000;
export const RETRY_MAX_MS = 60_000;
/** A socket that stayed open this long is well again: the next wait starts from the first. */
const STABLE_AFTER_MS = 30_000;
const retry = { count: 0, timer: null as ReturnType<typeof setTimeout> | null, connectedAt: 0, atLeastMs: 0 };

function retryLater(live: Socket) {
  if (retry.timer) return;
  const backoff = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** retry.count);
  const wait = Math.max(retry.atLeastMs, backoff) * (1 + Math.random() / 3);
  retry.count += 1;
  retry.atLeastMs = 0;
  retry.timer = setTimeout(() => {
    retry.timer = null;
    live.connect();
  }, wait);
}

/** The server's own wait, when it said one (rateLimited's details.retryAfterMs). */
function retryAfterOf(error: LiveError | undefined): number {
  const details = error?.details as { retryAfterMs?: unknown } | undefined;
  return typeof details?.retryAfterMs === 'number' ? Math.min(details.retryAfterMs, RETRY_MAX_MS) : 0;
}

function openSocket(): Promise<Socket> {
  socket ??= import('socket.io-client').then(({ io }) => {
    const created: Socket = io({ path: LIVE_SOCKET_PATH, transports: ['websocket', 'polling'], withCredentials: true });
    created.on('connect', () => {
      retry.connectedAt = Date.now();
      for (const channel of joined.keys()) void join(created, channel);
    });
    // What the server says before closing: kept for the wait, never shown (the page simply goes on without live updates meanwhile).
    created.on(LIVE_EVENTS.error, (error) => {
      retry.atLeastMs = Math.max(retry.atLeastMs, retryAfterOf(error));
    });
    created.on('disconnect', (reason: string) => {
      if (Date.now() - retry.connectedAt >= STABLE_AFTER_MS) retry.count = 0;
      if (reason === 'io server disconnect') retryLater(created);
    });
    created.on('connect_error', (error: Error & { data?: LiveError }) => {
      // A handshake the server refused leaves the socket inactive: socket.io will not try again itself.
      if (created.active) return;
      retry.atLeastMs = Math.max(retry.atLeastMs, retryAfterOf(error.data));
      retryLater(created);
    });
    return created;
  });
  return socket;
}

/** An acknowledged call; no answer in time is spec 2 §8's emitTimeout. */
async function call(target: Socket, event: LiveCallName, channel: LiveChannelName): Promise<LiveAnswer> {
  try {
    return await target.timeout(LIVE_ACK_TIMEOUT_MS).emitWithAck(event, channel);
  } catch {
    return { error: { message: 'emitTimeout' } };
  }
}

/** Joins a channel; once the server has it, its followers may catch up on what they hold from before the join. */
async function join(target: Socket, channel: LiveChannelName): Promise<void> {
  const askedAt = Date.now();
  const answer = await call(target, LIVE_CALLS.join, channel);
  if ('ok' in answer) for (const listener of joinListeners.get(channel) ?? []) listener(askedAt);
}

/**
 * Registers (or removes) each handler under its event. Object.keys loses which handler goes with
 * which event, so the pairing is passed on as socket.io's listener type (`never`): each pair comes
 * from one key of the typed `LiveHandlers`.
 */
function eachHandler(handlers: LiveHandlers, act: (event: LiveEventName, handler: never) => void) {
  for (const event of Object.keys(handlers) as LiveEventName[]) {
    const handler = handlers[event];
    if (handler) act(event, handler as never);
  }
}

export interface FollowOptions {
  /**
   * Called each time the server has the page in the channel (the first join, and the joins after a
   * reconnection), with when the join was asked: what the page read before then (the server's render
   * of it, what it held while disconnected) may lack events sent meanwhile.
   */
  onJoined?: (askedAt: number) => void;
}

/** Follows a channel while `handlers` are registered; answers the function that stops following. */
export function followChannel(channel: LiveChannelName, handlers: LiveHandlers, { onJoined }: FollowOptions = {}): () => void {
  let stopped = false;
  const opened = openSocket();
  joined.set(channel, (joined.get(channel) ?? 0) + 1);
  if (onJoined) joinListeners.set(channel, (joinListeners.get(channel) ?? new Set()).add(onJoined));
  void opened.then((live) => {
    if (stopped) return;
    eachHandler(handlers, (event, handler) => live.on(event, handler));
    if (live.connected && joined.get(channel) === 1) void join(live, channel);
  });
  return () => {
    stopped = true;
    if (onJoined) {
      const listeners = joinListeners.get(channel);
      listeners?.delete(onJoined);
      if (listeners?.size === 0) joinListeners.delete(channel);
    }
    void opened.then((live) => {
      eachHandler(handlers, (event, handler) => live.off(event, handler));
      const count = (joined.get(channel) ?? 1) - 1;
      if (count > 0) joined.set(channel, count);
      else {
        joined.delete(channel);
        void call(live, LIVE_CALLS.leave, channel);
      }
    });
  };
}

/**
 * Tells the channel the member is writing, at most once per TYPING_THROTTLE_MS: the others'
 * indicator lasts longer than that, and the server closes a socket that announces too often.
 */
export function announceTyping(channel: LiveChannelName): void {
  void socket?.then((live) => {
    const now = Date.now();
    if (!live.connected || now - (typedAt.get(channel) ?? -Infinity) < TYPING_THROTTLE_MS) return;
    typedAt.set(channel, now);
    void call(live, LIVE_CALLS.typing, channel);
  });
}

/** Listens to an event sent to the reader's own sockets (no channel); answers the function that stops listening. */
export function onLiveEvent<E extends LiveEventName>(event: E, handler: ServerToClientEvents[E]): () => void {
  let stopped = false;
  const opened = openSocket();
  void opened.then((live) => {
    if (!stopped) live.on(event, handler as never);
  });
  return () => {
    stopped = true;
    void opened.then((live) => live.off(event, handler as never));
  };
}

/**
 * Tells the socket who reads the page now: the server knows a socket's reader from the cookie of its
 * handshake, so after a sign-in or sign-out an open socket connects again (its channels are joined
 * again on connection), at once: a wait for an earlier refusal is dropped.
 */
export function setLiveReader(id: string | null): void {
  const before = reader;
  reader = id;
  if (before === undefined || before === id) return;
  void socket?.then((live) => {
    if (retry.timer) clearTimeout(retry.timer);
    retry.timer = null;
    live.disconnect();
    live.connect();
  });
}
