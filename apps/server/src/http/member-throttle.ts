/**
 * How often each member may do something costly (a call to an outside service, a large file), in
 * this process: a fixed window per member; windows that ended are forgotten as the map grows.
 */
export class MemberThrottle {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one use by the member; false when they are over the limit of the current window. */
  allow(memberId: string): boolean {
    const now = this.now();
    const window = this.windows.get(memberId);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size > 10_000) this.forgetEnded(now);
      this.windows.set(memberId, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= this.limit;
  }

  private forgetEnded(now: number): void {
    for (const [id, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(id);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A per-member throttle of `limit` uses per window, times the configured RATE_LIMIT_MEMBER_SCALE. */
    memberThrottle(limit: number, windowMs: number): MemberThrottle;
    /** RATE_LIMIT_MEMBER_SCALE: what per-member counts are multiplied by (1 but in the benchmark). */
    memberLimitScale: number;
  }
}

/** How many of one member's costly operations may run at once, in this process. */
export class MemberConcurrency {
  private readonly running = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Starts one operation of the member: a release function to call once (and only once) it ends, or null when too many run. */
  enter(memberId: string): (() => void) | null {
    const count = this.running.get(memberId) ?? 0;
    if (count >= this.max) return null;
    this.running.set(memberId, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.running.get(memberId) ?? 1) - 1;
      if (left <= 0) this.running.delete(memberId);
      else this.running.set(memberId, left);
    };
  }
}
