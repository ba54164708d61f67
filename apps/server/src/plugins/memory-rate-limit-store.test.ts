import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryRateLimitStore } from './memory-rate-limit-store.ts';

afterEach(() => vi.useRealTimers());

type Store = { incr: (key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, window: number, max: number) => void };

function incr(store: Store, key: string, windowMs = 60_000) {
  let answer: { current: number; ttl: number } | undefined;
  store.incr(key, (_error, result) => (answer = result), windowMs, 10);
  return answer;
}

describe('memoryRateLimitStore', () => {
  it("shares one address's count between the instances of one store (the API's limiter and the socket handshake)", () => {
    const Store = memoryRateLimitStore();
    const [api, handshakes] = [new Store(), new Store()];
    expect(incr(api, '203.0.113.5')?.current).toBe(1);
    expect(incr(handshakes, '203.0.113.5')?.current).toBe(2);
    expect(incr(new (memoryRateLimitStore())(), '203.0.113.5')?.current).toBe(1);
  });

  it("keeps a route's limit and a prefixed budget apart from the address's", () => {
    const Store = memoryRateLimitStore();
    const global = new Store();
    incr(global, '192.0.2.7');
    expect(incr(global.child({ routeInfo: { method: 'POST', url: '/api/v1/posts' } } as never), '192.0.2.7')?.current).toBe(1);
    expect(incr(new Store(undefined, 'live '), 'joins:192.0.2.7')?.current).toBe(1);
    expect(incr(global, '192.0.2.7')?.current).toBe(2);
  });

  it('starts a new window once the old one is over, and says how long the current one lasts', () => {
    vi.useFakeTimers();
    const store = new (memoryRateLimitStore())();
    incr(store, '198.51.100.9', 1000);
    vi.advanceTimersByTime(400);
    expect(incr(store, '198.51.100.9', 1000)).toEqual({ current: 2, ttl: 600 });
    vi.advanceTimersByTime(600);
    expect(incr(store, '198.51.100.9', 1000)).toEqual({ current: 1, ttl: 1000 });
  });

  it('holds 100,000 counters at most: past them, the first counted is forgotten first', () => {
    const store = new (memoryRateLimitStore())();
    incr(store, 'first');
    incr(store, 'first');
    for (let index = 0; index < 100_000; index += 1) incr(store, `other-${index}`);
    expect(incr(store, 'first')?.current).toBe(1);
    expect(incr(store, 'other-99999')?.current).toBe(2);
  });
});
