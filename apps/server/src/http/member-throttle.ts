/**
 * Calls each member may make per window in this process, for what costs an outside call or real
 * work (a checkout, a PDF): a fixed window per member; a window that ended is forgotten on a later
 * check, so the map never grows past the members active in the last window.
 */
export class MemberThrottle {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one call of the member; false when the member is over the limit for this window. */
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
