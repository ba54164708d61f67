/**
 * Runs one member's calls of a kind one after the other in this process (others' are not held up):
 * a second checkout waits for the first to finish, so it sees what the first made.
 */
export class MemberTurns {
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(memberId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(memberId) ?? Promise.resolve();
    let release!: () => void;
    const tail = previous.then(() => new Promise<void>((resolve) => (release = resolve)));
    this.tails.set(memberId, tail);
    await previous;
    try {
      return await work();
    } finally {
      release();
      if (this.tails.get(memberId) === tail) this.tails.delete(memberId);
    }
  }
}
