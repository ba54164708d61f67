import { REPORTS_PAGE_SIZE, visitorReportProblem, type createReportEndpoint, type ModerationQueuePage, type MyReportsPage, type ReportReceipt, type ValidReportInput } from '@arya/core';
import type { Database } from '../../db/client.ts';
import type { FailOf } from '../../http/fail.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { viewerOf } from '../../shared/viewer.ts';
import { NOTICE_RECEIPT_JOB, type NoticeReceiptData } from './notifier-outcome.job.ts';
import { findMyReportsPage, findQueuePage, findReportedMember, insertReport } from './reports.repository.ts';

const VISITOR_PROBLEMS = {
  category: 'Visitors report illegal content only: sign in to report anything else',
  email: 'Give an e-mail address to be told what becomes of the report',
  goodFaith: 'Confirm that the report is made in good faith',
} as const;

/**
 * Files a report (a DSA notice) and answers its acknowledgement; a visitor is sent it by e-mail too
 * (a member finds it among their reports). The reporter must be able to see the item; nobody
 * reports themselves; one open report per reporter and item.
 */
export async function createReport(
  db: Database,
  jobs: Pick<JobQueue, 'send'>,
  user: SessionUser | null,
  input: ValidReportInput,
  fail: FailOf<typeof createReportEndpoint>,
): Promise<ReportReceipt> {
  if (!user) {
    const problem = visitorReportProblem(input);
    if (problem) fail('VALIDATION_ERROR', VISITOR_PROBLEMS[problem]);
  }
  const memberId = await findReportedMember(db, input.item, viewerOf(user));
  if (!memberId) return fail('REPORT_TARGET_NOT_FOUND', 'There is nothing to report there');
  if (user && memberId === user.id) fail('CANNOT_REPORT_SELF', 'You cannot report yourself or what you wrote');
  const filed = await insertReport(db, {
    item: input.item,
    memberId,
    reporterId: user?.id ?? null,
    reporterEmail: user ? null : (input.email ?? null),
    category: input.category,
    law: input.category === 'illegal' ? (input.law ?? null) : null,
    comment: input.comment || null,
    language: user?.access.language ?? input.language ?? 'fr',
  }, (tx, report) => (user ? Promise.resolve() : jobs.send<NoticeReceiptData>(NOTICE_RECEIPT_JOB, { reportId: report.id }, { tx, key: String(report.id) })));
  if (!filed) return fail('REPORT_ALREADY_OPEN', 'You already reported this: it is being reviewed');
  return { id: String(filed.id), status: 'open', createdAt: filed.createdAt.toISOString() };
}

export async function myReports(db: Database, user: SessionUser, query: { limit?: number; cursor?: string }): Promise<MyReportsPage> {
  const page = await findMyReportsPage(db, user.id, { limit: query.limit ?? REPORTS_PAGE_SIZE, cursor: query.cursor });
  return {
    items: page.items.map((row) => ({ id: String(row.id), status: row.status, createdAt: row.createdAt.toISOString(), item: { kind: row.itemKind, id: row.itemId }, category: row.category, decisionId: row.decisionId === null ? null : String(row.decisionId) })),
    nextCursor: page.nextCursor,
  };
}

export async function moderationQueue(db: Database, query: { status: 'open' | 'decided' | 'dismissed'; limit?: number; cursor?: string }): Promise<ModerationQueuePage> {
  const page = await findQueuePage(db, query.status, { limit: query.limit ?? REPORTS_PAGE_SIZE, cursor: query.cursor });
  return {
    items: page.items.map((row) => ({
      id: String(row.id),
      item: { kind: row.itemKind, id: row.itemId },
      memberId: row.memberId,
      memberName: row.memberName,
      status: row.status,
      reportsCount: row.reportsCount,
      categories: row.categories,
      firstReportedAt: row.firstReportedAt.toISOString(),
      lastReportedAt: row.lastReportedAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}
