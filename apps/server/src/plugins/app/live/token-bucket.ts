/** A budget: how many calls may come at once, and how many come back each second. */
export interface BucketSize {
  burst: number;
  perSecond: number;
}

/**
 * A token bucket: it starts full (`burst` tokens), each call takes one, and tokens come back at
 * `perSecond` up to `burst`. A page that behaves never notices it; a flood empties it within its
 * burst. Time is passed in so tests need no clock.
 */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly size: BucketSize,
    now: number = Date.now(),
  ) {
    this.tokens = size.burst;
    this.updatedAt = now;
  }

  /** Takes `cost` tokens when there are that many (true); otherwise takes none (false). */
  take(now: number = Date.now(), cost = 1): boolean {
    this.refill(now);
    if (this.tokens < cost) return false;
    this.tokens -= cost;
    return true;
  }

  /** Milliseconds until `cost` tokens are back (0: now). */
  waitFor(now: number = Date.now(), cost = 1): number {
    this.refill(now);
    return this.tokens >= cost ? 0 : Math.ceil(((cost - this.tokens) / this.size.perSecond) * 1000);
  }

  private refill(now: number) {
    // A clock going backwards (a test, a system clock change) never adds tokens.
    const elapsed = Math.max(0, now - this.updatedAt);
    this.tokens = Math.min(this.size.burst, this.tokens + (elapsed / 1000) * this.size.perSecond);
    this.updatedAt = Math.max(this.updatedAt, now);
  }
}
