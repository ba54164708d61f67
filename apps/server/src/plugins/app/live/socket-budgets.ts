import { TokenBucket, type BucketSize } from './token-bucket.ts';

/**
 * What one socket (one page) may ask of the server. A page joins the channels of the post it shows
 * and of the threads it opens (all of them again after reconnecting, 50 at most) and announces typing
 * every 2 s at most; these sizes leave it room. The probe's flood (the same join 5,000 times) ran
 * one access query per message and stalled every other request.
 */
export const SOCKET_BUDGETS = {
  /** Every message, whatever it asks: a flood of anything, even of answers costing no query, stops here. */
  messages: { burst: 200, perSecond: 20 },
  /** Joins of channels the socket does not hold: each may need an access decision (a query). */
  joins: { burst: 60, perSecond: 1 },
  /** Typing announcements; a page of before the 2 s throttle moved into it sent one per keystroke, so this tolerates 5 a second. */
  typing: { burst: 20, perSecond: 5 },
} as const satisfies Record<string, BucketSize>;

export type SocketBudgetName = keyof typeof SOCKET_BUDGETS;

/** What a message asks: a join (of a channel the socket holds or not), typing, or anything else. */
export type LiveCall = { kind: 'join'; held: boolean } | { kind: 'typing' } | { kind: 'other' };

/**
 * The budgets a call takes from, in order: every message from `messages`; a join of a channel the
 * socket already holds from nothing else (it is answered at once, without a query); a new join
 * from `joins`; typing from `typing`.
 */
export function budgetsOf(call: LiveCall): SocketBudgetName[] {
  if (call.kind === 'join') return call.held ? ['messages'] : ['messages', 'joins'];
  if (call.kind === 'typing') return ['messages', 'typing'];
  return ['messages'];
}

/** The per-address budget (per minute, shared by the server processes) a call also counts against, if any. */
export function addressBudgetOf(call: LiveCall): 'joins' | 'typing' | null {
  if (call.kind === 'join') return call.held ? null : 'joins';
  return call.kind === 'typing' ? 'typing' : null;
}

/**
 * One socket's buckets. They live in the process that holds the socket: a socket never moves
 * between processes, so nothing is shared.
 */
export class SocketBudgets {
  private readonly buckets: Record<SocketBudgetName, TokenBucket>;

  constructor(now: number = Date.now()) {
    this.buckets = {
      messages: new TokenBucket(SOCKET_BUDGETS.messages, now),
      joins: new TokenBucket(SOCKET_BUDGETS.joins, now),
      typing: new TokenBucket(SOCKET_BUDGETS.typing, now),
    };
  }

  /** Takes what a call costs; answers the budget that ran out (the socket is then closed), or null. */
  spend(call: LiveCall, now: number = Date.now()): SocketBudgetName | null {
    for (const name of budgetsOf(call)) if (!this.buckets[name].take(now)) return name;
    return null;
  }

  /** How long until the budget has a token again, for the client's backoff. */
  waitFor(name: SocketBudgetName, now: number = Date.now()): number {
    return this.buckets[name].waitFor(now);
  }
}
