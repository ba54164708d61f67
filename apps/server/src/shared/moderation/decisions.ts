import { appealDeadline, type ModerationAction, type ModerationReason, type NoticeSource, type ReportItemKind } from '@arya/core';
import type { Transaction } from '../../db/client.ts';
import { moderationDecisions, type DecisionItemSnapshot } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { recordSystemNotification } from '../notifications.ts';

/**
 * The job that e-mails a decision's statement of reasons to the member (DSA art. 17), in their
 * language; the moderation feature defines what it runs. Sent with the decision's id as its key,
 * in the decision's transaction: one e-mail per decision, never for one rolled back.
 */
export const SEND_STATEMENT_JOB = { name: 'moderation.send-statement' } as const;
export interface SendStatementData {
  decisionId: number;
}

export interface NewDecision {
  caseId: number | null;
  memberId: string;
  moderatorId: string;
  action: ModerationAction;
  reason: ModerationReason;
  law: string | null;
  statement: string;
  endsAt: Date | null;
  noticeSource: NoticeSource;
  item: { kind: ReportItemKind; id: string } | null;
  snapshot: DecisionItemSnapshot | null;
  at: Date;
}

/**
 * Records a decision (who, when, what, why, for how long, on what as it was, until when it can be
 * contested) in the caller's transaction; unless it is a dismissal (which restricts nobody), the
 * member is notified (a `moderation_decision` notification) and the statement of reasons is
 * e-mailed by a job sent in the same transaction. Answers the decision's id.
 */
export async function recordDecision(tx: Transaction, jobs: Pick<JobQueue, 'send'>, decision: NewDecision): Promise<number> {
  const [row] = await tx
    .insert(moderationDecisions)
    .values({
      caseId: decision.caseId,
      memberId: decision.memberId,
      moderatorId: decision.moderatorId,
      action: decision.action,
      itemKind: decision.item?.kind ?? null,
      itemId: decision.item?.id ?? null,
      reason: decision.reason,
      law: decision.law,
      statement: decision.statement,
      startsAt: decision.at,
      endsAt: decision.endsAt,
      basedOnNotice: decision.noticeSource !== 'staff',
      noticeSource: decision.noticeSource,
      automated: false,
      itemSnapshot: decision.snapshot,
      appealUntil: appealDeadline(decision.at),
      memberNotifiedAt: decision.action === 'dismiss' ? null : decision.at,
      createdAt: decision.at,
    })
    .returning({ id: moderationDecisions.id });
  if (!row) throw new Error('the decision was not recorded');
  if (decision.action !== 'dismiss') {
    await recordSystemNotification(tx, { userIds: [decision.memberId], type: 'moderation_decision', targetId: String(row.id), at: decision.at });
    await jobs.send<SendStatementData>(SEND_STATEMENT_JOB, { decisionId: row.id }, { tx, key: String(row.id) });
  }
  return row.id;
}
