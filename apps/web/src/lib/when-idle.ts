/** The longest wait for an idle moment before the task runs anyway. */
export const IDLE_TIMEOUT_MS = 4000;
/** Without requestIdleCallback (Safari), the task waits this long after the call. */
export const IDLE_FALLBACK_DELAY_MS = 1500;

/**
 * Runs a task once the browser is idle (after the first screen is drawn and its chunks are in), with
 * a timer where requestIdleCallback is missing; answers the function that cancels it.
 */
export function whenIdle(task: () => void, target: Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>> = globalThis): () => void {
  if (typeof target.requestIdleCallback === 'function' && typeof target.cancelIdleCallback === 'function') {
    const handle = target.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    return () => target.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(task, IDLE_FALLBACK_DELAY_MS);
  return () => clearTimeout(timer);
}
