/**
 * The community rules (issue 25): what the terms of use forbid, and so what a report can cite and
 * a moderation decision can give as its reason. Their texts are the web's (`legal:terms.rules.<id>`).
 * `scam` covers fraud and fake "signals" sold as sure gains, `market_manipulation` pump-and-dump and
 * coordinated price moves, `undisclosed_promotion` paid or affiliate promotion without saying so.
 */
export const COMMUNITY_RULES = ['spam', 'scam', 'market_manipulation', 'undisclosed_promotion', 'harassment', 'hate', 'illegal', 'impersonation', 'other'] as const;
export type CommunityRule = (typeof COMMUNITY_RULES)[number];

/** A decision can be contested for six months (DSA art. 20). */
export const APPEAL_WINDOW_MONTHS = 6;

/**
 * What a decision does. `dismiss` closes a case without acting; `remove` takes an item down;
 * `warn`, `mute` and `suspend` act on the member; `restore` and `lift` undo an earlier decision
 * after an appeal (or staff's second look).
 */
export const MODERATION_ACTIONS = ['dismiss', 'remove', 'warn', 'mute', 'suspend', 'restore', 'lift'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** A decision's reason is a community rule. */
export const MODERATION_REASONS = COMMUNITY_RULES;
export type ModerationReason = CommunityRule;

/** Where the case came from, as a statement of reasons says it (never who reported). */
export const NOTICE_SOURCES = ['member', 'visitor', 'staff'] as const;
export type NoticeSource = (typeof NOTICE_SOURCES)[number];

export const STATEMENT_MAX = 2000;
export const APPEAL_TEXT_MAX = 2000;

/** Who contests: the member a decision restricts, or a member whose report was dismissed. */
export const APPEAL_ROLES = ['member', 'reporter'] as const;
export type AppealRole = (typeof APPEAL_ROLES)[number];
export const APPEAL_STATUSES = ['pending', 'upheld', 'overturned'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

/** What a case decision may do (restore and lift only answer an appeal). */
export const CASE_ACTIONS = ['dismiss', 'remove', 'warn', 'mute', 'suspend'] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];

/** Actions that restrict the member for a time (a duration is chosen, null for good). */
export const TIMED_ACTIONS: readonly ModerationAction[] = ['mute', 'suspend'];

/** What an appeal may end in: the decision kept, or overturned (the item restored, the restriction lifted). */
export const APPEAL_OUTCOMES = ['upheld', 'overturned'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

/** Strikes count the decisions against a member over this many months (overruled ones left out). */
export const STRIKE_WINDOW_MONTHS = 12;

/** Characters at most of an item's excerpt kept with a decision (its scope, as it was). */
export const DECISION_EXCERPT_MAX = 500;

export const DECISIONS_PAGE_SIZE = 20;
export const DECISIONS_PAGE_SIZE_MAX = 50;
/** A case shows the member's latest decisions, up to this many. */
export const CASE_HISTORY_LIMIT = 20;
/** A case shows its reports, up to this many (the count says how many there are). */
export const CASE_REPORTS_LIMIT = 100;
