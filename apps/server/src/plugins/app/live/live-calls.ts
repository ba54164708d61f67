import { LIVE_CALLS, LIVE_EVENTS, liveCallSchemas, TYPING_THROTTLE_MS, type LiveAck, type LiveTyping } from '@arya/core';
import type { LiveAddressLimits } from './address-limits.ts';
import { mayRead } from './channel-access.ts';
import { audienceRoom, memberRoom } from './live-publisher.ts';
import { viewerRelations } from '../../../shared/viewer.ts';
import { closeWith, dataOf, fail, stateOf, type LiveSocket } from './live-socket-state.ts';
import { addressBudgetOf, type LiveCall } from './socket-budgets.ts';

/** Channels one socket may be in at once (a page shows one post and a few threads). */
const MAX_CHANNELS_PER_SOCKET = 50;
const KNOWN_CALLS = new Set<string>(Object.values(LIVE_CALLS));

type Answer = LiveAck;

/**
 * The calls a socket may make: join, leave, typing. Every message first pays its budgets (see
 * socket-budgets.ts); past one, the socket is told `rateLimited` and closed. Joins and leaves run
 * one at a time in the order sent, so a socket never has two access queries under way and a leave
 * sent right after a join always wins.
 */
export function serveCalls(socket: LiveSocket, limits: LiveAddressLimits): void {
  const data = dataOf(socket);
  const state = stateOf(socket);
  const audience = data.viewer.kind === 'member' ? 'member' : 'visitor';

  socket.use(([event, ...args], next) => {
    const answer = args.at(-1);
    const call = callOf(event, args[0]);
    const spent = state.budgets.spend(call);
    if (spent) return closeWith(socket, fail('rateLimited', { budget: spent, retryAfterMs: state.budgets.waitFor(spent) }), answer);
    const perAddress = addressBudgetOf(call);
    const verdict = perAddress ? limits.count(perAddress, state.address) : null;
    if (verdict && !verdict.allowed) return closeWith(socket, fail('rateLimited', { budget: `address ${perAddress}`, retryAfterMs: verdict.retryAfterMs }), answer);
    if (KNOWN_CALLS.has(String(event))) return next();
    // Spec 2 §8: an event the server does not implement answers emitErr notImplemented.
    const error = fail('notImplemented', { event: String(event).slice(0, 100) });
    if (typeof answer === 'function') (answer as Answer)(error);
    else socket.emit(LIVE_EVENTS.error, error.error);
  });

  /**
   * What a message asks. socket.io runs this middleware for every message of a batch before it runs
   * their handlers, so a join is noted as under way here: the same channel asked again in the
   * batch is then a join of a channel held.
   */
  function callOf(event: unknown, channel: unknown): LiveCall {
    if (event === LIVE_CALLS.typing) return { kind: 'typing' };
    if (event !== LIVE_CALLS.join) return { kind: 'other' };
    if (state.channels.holdsOrJoins(channel)) return { kind: 'join', held: true };
    state.channels.joinStarted(channel);
    return { kind: 'join', held: false };
  }

  const inTurn = (work: () => Promise<void>) => {
    state.channelCalls = state.channelCalls.then(work).catch(() => undefined);
  };

  // What a client sends is read with the contract's schemas: the handlers' types are what was sent
  // once it passed, never before (a bad payload gets the refusal, never an exception).
  socket.on(LIVE_CALLS.join, (payload: unknown, answer?: unknown) => {
    if (typeof answer !== 'function') return state.channels.joinSettled(payload);
    const reply = answer as Answer;
    inTurn(async () => {
      try {
        // Closed meanwhile (a flood is cut at its budget with joins still queued): nothing is read for it.
        if (socket.disconnected) return;
        // Held already (asked twice, or joined again after a reconnection): answered at once, no query.
        if (state.channels.holds(payload)) return reply({ ok: true });
        const channel = liveCallSchemas[LIVE_CALLS.join].safeParse(payload);
        if (!channel.success) return reply(fail('invalidChannel', { channel: payload }));
        if (state.channels.size >= MAX_CHANNELS_PER_SOCKET) return reply(fail('rateLimited', { max: MAX_CHANNELS_PER_SOCKET }));
        const post = await state.channels.audienceOf(channel.data).catch(() => null);
        // Decided with the viewer of now: staff may have changed the member's plan during the query.
        if (!mayRead(post, data.viewer)) return reply(fail('forbidden', { channel: channel.data }));
        await socket.join(audienceRoom(channel.data, audience));
        state.channels.hold(channel.data, post);
        reply({ ok: true });
      } finally {
        state.channels.joinSettled(payload);
      }
    });
  });

  socket.on(LIVE_CALLS.leave, (payload: unknown, answer?: unknown) => {
    inTurn(async () => {
      // A channel the server does not know was never held: leaving it is done already.
      const channel = liveCallSchemas[LIVE_CALLS.leave].safeParse(payload);
      if (channel.success) {
        state.channels.release(channel.data);
        await socket.leave(audienceRoom(channel.data, audience));
      }
      if (typeof answer === 'function') (answer as Answer)({ ok: true });
    });
  });

  // A member writing a comment: the others in the channel see who (never the writer's own socket).
  socket.on(LIVE_CALLS.typing, (payload: unknown, answer?: unknown) => {
    const reply: Answer = typeof answer === 'function' ? (answer as Answer) : () => undefined;
    if (data.viewer.kind !== 'member' || !data.name) return reply(fail('forbidden'));
    const parsed = liveCallSchemas[LIVE_CALLS.typing].safeParse(payload);
    if (!parsed.success || !state.channels.holds(parsed.data)) return reply(fail('forbidden', { channel: payload }));
    const channel = parsed.data;
    const now = Date.now();
    if (now - data.lastTyping < TYPING_THROTTLE_MS) return reply({ ok: true });
    data.lastTyping = now;
    for (const who of ['member', 'visitor'] as const) {
      const typing: LiveTyping = { channel, authorId: data.viewer.id, name: data.name[who] };
      // Never to the members blocked either way with the writer (their sockets' member rooms).
      const relations = viewerRelations(data.viewer);
      const hiding = [...relations.blocking, ...relations.blockedBy].map(memberRoom);
      socket.to(audienceRoom(channel, who)).except(hiding).volatile.emit(LIVE_EVENTS.typing, typing);
    }
    reply({ ok: true });
  });
}
