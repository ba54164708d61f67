const MINUTE_MS = 60_000;

export interface OutsideCallLimits {
  /** Calls a member may start per minute. */
  perMemberPerMinute: number;
  /** Calls in flight at once in this process, all members together. */
  concurrent: number;
}

export type LimitRefusal = 'member' | 'busy';

/**
 * Bounds the calls members make an outside service do: per member, one at a time and a few a
 * minute (a fixed window, forgotten once over); for everyone, a few in flight at once. A call over
 * a bound is refused at once rather than queued.
 */
export class OutsideCallLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private readonly inFlight = new Set<string>();

  constructor(
    private readonly limits: OutsideCallLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Runs the call within the bounds, or answers why it may not run now. */
  async run<T>(memberId: string, call: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; refusal: LimitRefusal }> {
    if (this.inFlight.has(memberId) || !this.countOne(memberId)) return { ok: false, refusal: 'member' };
    if (this.inFlight.size >= this.limits.concurrent) return { ok: false, refusal: 'busy' };
    this.inFlight.add(memberId);
    try {
      return { ok: true, value: await call() };
    } finally {
      this.inFlight.delete(memberId);
    }
  }

  private countOne(memberId: string): boolean {
    const now = this.now();
    const window = this.windows.get(memberId);
    if (!window || now - window.start >= MINUTE_MS) {
      if (this.windows.size > 10_000) for (const [id, old] of this.windows) if (now - old.start >= MINUTE_MS) this.windows.delete(id);
      this.windows.set(memberId, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= this.limits.perMemberPerMinute;
  }
}
