import { APPEAL_WINDOW_MONTHS, STRIKE_WINDOW_MONTHS, type AppealRole, type ModerationAction } from './moderation.constants.ts';

/** `months` calendar months after `from`, on the same day or the month's last when it has fewer days. */
function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** Until when a decision taken at `decidedAt` can be contested (DSA art. 20: six months). */
export function appealDeadline(decidedAt: Date): Date {
  return addMonths(decidedAt, APPEAL_WINDOW_MONTHS);
}

/** Actions the member they restrict may contest. */
const MEMBER_APPEALABLE: readonly ModerationAction[] = ['remove', 'warn', 'mute', 'suspend'];
/** Actions a member whose report was turned down may contest. */
const REPORTER_APPEALABLE: readonly ModerationAction[] = ['dismiss'];

export interface AppealableDecision {
  action: ModerationAction;
  appealUntil: Date | string;
  overruledAt: Date | string | null;
}

/**
 * Why `role` may not contest `decision` at `now`, or null when they may: restore and lift are not
 * contested (they undo a decision), nor an overruled decision; a member contests what restricts
 * them, a reporter the dismissal of their report; after the deadline the window is closed.
 */
export function appealProblem(decision: AppealableDecision, role: AppealRole, now: Date = new Date()): 'DECISION_NOT_APPEALABLE' | 'APPEAL_WINDOW_CLOSED' | null {
  const allowed = role === 'member' ? MEMBER_APPEALABLE : REPORTER_APPEALABLE;
  if (!allowed.includes(decision.action) || decision.overruledAt !== null) return 'DECISION_NOT_APPEALABLE';
  if (new Date(decision.appealUntil).getTime() <= now.getTime()) return 'APPEAL_WINDOW_CLOSED';
  return null;
}

/** Whether `role` may contest `decision` at `now`. */
export function mayAppeal(decision: AppealableDecision, role: AppealRole, now: Date = new Date()): boolean {
  return appealProblem(decision, role, now) === null;
}

/** Actions that count as a strike against the member. */
const STRIKE_ACTIONS: readonly ModerationAction[] = ['remove', 'warn', 'mute', 'suspend'];

/** The member's strikes at `now`: decisions against them of the last twelve months, not overruled. */
export function strikeCount(decisions: readonly { action: ModerationAction; createdAt: Date | string; overruledAt: Date | string | null }[], now: Date = new Date()): number {
  const since = addMonths(now, -STRIKE_WINDOW_MONTHS).getTime();
  return decisions.filter((decision) => STRIKE_ACTIONS.includes(decision.action) && decision.overruledAt === null && new Date(decision.createdAt).getTime() > since).length;
}
