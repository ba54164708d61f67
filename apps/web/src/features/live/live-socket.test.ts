import { LIVE_CALLS, LIVE_EVENTS, TYPING_THROTTLE_MS } from '@arya/core/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LiveSocket from './live-socket.ts';

/** Stands for socket.io-client's socket: records what the page asks, lets the test play the server. */
class FakeSocket {
  private readonly handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  connected = false;
  active = true;
  readonly calls: [string, unknown][] = [];
  /** The server's answer to the page's calls. */
  answer: unknown = { ok: true };
  readonly connect = vi.fn(() => {
    this.active = true;
  });
  readonly disconnect = vi.fn(() => {
    this.connected = false;
    this.active = false;
  });
  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, (this.handlers.get(event) ?? new Set()).add(handler));
    return this;
  }
  off(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.get(event)?.delete(handler);
    return this;
  }
  timeout() {
    return { emitWithAck: async (event: string, channel: unknown) => (this.calls.push([event, channel]), this.answer) };
  }
  /** What the server (or socket.io itself) would make happen. */
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}

const fake = vi.hoisted(() => ({ socket: null as unknown }));
vi.mock('socket.io-client', () => ({ io: () => fake.socket }));

let socket: FakeSocket;
let live: typeof LiveSocket;
const quiet = { error: vi.spyOn(console, 'error'), warn: vi.spyOn(console, 'warn') };

beforeEach(async () => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0);
  vi.resetModules();
  socket = new FakeSocket();
  fake.socket = socket;
  live = await import('./live-socket.ts');
  live.followChannel('v1/post/a/b', {});
  // The page loads socket.io-client, then the socket connects.
  await vi.advanceTimersByTimeAsync(0);
  socket.fire('connect');
  await vi.advanceTimersByTimeAsync(0);
});
afterEach(() => {
  expect(quiet.error).not.toHaveBeenCalled();
  expect(quiet.warn).not.toHaveBeenCalled();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the live socket', () => {
  it('closed by the server past its budgets, connects again after the wait the server gave, then after growing ones', async () => {
    socket.fire(LIVE_EVENTS.error, { message: 'rateLimited', details: { budget: 'messages', retryAfterMs: 5000 } });
    socket.fire('disconnect', 'io server disconnect');
    await vi.advanceTimersByTimeAsync(4999);
    expect(socket.connect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.connect).toHaveBeenCalledTimes(1);

    // Connected again, its channel joined again; closed again at once: it waits longer each time.
    socket.fire('connect');
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.calls.filter(([event]) => event === LIVE_CALLS.join)).toHaveLength(2);
    socket.fire('disconnect', 'io server disconnect');
    await vi.advanceTimersByTimeAsync(live.RETRY_FIRST_MS * 2 - 1);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.connect).toHaveBeenCalledTimes(2);
  });

  it('refused at its handshake (too many sockets), tries again later; a lost connection is left to socket.io', async () => {
    socket.fire('disconnect', 'transport close');
    socket.fire('connect_error', new Error('xhr poll error'));
    await vi.advanceTimersByTimeAsync(live.RETRY_MAX_MS * 2);
    expect(socket.connect).not.toHaveBeenCalled();

    socket.active = false;
    socket.fire('connect_error', Object.assign(new Error('rateLimited'), { data: { message: 'rateLimited', details: { limit: 'socketsPerAddress', max: 100 } } }));
    await vi.advanceTimersByTimeAsync(live.RETRY_FIRST_MS);
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it('never waits more than a minute, and a new reader connects at once', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      socket.active = false;
      socket.fire('connect_error', Object.assign(new Error('rateLimited'), { data: { message: 'rateLimited' } }));
      await vi.advanceTimersByTimeAsync(live.RETRY_MAX_MS);
    }
    expect(socket.connect).toHaveBeenCalledTimes(10);
    socket.active = false;
    socket.fire('connect_error', Object.assign(new Error('rateLimited'), { data: { message: 'rateLimited' } }));
    live.setLiveReader(null);
    live.setLiveReader('member-1');
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.connect).toHaveBeenCalledTimes(11);
    // The wait for the refusal was dropped.
    await vi.advanceTimersByTimeAsync(live.RETRY_MAX_MS);
    expect(socket.connect).toHaveBeenCalledTimes(11);
  });

  it('tells a follower each time the server has its channel, the first time and after a reconnection, so it catches up', async () => {
    const joinedAt: number[] = [];
    const stop = live.followChannel('v1/post/c/d', {}, { onJoined: (askedAt) => joinedAt.push(askedAt) });
    await vi.advanceTimersByTimeAsync(0);
    expect(joinedAt).toEqual([Date.now()]);

    await vi.advanceTimersByTimeAsync(5000);
    socket.fire('disconnect', 'transport close');
    socket.fire('connect');
    await vi.advanceTimersByTimeAsync(0);
    expect(joinedAt).toHaveLength(2);
    expect(joinedAt[1]! - joinedAt[0]!).toBe(5000);

    // A join the server refused is no catching up; nor is one after the page stopped following.
    socket.answer = { error: { message: 'forbidden' } };
    socket.fire('connect');
    await vi.advanceTimersByTimeAsync(0);
    socket.answer = { ok: true };
    stop();
    await vi.advanceTimersByTimeAsync(0);
    socket.fire('connect');
    await vi.advanceTimersByTimeAsync(0);
    expect(joinedAt).toHaveLength(2);
  });

  it('announces typing at most once every 2 s per channel', async () => {
    const typed = () => socket.calls.filter(([event]) => event === LIVE_CALLS.typing).length;
    for (let key = 0; key < 10; key += 1) live.announceTyping('v1/post/a/b');
    await vi.advanceTimersByTimeAsync(0);
    expect(typed()).toBe(1);
    await vi.advanceTimersByTimeAsync(TYPING_THROTTLE_MS);
    live.announceTyping('v1/post/a/b');
    live.announceTyping('v1/post/c/d');
    await vi.advanceTimersByTimeAsync(0);
    expect(typed()).toBe(3);
  });
});
