import { OUTCOME_STEP_KINDS, type OutcomeStep, type OutcomeStepKind } from '../ideas/outcome.ts';

/**
 * What a member is notified of (spec 2 §3 lists the fields; the types are ours). Several authors of
 * the same type on the same target make one notification. The system's (issue 25) have no author
 * and their target is a moderation decision: `moderation_decision` (a decision about the member,
 * its statement of reasons), `report_decided` (the outcome of the member's report),
 * `appeal_decided` (the answer to the member's appeal; the target is the decision contested).
 * `idea_outcome` (issue 28) has no author either: a step of an idea's outcome, told to its author and
 * to the members who commented on it; its target is the idea's post, its objects the steps.
 */
export const NOTIFICATION_TYPES = [
  'post_like',
  'comment_like',
  'reply_like',
  'post_comment',
  'comment_reply',
  'post_share',
  'follow',
  'moderation_decision',
  'report_decided',
  'appeal_decided',
  'idea_outcome',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Notifications the system sends: no author, a moderation decision as target. */
export const SYSTEM_NOTIFICATION_TYPES = ['moderation_decision', 'report_decided', 'appeal_decided'] as const satisfies readonly NotificationType[];
export type SystemNotificationType = (typeof SYSTEM_NOTIFICATION_TYPES)[number];

export function isSystemNotification(type: NotificationType): type is SystemNotificationType {
  return (SYSTEM_NOTIFICATION_TYPES as readonly string[]).includes(type);
}

/** Notifications nobody made: the system's, and an idea's outcome (its target is the idea's post). */
export const AUTHORLESS_NOTIFICATION_TYPES = [...SYSTEM_NOTIFICATION_TYPES, 'idea_outcome'] as const satisfies readonly NotificationType[];
export type AuthorlessNotificationType = (typeof AUTHORLESS_NOTIFICATION_TYPES)[number];

export function isAuthorlessNotification(type: NotificationType): type is AuthorlessNotificationType {
  return (AUTHORLESS_NOTIFICATION_TYPES as readonly string[]).includes(type);
}

/**
 * A step of an idea's outcome as an `idea_outcome` notification's object: its kind, with the take
 * profit's number (`filled`, `take_profit:1`, `breakeven`, `stopped`, `expired`).
 */
export function outcomeStepObjectId(step: Pick<OutcomeStep, 'kind' | 'target'>): string {
  return step.kind === 'take_profit' ? `take_profit:${step.target ?? 1}` : step.kind;
}

/** The step an `idea_outcome` notification's object names; null for anything else. */
export function parseOutcomeStepObjectId(id: string): { kind: OutcomeStepKind; target: number | null } | null {
  const [kind, target, ...rest] = id.split(':');
  if (rest.length > 0 || kind === undefined || !(OUTCOME_STEP_KINDS as readonly string[]).includes(kind)) return null;
  if (kind !== 'take_profit') return target === undefined ? { kind: kind as OutcomeStepKind, target: null } : null;
  return target !== undefined && /^[1-9]$/.test(target) ? { kind, target: Number(target) } : null;
}

/** Notifications per page of /notifications. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_PAGE_SIZE_MAX = 50;
/** A notification keeps its latest authors and objects up to this many (the authors count goes on). */
export const NOTIFICATION_KEPT_IDS = 50;
/** Spec 2 §1: a count badge shows "9+" above this. */
export const COUNT_BADGE_MAX = 9;
/** Characters at most of a notification's excerpt (the words of what it is about), ellipsis included. */
export const NOTIFICATION_EXCERPT_LENGTH = 120;
