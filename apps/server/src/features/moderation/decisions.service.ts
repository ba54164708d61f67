import {
  appealProblem,
  CASE_HISTORY_LIMIT,
  CASE_REPORTS_LIMIT,
  DECISIONS_PAGE_SIZE,
  isPermanent,
  restrictionEnd,
  strikeCount,
  type appealDecisionEndpoint,
  type AppealRole,
  type decideCaseEndpoint,
  type ModerationCase,
  type ModerationReason,
  type MyDecisionsPage,
  type StaffDecision,
  type StatementOfReasons,
  type ValidDecideCaseInput,
} from '@arya/core';
import type { Database, Transaction } from '../../db/client.ts';
import { moderationAppeals, type moderationDecisions } from '../../db/schema/index.ts';
import type { Fail, FailOf } from '../../http/fail.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { setRestrictions } from '../../shared/members/restrictions.repository.ts';
import { recordDecision } from '../../shared/moderation/decisions.ts';
import { recordSystemNotification } from '../../shared/notifications.ts';
import { softDeleteComment } from '../comments/comments.repository.ts';
import { softDeletePost } from '../posts/posts.repository.ts';
import * as repository from './decisions.repository.ts';
import { NOTIFIER_OUTCOME_JOB, type NotifierOutcomeData } from './notifier-outcome.job.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toStaffDecision({ decision, member, moderator }: repository.StaffDecisionRow): StaffDecision {
  return {
    id: String(decision.id),
    caseId: decision.caseId === null ? null : String(decision.caseId),
    member,
    moderator: moderator ? { id: moderator.id, name: moderator.name, alias: moderator.alias } : null,
    action: decision.action,
    reason: decision.reason,
    law: decision.law,
    statement: decision.statement,
    scope: decision.itemSnapshot && decision.itemId ? { ...decision.itemSnapshot, id: decision.itemId } : null,
    startsAt: decision.startsAt.toISOString(),
    endsAt: iso(decision.endsAt),
    noticeSource: decision.noticeSource,
    appealUntil: decision.appealUntil.toISOString(),
    overruledAt: iso(decision.overruledAt),
    createdAt: decision.createdAt.toISOString(),
  };
}

/** A case in full for staff (a fixed number of statements, run at once). */
export async function moderationCase(db: Database, caseId: number, fail: Fail<'CASE_NOT_FOUND'>): Promise<ModerationCase> {
  const theCase = await repository.findCase(db, caseId);
  if (!theCase) return fail('CASE_NOT_FOUND', 'No such moderation case');
  const [item, author, reportRows, decision, history] = await Promise.all([
    repository.findCaseItem(db, theCase.itemKind, theCase.itemId),
    repository.findMember(db, theCase.memberId),
    repository.findCaseReports(db, theCase.id, CASE_REPORTS_LIMIT),
    repository.findCaseDecision(db, theCase.id),
    repository.findMemberHistory(db, theCase.memberId, CASE_HISTORY_LIMIT),
  ]);
  const member = author ?? { id: theCase.memberId, name: '', alias: null };
  return {
    id: String(theCase.id),
    item: {
      kind: theCase.itemKind,
      id: theCase.itemId,
      postId: item?.postId ?? null,
      author: member,
      text: item?.text ?? '',
      imagesCount: item?.imagesCount ?? 0,
      date: iso(item?.date ?? null),
      removed: item?.removed ?? true,
      removedReason: (item?.removedReason as ModerationReason | null | undefined) ?? null,
      gone: item === null,
    },
    memberId: theCase.memberId,
    memberName: member.name,
    status: theCase.status,
    reportsCount: theCase.reportsCount,
    categories: [...new Set(reportRows.map((report) => report.category))].sort(),
    firstReportedAt: theCase.firstReportedAt.toISOString(),
    lastReportedAt: theCase.lastReportedAt.toISOString(),
    reports: reportRows.map((report) => ({
      id: String(report.id),
      category: report.category,
      law: report.law,
      comment: report.comment,
      reporter: report.reporterId === null ? 'visitor' : 'member',
      language: report.language,
      status: report.status,
      createdAt: report.createdAt.toISOString(),
    })),
    decision: decision ? toStaffDecision(decision) : null,
    history: {
      decisions: history.map(toStaffDecision),
      strikes: strikeCount(history.map(({ decision: row }) => ({ action: row.action, createdAt: row.createdAt, overruledAt: row.overruledAt }))),
    },
  };
}

export interface DecidedCase {
  memberId: string;
  action: ValidDecideCaseInput['action'];
  /** Members told (the member, member reporters): their unread counts changed. */
  notified: string[];
  /** Posts whose counts changed (a removed post's shared original, a removed comment's post). */
  postsChanged: string[];
  /** Comments whose reply counts changed (a removed reply's comment). */
  commentsChanged: string[];
}

/**
 * Decides a case, in one transaction: the case locked and still open (else CASE_ALREADY_DECIDED),
 * never by staff about themselves or a case they reported; the action applied (remove: the item's
 * soft delete, as its author's, by the moderator, marked with the decision and its reason; mute and
 * suspend: the member's restriction; warn: nothing more; dismiss: nothing), the decision recorded
 * (with its notification and statement e-mail to the member unless dismissed), the case and its
 * reports closed, member reporters told the outcome.
 */
export async function decideCase(db: Database, jobs: Pick<JobQueue, 'send'>, staffId: string, caseId: number, input: ValidDecideCaseInput, fail: FailOf<typeof decideCaseEndpoint>): Promise<DecidedCase> {
  return db.transaction(async (tx) => {
    const theCase = await repository.findCase(tx, caseId, true);
    if (!theCase) return fail('CASE_NOT_FOUND', 'No such moderation case');
    if (theCase.status !== 'open') fail('CASE_ALREADY_DECIDED', 'This case is already decided');
    if (theCase.memberId === staffId || (await repository.reportedBy(tx, caseId, staffId))) fail('STAFF_SELF_ACTION', 'Staff do not decide about themselves nor on a case they reported');
    if (input.action === 'remove' && theCase.itemKind === 'member') fail('VALIDATION_ERROR', 'A member is not removed: warn, mute or suspend them');
    const item = await repository.findCaseItem(tx, theCase.itemKind, theCase.itemId);
    if (input.action === 'remove' && (!item || item.removed)) fail('MODERATION_TARGET_GONE', 'The item no longer exists or is already deleted');
    const at = new Date();
    const endsAt = input.action === 'mute' || input.action === 'suspend' ? restrictionEnd(at, input.durationDays ?? null) : null;
    const decisionId = await recordDecision(tx, jobs, {
      caseId,
      memberId: theCase.memberId,
      moderatorId: staffId,
      action: input.action,
      reason: input.reason,
      law: input.law || null,
      statement: input.statement,
      endsAt,
      noticeSource: await repository.noticeSourceOf(tx, caseId),
      item: { kind: theCase.itemKind, id: theCase.itemId },
      snapshot: item ? repository.snapshotOf(theCase.itemKind, item) : null,
      at,
    });
    const postsChanged: string[] = [];
    const commentsChanged: string[] = [];
    if (input.action === 'remove' && item) await remove(tx, item, staffId, at, decisionId, input.reason, postsChanged, commentsChanged);
    if (endsAt) await setRestrictions(tx, theCase.memberId, input.action === 'mute' ? { mutedUntil: endsAt } : { suspendedUntil: endsAt });
    const reporters = await repository.closeCase(tx, caseId, input.action === 'dismiss' ? 'dismissed' : 'decided', at);
    await recordSystemNotification(tx, { userIds: reporters, type: 'report_decided', targetId: String(decisionId), at });
    // Visitors who reported it are e-mailed the outcome (when there are any: the job finds them).
    if ((await repository.noticeSourceOf(tx, caseId, 'visitor')) === 'visitor') await jobs.send<NotifierOutcomeData>(NOTIFIER_OUTCOME_JOB, { caseId }, { tx, key: String(caseId) });
    return { memberId: theCase.memberId, action: input.action, notified: input.action === 'dismiss' ? reporters : [theCase.memberId, ...reporters], postsChanged, commentsChanged };
  });
}

/** Removes an item as its author's delete does (a savepoint inside the decision's transaction), marked with the decision. */
async function remove(tx: Transaction, item: repository.CaseItemRow, staffId: string, at: Date, decisionId: number, reason: ModerationReason, postsChanged: string[], commentsChanged: string[]) {
  const { key } = item;
  if (key.kind === 'post') {
    const deleted = await softDeletePost(tx, key, staffId, at);
    if (deleted && deleted.sharedPostId) postsChanged.push(deleted.sharedPostId);
  } else if (key.kind === 'comment') {
    await softDeleteComment(tx, key, staffId, at);
    // A comment counts in its post, a reply in its comment (its id without the reply's part).
    const ids = item.id.split('/');
    if (ids.length === 4) commentsChanged.push(ids.slice(0, 3).join('/'));
    else if (item.postId) postsChanged.push(item.postId);
  }
  await repository.markRemoved(tx, key, decisionId, reason);
}

type DecisionRow = typeof moderationDecisions.$inferSelect;
type AppealRow = typeof moderationAppeals.$inferSelect;

/**
 * How a member stands to a decision: the member it is about, or a member who reported its case
 * (`dismissed`: their report was turned down). Null when neither: it is not theirs to see.
 */
async function viewerRole(db: Database | Transaction, decision: DecisionRow, memberId: string): Promise<{ role: AppealRole; dismissed: boolean } | null> {
  if (decision.memberId === memberId) return { role: 'member', dismissed: false };
  const reporter = await repository.reporterOf(db, decision.caseId, memberId);
  return reporter.reported ? { role: 'reporter', dismissed: reporter.dismissed } : null;
}

/** Whether the viewer may still contest: the rules, and for a reporter, only their own dismissed report. */
function appealableBy(decision: DecisionRow, role: AppealRole, dismissed: boolean, appeal: AppealRow | null, now = new Date()) {
  if (appeal) return false;
  if (role === 'reporter' && !dismissed) return false;
  return appealProblem(decision, role, now) === null;
}

function toStatement(decision: DecisionRow, role: AppealRole, dismissed: boolean, appeal: AppealRow | null): StatementOfReasons {
  const member = role === 'member';
  return {
    id: String(decision.id),
    viewer: role,
    action: decision.action,
    scope: decision.itemSnapshot && decision.itemId ? { ...decision.itemSnapshot, id: decision.itemId } : null,
    startsAt: decision.startsAt.toISOString(),
    endsAt: member ? iso(decision.endsAt) : null,
    permanent: member && decision.endsAt !== null && isPermanent(decision.endsAt),
    // A reporter reads the facts of a dismissal only (its reasons are theirs); the member's are the member's.
    facts: member || decision.action === 'dismiss' ? decision.statement : null,
    reason: decision.reason,
    law: decision.law,
    basedOnNotice: decision.basedOnNotice,
    noticeSource: decision.noticeSource,
    automated: decision.automated,
    createdAt: decision.createdAt.toISOString(),
    appealUntil: decision.appealUntil.toISOString(),
    appealable: appealableBy(decision, role, dismissed, appeal),
    appeal: appeal
      ? { id: String(appeal.id), text: appeal.text, status: appeal.status, createdAt: appeal.createdAt.toISOString(), decidedAt: iso(appeal.decidedAt), response: appeal.response }
      : null,
    overruled: decision.overruledAt !== null,
    overruledAt: iso(decision.overruledAt),
  };
}

export async function myDecision(db: Database, memberId: string, decisionId: number, fail: Fail<'DECISION_NOT_FOUND'>): Promise<StatementOfReasons> {
  const row = await repository.findDecisionFor(db, decisionId, memberId);
  const role = row ? await viewerRole(db, row.decision, memberId) : null;
  if (!row || !role) return fail('DECISION_NOT_FOUND', 'No such decision about you');
  return toStatement(row.decision, role.role, role.dismissed, row.appeal);
}

export async function myDecisions(db: Database, memberId: string, query: { limit?: number | undefined; cursor?: string | undefined }): Promise<MyDecisionsPage> {
  const page = await repository.findMyDecisionsPage(db, memberId, { limit: query.limit ?? DECISIONS_PAGE_SIZE, cursor: query.cursor });
  const now = new Date();
  return {
    items: page.items.map(({ decision, appealStatus }) => ({
      id: String(decision.id),
      action: decision.action,
      reason: decision.reason,
      item: decision.itemKind && decision.itemId ? { kind: decision.itemKind, id: decision.itemId } : null,
      excerpt: decision.itemSnapshot?.excerpt ?? null,
      endsAt: iso(decision.endsAt),
      createdAt: decision.createdAt.toISOString(),
      appealUntil: decision.appealUntil.toISOString(),
      appealable: appealStatus === null && appealProblem(decision, 'member', now) === null,
      appealStatus,
      overruled: decision.overruledAt !== null,
    })),
    nextCursor: page.nextCursor,
  };
}

/**
 * Contests a decision, once, within its window: the member it restricts, or a member whose report
 * it dismissed (DSA art. 20). One transaction; the unique index stops a second appeal made at once.
 */
export async function appealDecision(db: Database, memberId: string, decisionId: number, text: string, fail: FailOf<typeof appealDecisionEndpoint>): Promise<StatementOfReasons> {
  await db.transaction(async (tx) => {
    const row = await repository.findDecisionFor(tx, decisionId, memberId);
    const role = row ? await viewerRole(tx, row.decision, memberId) : null;
    if (!row || !role) return fail('DECISION_NOT_FOUND', 'No such decision about you');
    if (row.appeal) fail('APPEAL_ALREADY_MADE', 'You already contested this decision');
    const problem = appealProblem(row.decision, role.role);
    if (problem === 'APPEAL_WINDOW_CLOSED') fail(problem, 'The six months to contest this decision are over');
    if (problem || (role.role === 'reporter' && !role.dismissed)) fail('DECISION_NOT_APPEALABLE', 'This decision cannot be contested');
    const inserted = await tx.insert(moderationAppeals).values({ decisionId, appellantId: memberId, role: role.role, text }).onConflictDoNothing().returning({ id: moderationAppeals.id });
    if (inserted.length === 0) fail('APPEAL_ALREADY_MADE', 'You already contested this decision');
  });
  return myDecision(db, memberId, decisionId, fail);
}
