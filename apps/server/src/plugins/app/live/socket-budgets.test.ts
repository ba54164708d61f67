import { describe, expect, it } from 'vitest';
import { addressBudgetOf, budgetsOf, SOCKET_BUDGETS, SocketBudgets, type LiveCall } from './socket-budgets.ts';

const HELD: LiveCall = { kind: 'join', held: true };
const NEW: LiveCall = { kind: 'join', held: false };
const TYPING: LiveCall = { kind: 'typing' };
const OTHER: LiveCall = { kind: 'other' };

/** Spends a call `times` times at one instant; answers the first budget that ran out, with when. */
function flood(budgets: SocketBudgets, call: LiveCall, times: number, now = 0) {
  for (let index = 1; index <= times; index += 1) {
    const spent = budgets.spend(call, now);
    if (spent) return { spent, at: index };
  }
  return null;
}

describe('what a call costs', () => {
  it('a join of a channel held costs a message only; a new join also a join; typing also typing', () => {
    expect(budgetsOf(HELD)).toEqual(['messages']);
    expect(budgetsOf(NEW)).toEqual(['messages', 'joins']);
    expect(budgetsOf(TYPING)).toEqual(['messages', 'typing']);
    expect(budgetsOf(OTHER)).toEqual(['messages']);
  });

  it("counts new joins and typing against the address's budgets, nothing else", () => {
    expect(addressBudgetOf(NEW)).toBe('joins');
    expect(addressBudgetOf(TYPING)).toBe('typing');
    expect(addressBudgetOf(HELD)).toBeNull();
    expect(addressBudgetOf(OTHER)).toBeNull();
  });
});

describe('SocketBudgets', () => {
  it('stops a flood of the same join (no query each) at the message budget', () => {
    expect(flood(new SocketBudgets(0), HELD, 5000)).toEqual({ spent: 'messages', at: SOCKET_BUDGETS.messages.burst + 1 });
  });

  it('stops a flood of new channels at the join budget, long before the message budget', () => {
    expect(flood(new SocketBudgets(0), NEW, 5000)).toEqual({ spent: 'joins', at: SOCKET_BUDGETS.joins.burst + 1 });
  });

  it('stops a typing flood at the typing budget', () => {
    expect(flood(new SocketBudgets(0), TYPING, 5000)).toEqual({ spent: 'typing', at: SOCKET_BUDGETS.typing.burst + 1 });
  });

  it('lets a page reconnect and join its 50 channels again, and a member type at 4 keystrokes a second for a minute', () => {
    const budgets = new SocketBudgets(0);
    expect(flood(budgets, NEW, 50)).toBeNull();
    for (let ms = 0; ms < 60_000; ms += 250) expect(budgets.spend(TYPING, ms)).toBeNull();
  });

  it('gives tokens back with time and says how long until the next one', () => {
    const budgets = new SocketBudgets(0);
    flood(budgets, NEW, SOCKET_BUDGETS.joins.burst);
    expect(budgets.waitFor('joins', 0)).toBe(1000 / SOCKET_BUDGETS.joins.perSecond);
    expect(budgets.spend(NEW, 1000 / SOCKET_BUDGETS.joins.perSecond)).toBeNull();
  });
});
