import { parseCommentId, parsePostId, REPORTS_PAGE_SIZE, type AppealsQueuePage, type decideAppealEndpoint, type StaffAppeal } from '@arya/core';
import type { Database } from '../../db/client.ts';
import type { FailOf } from '../../http/fail.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { setRestrictions } from '../../shared/members/restrictions.repository.ts';
import { recordDecision } from '../../shared/moderation/decisions.ts';
import { recordSystemNotification } from '../../shared/notifications.ts';
import { restoreModeratedComment } from '../comments/moderation.repository.ts';
import { restoreModeratedPost } from '../posts/moderation.repository.ts';
import * as appeals from './appeals.repository.ts';
import * as decisions from './decisions.repository.ts';
import { toStaffDecision } from './decisions.service.ts';

type AppealRow = NonNullable<Awaited<ReturnType<typeof appeals.findAppeal>>>;

function toStaffAppeal({ appeal, decidedBy }: AppealRow, decision: decisions.StaffDecisionRow): StaffAppeal {
  return {
    id: String(appeal.id),
    role: appeal.role,
    text: appeal.text,
    status: appeal.status,
    createdAt: appeal.createdAt.toISOString(),
    decidedAt: appeal.decidedAt?.toISOString() ?? null,
    decidedBy: decidedBy ? { id: decidedBy.id, name: decidedBy.name, alias: decidedBy.alias } : null,
    response: appeal.response,
    decision: toStaffDecision(decision),
  };
}

/** The appeals queue: a page of appeals, then their decisions in one statement. */
export async function appealsQueue(db: Database, query: { status: 'pending' | 'upheld' | 'overturned'; limit?: number | undefined; cursor?: string | undefined }): Promise<AppealsQueuePage> {
  const page = await appeals.findAppealsPage(db, query.status, { limit: query.limit ?? REPORTS_PAGE_SIZE, cursor: query.cursor });
  const rows = await decisions.findDecisionsByIds(db, [...new Set(page.items.map((row) => row.appeal.decisionId))]);
  const byId = new Map(rows.map((row) => [row.decision.id, row]));
  return {
    items: page.items.flatMap((row) => {
      const decision = byId.get(row.appeal.decisionId);
      return decision ? [toStaffAppeal(row, decision)] : [];
    }),
    nextCursor: page.nextCursor,
  };
}

export interface DecidedAppeal {
  appeal: StaffAppeal;
  /** The member the decision was about, when a restriction was lifted or an item restored. */
  memberId: string;
  lifted: 'mute' | 'suspend' | null;
  notified: string[];
  postsChanged: string[];
  /** Comments whose replies count changed (a reply restored). */
  commentsChanged: string[];
}

/**
 * Answers an appeal, in one transaction: pending (else APPEAL_ALREADY_DECIDED), by staff other
 * than the decision's moderator (APPEAL_SAME_MODERATOR). Overturned: the decision is undone — a
 * removed item restored exactly, a mute or suspension lifted — by a new `restore` or `lift`
 * decision, and the original marked overruled. A reporter's appeal overturned reopens nothing by
 * itself (staff act on the member with a new decision). The appellant is told (`appeal_decided`).
 */
export async function decideAppeal(db: Database, jobs: Pick<JobQueue, 'send'>, staffId: string, appealId: number, input: { outcome: 'upheld' | 'overturned'; response: string }, fail: FailOf<typeof decideAppealEndpoint>): Promise<DecidedAppeal> {
  const outcome = await db.transaction(async (tx) => {
    const row = await appeals.lockAppeal(tx, appealId);
    if (!row) return fail('APPEAL_NOT_FOUND', 'No such appeal');
    const { appeal, decision } = row;
    if (appeal.status !== 'pending') fail('APPEAL_ALREADY_DECIDED', 'This appeal is already answered');
    if (decision.moderatorId === staffId) fail('APPEAL_SAME_MODERATOR', 'Another staff member reviews an appeal against your decision');
    if (appeal.appellantId === staffId || decision.memberId === staffId) fail('STAFF_SELF_ACTION', 'Staff do not answer their own appeal, nor one about a decision on themselves');
    const at = new Date();
    await appeals.answerAppeal(tx, appealId, { status: input.outcome, decidedBy: staffId, response: input.response, at });
    let lifted: 'mute' | 'suspend' | null = null;
    const postsChanged: string[] = [];
    const commentsChanged: string[] = [];
    if (input.outcome === 'overturned' && appeal.role === 'member') {
      const undo = decision.action === 'remove' ? 'restore' : 'lift';
      const undoneBy = await recordDecision(tx, jobs, {
        caseId: decision.caseId,
        memberId: decision.memberId,
        moderatorId: staffId,
        action: undo,
        reason: decision.reason,
        law: null,
        statement: input.response,
        endsAt: null,
        noticeSource: decision.noticeSource,
        item: decision.itemKind && decision.itemId ? { kind: decision.itemKind, id: decision.itemId } : null,
        snapshot: decision.itemSnapshot,
        at,
      });
      await appeals.markOverruled(tx, decision.id, undoneBy, at);
      if (decision.action === 'remove' && decision.itemId) {
        const date = decision.itemSnapshot?.date ? new Date(decision.itemSnapshot.date) : decision.createdAt;
        if (decision.itemKind === 'post') {
          const key = parsePostId(decision.itemId);
          const restored = key ? await restoreModeratedPost(tx, { authorId: key.authorId, id: key.postId }, decision.id, date) : false;
          if (restored) postsChanged.push(decision.itemId, ...(restored.sharedPostId ? [restored.sharedPostId] : []));
        } else {
          const key = parseCommentId(decision.itemId);
          if (key && (await restoreModeratedComment(tx, { postAuthorId: key.authorId, postId: key.postId, id: key.replyId ?? key.commentId }, decision.id, date))) {
            postsChanged.push(`${key.authorId}/${key.postId}`);
            // A reply back: its comment counts it again.
            if (key.replyId) commentsChanged.push(`${key.authorId}/${key.postId}/${key.commentId}`);
          }
        }
      } else if (decision.action === 'mute') {
        await setRestrictions(tx, decision.memberId, { mutedUntil: null });
        lifted = 'mute';
      } else if (decision.action === 'suspend') {
        await setRestrictions(tx, decision.memberId, { suspendedUntil: null });
        lifted = 'suspend';
      }
    }
    if (appeal.appellantId) await recordSystemNotification(tx, { userIds: [appeal.appellantId], type: 'appeal_decided', targetId: String(decision.id), at });
    return { memberId: decision.memberId, lifted, notified: appeal.appellantId ? [appeal.appellantId] : [], postsChanged, commentsChanged };
  });
  const row = await appeals.findAppeal(db, appealId);
  const decisionRow = row ? (await decisions.findDecisionsByIds(db, [row.appeal.decisionId]))[0] : undefined;
  if (!row || !decisionRow) return fail('APPEAL_NOT_FOUND', 'No such appeal');
  return { appeal: toStaffAppeal(row, decisionRow), ...outcome };
}
