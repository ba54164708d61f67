import { LIVE_CALLS, LIVE_EVENTS, TYPING_THROTTLE_MS, type LiveAnswer, type LiveTyping } from '@arya/core';
import type { Socket } from 'socket.io';
import type { LiveAddressLimits } from './address-limits.ts';
import { mayRead, postOfChannel } from './channel-access.ts';
import { audienceRoom } from './live-publisher.ts';
import { closeWith, dataOf, fail, stateOf } from './live-socket-state.ts';
import { addressBudgetOf, type LiveCall } from './socket-budgets.ts';

/** Channels one socket may be in at once (a page shows one post and a few threads). */
const MAX_CHANNELS_PER_SOCKET = 50;
const KNOWN_CALLS = new Set<string>(Object.values(LIVE_CALLS));

type Answer = (result: LiveAnswer) => void;

/**
 * The calls a socket may make: join, leave, typing. Every message first pays its budgets (see
 * socket-budgets.ts); past one, the socket is told `rateLimited` and closed. Joins and leaves run
 * one at a time in the order sent, so a socket never has two access queries under way and a leave
 * sent right after a join always wins.
 */
export function serveCalls(socket: Socket, limits: LiveAddressLimits): void {
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

  socket.on(LIVE_CALLS.join, (channel: unknown, answer?: Answer) => {
    if (typeof answer !== 'function') return state.channels.joinSettled(channel);
    inTurn(async () => {
      try {
        // Closed meanwhile (a flood is cut at its budget with joins still queued): nothing is read for it.
        if (socket.disconnected) return;
        // Held already (asked twice, or joined again after a reconnection): answered at once, no query.
        if (state.channels.holds(channel)) return answer({ ok: true });
        if (!postOfChannel(channel)) return answer(fail('invalidChannel', { channel }));
        if (state.channels.size >= MAX_CHANNELS_PER_SOCKET) return answer(fail('rateLimited', { max: MAX_CHANNELS_PER_SOCKET }));
        const post = await state.channels.audienceOf(channel).catch(() => null);
        // Decided with the viewer of now: staff may have changed the member's plan during the query.
        if (!mayRead(post, data.viewer)) return answer(fail('forbidden', { channel }));
        await socket.join(audienceRoom(channel as string, audience));
        state.channels.hold(channel as string, post);
        answer({ ok: true });
      } finally {
        state.channels.joinSettled(channel);
      }
    });
  });

  socket.on(LIVE_CALLS.leave, (channel: unknown, answer?: Answer) => {
    inTurn(async () => {
      if (typeof channel === 'string') {
        state.channels.release(channel);
        await socket.leave(audienceRoom(channel, audience));
      }
      if (typeof answer === 'function') answer({ ok: true });
    });
  });

  // A member writing a comment: the others in the channel see who (never the writer's own socket).
  socket.on(LIVE_CALLS.typing, (channel: unknown, answer?: Answer) => {
    const reply = typeof answer === 'function' ? answer : () => undefined;
    if (data.viewer.kind !== 'member' || !data.name) return reply(fail('forbidden'));
    if (typeof channel !== 'string' || !state.channels.holds(channel)) return reply(fail('forbidden', { channel }));
    const now = Date.now();
    if (now - data.lastTyping < TYPING_THROTTLE_MS) return reply({ ok: true });
    data.lastTyping = now;
    for (const who of ['member', 'visitor'] as const) {
      const typing: LiveTyping = { channel, authorId: data.viewer.id, name: data.name[who] };
      socket.to(audienceRoom(channel, who)).volatile.emit(LIVE_EVENTS.typing, typing);
    }
    reply({ ok: true });
  });
}
