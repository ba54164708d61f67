import type { MemberRechecks } from './live-rechecks.ts';
import { INTER_SERVER_EVENTS, type LiveServer } from './live-socket-state.ts';

/**
 * What the rest of the server tells the realtime sockets when a member's right to read changes.
 * A socket decides its access at the handshake and keeps it; these calls make every process that
 * holds the member's sockets decide again within a moment (their sockets then leave what the member
 * may no longer read, or close if their session ended). Each returns at once: the work is done in
 * the background and its failures are logged. Call it after the change is committed.
 */
export interface LiveAccess {
  /**
   * Anything that decides what the member may read changed: their plan (staff grant or revoke,
   * a payment, a subscription ended), their role, and, once blocks exist, a block by or of them
   * (call it for both members).
   */
  memberChanged(userId: string): void;
  /** Some of the member's sessions ended (sign-out, revocation, password change or reset): their sockets close. */
  sessionsEnded(userId: string): void;
}

/** The LiveAccess of a socket server: its own rechecks, and the other processes' through the adapter. */
export function createLiveAccess(server: { io: LiveServer; rechecks: MemberRechecks; shared: boolean }): LiveAccess {
  function everywhere(userId: string) {
    void server.rechecks.recheck(userId);
    // The in-memory adapter (one process, PGlite) has no other process to tell.
    if (server.shared) server.io.serverSideEmit(INTER_SERVER_EVENTS.recheck, userId);
  }
  // A session that ended is found when the member's sockets read their sessions again.
  return { memberChanged: everywhere, sessionsEnded: everywhere };
}

/** Makes this process decide again when another one asks (through the PostgreSQL adapter). */
export function listenForRechecks(io: LiveServer, rechecks: MemberRechecks): void {
  io.on(INTER_SERVER_EVENTS.recheck, (userId: unknown) => {
    if (typeof userId === 'string') void rechecks.recheck(userId);
  });
}
