/** Members remembered for their last turn; past this, those with nothing waiting are forgotten. */
const MAX_REMEMBERED = 10_000;

/**
 * Runs members' work a fixed number at a time, members taking turns: when a place frees, the
 * waiting member served longest ago (or never) goes next, whatever the order of arrival. A member
 * sending much waits behind everyone else's next piece of work, not the reverse.
 */
export class FairLane {
  private running = 0;
  private tick = 0;
  /** Each waiting member's queue, in the order the members first waited (ties go to the earliest). */
  private readonly waiting = new Map<string, (() => void)[]>();
  private readonly lastServed = new Map<string, number>();

  constructor(private readonly concurrency: number) {}

  /** Pieces of work waiting for a place. */
  get waitingCount(): number {
    let count = 0;
    for (const queue of this.waiting.values()) count += queue.length;
    return count;
  }

  async run<T>(memberId: string, work: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency && this.waiting.size === 0) this.admit(memberId);
    else await new Promise<void>((resolve) => this.waiting.set(memberId, [...(this.waiting.get(memberId) ?? []), resolve]));
    try {
      return await work();
    } finally {
      this.running -= 1;
      this.admitNext();
    }
  }

  private admit(memberId: string): void {
    this.running += 1;
    this.tick += 1;
    this.lastServed.set(memberId, this.tick);
    if (this.lastServed.size > MAX_REMEMBERED) {
      for (const id of this.lastServed.keys()) if (!this.waiting.has(id) && id !== memberId) this.lastServed.delete(id);
    }
  }

  private admitNext(): void {
    while (this.running < this.concurrency) {
      let next: string | undefined;
      for (const memberId of this.waiting.keys()) {
        if (next === undefined || (this.lastServed.get(memberId) ?? 0) < (this.lastServed.get(next) ?? 0)) next = memberId;
      }
      if (next === undefined) return;
      const queue = this.waiting.get(next) as (() => void)[];
      const release = queue.shift() as () => void;
      if (queue.length === 0) this.waiting.delete(next);
      this.admit(next);
      release();
    }
  }
}
