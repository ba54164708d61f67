const MINUTE_MS = 60_000;

/**
 * Searches each member may run per minute in this process: the header asks at most one per 750 ms
 * of typing, so a member past this is a script, and one member's searches never crowd out the
 * others'. A fixed window per member; a window that ended is forgotten on the next check.
 */
export class SearchThrottle {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one search of the member; false when the member is over the limit. */
  allow(memberId: string): boolean {
    const now = this.now();
    const window = this.windows.get(memberId);
    if (!window || now - window.start >= MINUTE_MS) {
      if (this.windows.size > 10_000) this.forgetEnded(now);
      this.windows.set(memberId, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= this.limit;
  }

  private forgetEnded(now: number): void {
    for (const [id, window] of this.windows) if (now - window.start >= MINUTE_MS) this.windows.delete(id);
  }
}
