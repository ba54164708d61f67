import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FALLBACK_DELAY_MS, IDLE_TIMEOUT_MS, whenIdle } from './when-idle.ts';

afterEach(() => vi.useRealTimers());

describe('whenIdle', () => {
  it('waits for an idle moment, at most a few seconds', () => {
    const task = vi.fn();
    const requestIdleCallback = vi.fn((callback: IdleRequestCallback) => {
      callback({ didTimeout: false, timeRemaining: () => 10 });
      return 7;
    });
    whenIdle(task, { requestIdleCallback, cancelIdleCallback: vi.fn() });
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    expect(task).toHaveBeenCalledOnce();
  });

  it('uses a timer where requestIdleCallback is missing, and can be cancelled', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task, {});
    vi.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS);
    expect(task).toHaveBeenCalledOnce();
    const other = vi.fn();
    whenIdle(other, {})();
    vi.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS);
    expect(other).not.toHaveBeenCalled();
  });
});
