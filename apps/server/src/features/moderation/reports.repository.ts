import { parseCommentId, parsePostId, type ReportCategory, type ReportItem, type ReportItemKind } from '@arya/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { Keyset, paginate, type PageRequest } from '../../db/keyset.ts';
import { comments, moderationAppeals, moderationCases, moderationDecisions, reports, users } from '../../db/schema/index.ts';
import { findPostForComments } from '../../shared/post-audience.ts';
import { mayReadPost } from '../../shared/post-views/filter.ts';
import { findUserById } from '../../shared/members/public-users.repository.ts';
import { isBlockedWith, viewerRelations, type Viewer } from '../../shared/viewer.ts';

/**
 * The member a reported item is about (its author, or the member reported), when the reporter may
 * see it: what they cannot read (a premium idea, a blocked member's words, a private member's post
 * for a visitor) or what is gone (deleted) cannot be reported. Null otherwise.
 */
export async function findReportedMember(db: Database, item: ReportItem, viewer: Viewer): Promise<string | null> {
  if (item.kind === 'member') {
    const member = await findUserById(db, item.id);
    return member && !viewerRelations(viewer).blockedBy.has(member.id) ? member.id : null;
  }
  if (item.kind === 'post') {
    const key = parsePostId(item.id);
    const post = key ? await findPostForComments(db, { authorId: key.authorId, id: key.postId }) : null;
    return post && !post.isDeleted && mayReadPost(post, viewer) ? post.authorId : null;
  }
  const key = parseCommentId(item.id);
  if (!key || (item.kind === 'reply') !== (key.replyId !== null)) return null;
  const post = await findPostForComments(db, { authorId: key.authorId, id: key.postId });
  if (!post || !mayReadPost(post, viewer)) return null;
  const [comment] = await db
    .select({ authorId: comments.authorId, isDeleted: comments.isDeleted })
    .from(comments)
    .where(and(eq(comments.postAuthorId, key.authorId), eq(comments.postId, key.postId), eq(comments.id, key.replyId ?? key.commentId)));
  return comment && !comment.isDeleted && !isBlockedWith(viewer, comment.authorId) ? comment.authorId : null;
}

export interface NewReport {
  item: ReportItem;
  memberId: string;
  reporterId: string | null;
  reporterEmail: string | null;
  category: ReportCategory;
  law: string | null;
  comment: string | null;
  language: 'fr' | 'en';
}

/**
 * Files a report in its item's open case (made on the first report), in one transaction; null
 * when the reporter already has an open report of that item (nothing changes then).
 */
export async function insertReport(
  db: Database,
  report: NewReport,
  filed: (tx: Transaction, inserted: { id: number; createdAt: Date }) => Promise<unknown>,
): Promise<{ id: number; createdAt: Date } | null> {
  try {
    return await db.transaction(async (tx) => {
      const caseId = await openCaseOf(tx, report.item.kind, report.item.id, report.memberId);
      const [inserted] = await tx
        .insert(reports)
        .values({
          caseId,
          reporterId: report.reporterId,
          reporterEmail: report.reporterEmail,
          category: report.category,
          law: report.law,
          comment: report.comment,
          language: report.language,
        })
        .onConflictDoNothing()
        .returning({ id: reports.id, createdAt: reports.createdAt });
      // The unique open report of this reporter: roll the case's count back with everything else.
      if (!inserted) throw new AlreadyOpen();
      await filed(tx, inserted);
      return inserted;
    });
  } catch (error) {
    if (error instanceof AlreadyOpen) return null;
    throw error;
  }
}

class AlreadyOpen extends Error {}

/** The item's open case, made or counted once more (two first reports at once share one case). */
async function openCaseOf(tx: Transaction, itemKind: ReportItemKind, itemId: string, memberId: string): Promise<number> {
  const [row] = await tx
    .insert(moderationCases)
    .values({ itemKind, itemId, memberId, reportsCount: 1 })
    .onConflictDoUpdate({
      target: [moderationCases.itemKind, moderationCases.itemId],
      targetWhere: sql`${moderationCases.status} = 'open'`,
      set: { reportsCount: sql`${moderationCases.reportsCount} + 1`, lastReportedAt: sql`now()` },
    })
    .returning({ id: moderationCases.id });
  if (!row) throw new Error('the open case was neither made nor found');
  return row.id;
}

/** A member's reports, newest first (keyset pages), with their case's decision (the first: an appeal's answer comes after). */
export function findMyReportsPage(db: Database, reporterId: string, page: PageRequest) {
  const keyset = new Keyset(reports.createdAt, [reports.id]);
  return paginate(
    keyset,
    page,
    ({ after, orderBy, limit }) =>
      db
        .select({
          id: reports.id,
          category: reports.category,
          status: reports.status,
          createdAt: reports.createdAt,
          itemKind: moderationCases.itemKind,
          itemId: moderationCases.itemId,
          decisionId: sql<number | null>`(select min(${moderationDecisions.id}) from ${moderationDecisions} where ${moderationDecisions.caseId} = ${reports.caseId})`.mapWith(Number),
          cursorDate: keyset.instant,
        })
        .from(reports)
        .innerJoin(moderationCases, eq(moderationCases.id, reports.caseId))
        .where(and(eq(reports.reporterId, reporterId), after))
        .orderBy(...orderBy)
        .limit(limit),
    (row) => [String(row.id)],
  );
}

/** The staff queue: cases of a status, last reported first, with the member's name and the categories reported. */
export function findQueuePage(db: Database, status: 'open' | 'decided' | 'dismissed', page: PageRequest) {
  const keyset = new Keyset(moderationCases.lastReportedAt, [moderationCases.id]);
  return paginate(
    keyset,
    page,
    ({ after, orderBy, limit }) =>
      db
        .select({
          id: moderationCases.id,
          itemKind: moderationCases.itemKind,
          itemId: moderationCases.itemId,
          memberId: moderationCases.memberId,
          memberName: users.displayName,
          status: moderationCases.status,
          reportsCount: moderationCases.reportsCount,
          firstReportedAt: moderationCases.firstReportedAt,
          lastReportedAt: moderationCases.lastReportedAt,
          categories: sql<ReportCategory[]>`array(select distinct ${reports.category} from ${reports} where ${reports.caseId} = ${moderationCases.id} order by 1)`,
          cursorDate: keyset.instant,
        })
        .from(moderationCases)
        .innerJoin(users, eq(users.id, moderationCases.memberId))
        .where(and(eq(moderationCases.status, status), after))
        .orderBy(...orderBy)
        .limit(limit),
    (row) => [String(row.id)],
  );
}

/** What waits for staff, in one statement: open cases and pending appeals. */
export async function countWaiting(db: Database): Promise<{ cases: number; appeals: number }> {
  const [row] = await db
    .select({
      cases: sql<number>`(select count(*)::int from ${moderationCases} where ${moderationCases.status} = 'open')`,
      appeals: sql<number>`(select count(*)::int from ${moderationAppeals} where ${moderationAppeals.status} = 'pending')`,
    })
    .from(sql`(select 1) as one`);
  return { cases: row?.cases ?? 0, appeals: row?.appeals ?? 0 };
}

