import { LIVE_EVENTS, restrictionActive, type LiveChannelClosed } from '@arya/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SessionUser } from '../../../shared/session-user.ts';
import { viewerOf } from '../../../shared/viewer.ts';
import { audienceRoom, memberRoom } from './live-publisher.ts';
import { closeWith, dataOf, earliest, fail, stateOf, typingNameOf, type LiveServer, type LiveSocket } from './live-socket-state.ts';

/** setTimeout waits at most 24.8 days; a socket open longer decides again once a day and waits on. */
const MAX_WAIT_MS = 24 * 60 * 60 * 1000;

/** The sockets of a room held by this process (another process checks its own). */
function localSocketsIn(io: LiveServer, room: string): LiveSocket[] {
  const ids = io.of('/').adapter.rooms.get(room) ?? new Set<string>();
  return [...ids].flatMap((id) => io.of('/').sockets.get(id) ?? []);
}

/**
 * Decides again what a member's sockets in this process may read: each socket's session is read
 * again (one query per session, not per socket), a socket whose session ended is told
 * `sessionEnded` and closed, the others take the member's new plan and leave, with
 * `channel:closed`, the channels they may no longer read. Access is not re-read per join: it is
 * kept with the socket and decided again only here, when something says it changed.
 *
 * A plan or trial that simply runs out, and a session that expires, change nothing in the database,
 * so nothing would say so: each member's socket keeps a timer at the earliest of those moments,
 * exact to the second and free until then, where a periodic re-check would query for every socket
 * every period and still be late by up to one.
 */
export function memberRechecks(io: LiveServer, deps: { app: FastifyInstance; log: FastifyBaseLogger }) {
  /** Per member: the recheck under way, and whether another is already waiting behind it. */
  const queue = new Map<string, { waiting: boolean; done: Promise<void> }>();

  /**
   * Rechecks a member's sockets here. Calls while one runs share the one run after it (which reads
   * everything they changed), so a burst of changes costs two runs at most.
   */
  function recheck(userId: string): Promise<void> {
    const current = queue.get(userId);
    if (current?.waiting) return current.done;
    const entry = { waiting: true, done: Promise.resolve() };
    entry.done = (current?.done ?? Promise.resolve())
      .then(() => {
        entry.waiting = false;
        return run(userId);
      })
      .catch((error: unknown) => deps.log.error({ err: error }, "a member's live access could not be decided again"))
      .finally(() => {
        if (queue.get(userId) === entry) queue.delete(userId);
      });
    queue.set(userId, entry);
    return entry.done;
  }

  async function run(userId: string) {
    const byToken = new Map<string, LiveSocket[]>();
    for (const socket of localSocketsIn(io, memberRoom(userId))) {
      const { token } = stateOf(socket);
      if (token) byToken.set(token, [...(byToken.get(token) ?? []), socket]);
    }
    for (const [token, sockets] of byToken) {
      const session = await deps.app.sessionOfToken(token);
      for (const socket of sockets) {
        if (!socket.connected) continue;
        if (session) takeAccess(socket, session);
        else closeWith(socket, fail('sessionEnded'));
      }
    }
  }

  function takeAccess(socket: LiveSocket, session: { user: SessionUser; expiresAt: Date }) {
    const data = dataOf(socket);
    const state = stateOf(socket);
    data.viewer = viewerOf(session.user);
    data.name = typingNameOf(session.user);
    for (const channel of state.channels.revoke(data.viewer)) {
      void socket.leave(audienceRoom(channel, 'member'));
      socket.emit(LIVE_EVENTS.channelClosed, { channel } satisfies LiveChannelClosed);
    }
    // A mute's end gives the member their typing back: decided again then too.
    const muteEnds = restrictionActive(session.user.mutedUntil) ? (session.user.mutedUntil ?? null) : null;
    state.decideAgainAt = earliest(earliest(session.expiresAt, session.user.accessChangesAt ?? null), muteEnds);
    schedule(socket);
  }

  /** Sets the socket's timer at its `decideAgainAt` (a member's socket only). */
  function schedule(socket: LiveSocket) {
    const state = stateOf(socket);
    const { viewer } = dataOf(socket);
    forget(socket);
    if (!state.decideAgainAt || viewer.kind !== 'member') return;
    const wait = Math.min(Math.max(0, state.decideAgainAt.getTime() - Date.now()), MAX_WAIT_MS);
    state.timer = setTimeout(() => void recheck(viewer.id), wait);
    state.timer.unref();
  }

  function forget(socket: LiveSocket) {
    const state = stateOf(socket);
    if (state.timer) clearTimeout(state.timer);
    state.timer = null;
  }

  return { recheck, schedule, forget };
}

export type MemberRechecks = ReturnType<typeof memberRechecks>;
