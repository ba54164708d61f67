import pLimit, { type LimitFunction } from 'p-limit';

/**
 * How many of each member's calls of one kind run at once in this process (p-limit per member).
 * `tryRun` refuses one more (null) when the member has `max` under way; `run` makes it wait its
 * turn (`memberSlots(1).run`: one after the other, each seeing what the one before made).
 * A member with nothing under way is forgotten.
 */
export function memberSlots(max: number) {
  const members = new Map<string, { limit: LimitFunction; held: number }>();

  function enter(memberId: string) {
    let member = members.get(memberId);
    if (!member) {
      member = { limit: pLimit(max), held: 0 };
      members.set(memberId, member);
    }
    member.held += 1;
    const entered = member;
    return {
      limit: entered.limit,
      leave() {
        entered.held -= 1;
        if (entered.held === 0 && members.get(memberId) === entered) members.delete(memberId);
      },
    };
  }

  return {
    /** The member's calls under way or waiting. */
    heldBy: (memberId: string) => members.get(memberId)?.held ?? 0,
    /** Runs the work now, or answers null when the member already has `max` under way. */
    tryRun<T>(memberId: string, work: () => Promise<T>): Promise<T> | null {
      if ((members.get(memberId)?.held ?? 0) >= max) return null;
      return this.run(memberId, work);
    },
    /** Runs the work once fewer than `max` of the member's run. */
    run<T>(memberId: string, work: () => Promise<T>): Promise<T> {
      const { limit, leave } = enter(memberId);
      return limit(work).finally(leave);
    },
  };
}

export type MemberSlots = ReturnType<typeof memberSlots>;

/**
 * Work of this process bounded as a whole: `concurrency` at once, `maxWaiting` more waiting their
 * turn; past that, null at once (the caller answers SERVER_BUSY).
 */
export function busyLimit(concurrency: number, maxWaiting: number) {
  const limit = pLimit(concurrency);
  return <T>(work: () => Promise<T>): Promise<T> | null => (limit.activeCount + limit.pendingCount >= concurrency + maxWaiting ? null : limit(work));
}
