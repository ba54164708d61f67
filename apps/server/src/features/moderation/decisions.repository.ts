import { composePostId, DECISION_EXCERPT_MAX, parseCommentId, parsePostId, type ModerationReason, type ReportItemKind } from '@arya/core';
import { and, desc, eq, inArray, isNotNull, isNull, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.ts';
import { Keyset, paginate, type PageRequest } from '../../db/keyset.ts';
import { comments, moderationAppeals, moderationCases, moderationDecisions, posts, reports, users, type DecisionItemSnapshot } from '../../db/schema/index.ts';
import { commentWords } from '../../shared/text/comment-html.ts';

/** The columns of a member as moderation shows them. */
const memberColumns = (table: { id: AnyColumn; displayName: AnyColumn; vanityAlias: AnyColumn; systemAlias: AnyColumn }) => ({
  id: sql<string>`${table.id}`,
  name: sql<string>`${table.displayName}`,
  alias: sql<string | null>`coalesce(${table.vanityAlias}, ${table.systemAlias})`,
});

export async function findCase(db: Database | Transaction, caseId: number, lock = false) {
  const query = db.select().from(moderationCases).where(eq(moderationCases.id, caseId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The reported item as it is now: its words, author, date, whether it was removed; null when it no longer exists. */
export interface CaseItemRow {
  /** The item's API id (a member's id for a member). */
  id: string;
  postId: string | null;
  authorId: string;
  text: string;
  imagesCount: number;
  date: Date | null;
  removed: boolean;
  removedReason: string | null;
  key: { kind: 'post'; authorId: string; id: string } | { kind: 'comment'; postAuthorId: string; postId: string; id: string } | { kind: 'member'; id: string };
}

export async function findCaseItem(db: Database | Transaction, kind: ReportItemKind, itemId: string): Promise<CaseItemRow | null> {
  if (kind === 'member') {
    const [member] = await db.select({ id: users.id, name: users.displayName, bio: users.description, createdAt: users.createdAt }).from(users).where(eq(users.id, itemId));
    if (!member) return null;
    return { id: itemId, postId: null, authorId: member.id, text: [member.name, member.bio].filter(Boolean).join('\n'), imagesCount: 0, date: member.createdAt, removed: false, removedReason: null, key: { kind: 'member', id: member.id } };
  }
  if (kind === 'post') {
    const key = parsePostId(itemId);
    if (!key) return null;
    const [post] = await db
      .select({
        authorId: posts.authorId,
        text: posts.text,
        title: sql<string | null>`${posts.financialData} ->> 'title'`,
        imagesCount: sql<number>`jsonb_array_length(${posts.images})`,
        date: posts.date,
        creationDate: posts.creationDate,
        isDeleted: posts.isDeleted,
        moderationReason: posts.moderationReason,
      })
      .from(posts)
      .where(and(eq(posts.authorId, key.authorId), eq(posts.id, key.postId)));
    if (!post) return null;
    return {
      id: itemId,
      postId: itemId,
      authorId: post.authorId,
      text: post.text ?? post.title ?? '',
      imagesCount: post.imagesCount,
      date: post.date ?? post.creationDate,
      removed: post.isDeleted,
      removedReason: post.moderationReason,
      key: { kind: 'post', authorId: key.authorId, id: key.postId },
    };
  }
  const key = parseCommentId(itemId);
  if (!key || (kind === 'reply') !== (key.replyId !== null)) return null;
  const id = key.replyId ?? key.commentId;
  const [comment] = await db
    .select({ authorId: comments.authorId, text: comments.text, image: comments.image, date: comments.date, creationDate: comments.creationDate, isDeleted: comments.isDeleted, moderationReason: comments.moderationReason })
    .from(comments)
    .where(and(eq(comments.postAuthorId, key.authorId), eq(comments.postId, key.postId), eq(comments.id, id)));
  if (!comment) return null;
  return {
    id: itemId,
    postId: composePostId(key.authorId, key.postId),
    authorId: comment.authorId,
    text: commentWords(comment.text ?? ''),
    imagesCount: comment.image ? 1 : 0,
    date: comment.date ?? comment.creationDate,
    removed: comment.isDeleted,
    removedReason: comment.moderationReason,
    key: { kind: 'comment', postAuthorId: key.authorId, postId: key.postId, id },
  };
}

/** What a decision keeps of its item: the kind, an excerpt, its date and images count, as they are now. */
export function snapshotOf(kind: ReportItemKind, item: CaseItemRow): DecisionItemSnapshot {
  return { kind, excerpt: Array.from(item.text).slice(0, DECISION_EXCERPT_MAX).join(''), date: item.date?.toISOString() ?? null, imagesCount: item.imagesCount };
}

export async function findMember(db: Database | Transaction, memberId: string) {
  const [row] = await db.select(memberColumns(users)).from(users).where(eq(users.id, memberId));
  return row ?? null;
}

/** A case's reports, newest first (never who reported). */
export function findCaseReports(db: Database | Transaction, caseId: number, limit: number) {
  return db
    .select({ id: reports.id, category: reports.category, law: reports.law, comment: reports.comment, reporterId: reports.reporterId, language: reports.language, status: reports.status, createdAt: reports.createdAt })
    .from(reports)
    .where(eq(reports.caseId, caseId))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(limit);
}

const member = alias(users, 'decision_member');
const moderator = alias(users, 'decision_moderator');

/** Decisions with their member and moderator, as staff see them. */
function selectDecisions(db: Database | Transaction) {
  return db
    .select({ decision: moderationDecisions, member: memberColumns(member), moderator: { id: moderator.id, name: moderator.displayName, alias: sql<string | null>`coalesce(${moderator.vanityAlias}, ${moderator.systemAlias})` } })
    .from(moderationDecisions)
    .innerJoin(member, eq(member.id, moderationDecisions.memberId))
    .leftJoin(moderator, eq(moderator.id, moderationDecisions.moderatorId));
}
export type StaffDecisionRow = Awaited<ReturnType<ReturnType<typeof selectDecisions>['where']>>[number];

export function findDecisionsByIds(db: Database | Transaction, ids: number[]) {
  return ids.length === 0 ? Promise.resolve([]) : selectDecisions(db).where(inArray(moderationDecisions.id, ids));
}

/** The case's decision (the latest, when a case was ever decided twice). */
export async function findCaseDecision(db: Database | Transaction, caseId: number): Promise<StaffDecisionRow | null> {
  const [row] = await selectDecisions(db).where(eq(moderationDecisions.caseId, caseId)).orderBy(desc(moderationDecisions.id)).limit(1);
  return row ?? null;
}

/** The member's latest decisions (their history). */
export function findMemberHistory(db: Database | Transaction, memberId: string, limit: number) {
  return selectDecisions(db).where(eq(moderationDecisions.memberId, memberId)).orderBy(desc(moderationDecisions.createdAt), desc(moderationDecisions.id)).limit(limit);
}

/** Whether staff reported the case themselves. */
export async function reportedBy(tx: Transaction, caseId: number, staffId: string): Promise<boolean> {
  const [row] = await tx.select({ id: reports.id }).from(reports).where(and(eq(reports.caseId, caseId), eq(reports.reporterId, staffId))).limit(1);
  return row !== undefined;
}

/** Closes a case and its open reports; answers the member reporters (each told once). */
export async function closeCase(tx: Transaction, caseId: number, outcome: 'decided' | 'dismissed', at: Date): Promise<string[]> {
  await tx.update(moderationCases).set({ status: outcome, decidedAt: at }).where(eq(moderationCases.id, caseId));
  const closed = await tx
    .update(reports)
    .set({ status: outcome === 'decided' ? 'actioned' : 'dismissed' })
    .where(and(eq(reports.caseId, caseId), eq(reports.status, 'open')))
    .returning({ reporterId: reports.reporterId });
  return [...new Set(closed.map((row) => row.reporterId).filter((id) => id !== null))];
}

/**
 * Where a case's notices came from (a statement never says who): `member` when a member reported
 * it, else `visitor`. With `prefer: 'visitor'`, whether any visitor reported it.
 */
export async function noticeSourceOf(tx: Transaction, caseId: number, prefer: 'member' | 'visitor' = 'member'): Promise<'member' | 'visitor'> {
  const source = prefer === 'member' ? isNotNull(reports.reporterId) : isNull(reports.reporterId);
  const [row] = await tx.select({ id: reports.id }).from(reports).where(and(eq(reports.caseId, caseId), source)).limit(1);
  return row ? prefer : prefer === 'member' ? 'visitor' : 'member';
}

/** Marks a removed item with the decision and its reason (after its soft delete, same transaction). */
export async function markRemoved(tx: Transaction, key: CaseItemRow['key'], decisionId: number, reason: ModerationReason): Promise<void> {
  if (key.kind === 'post') {
    await tx.update(posts).set({ moderationDecisionId: decisionId, moderationReason: reason }).where(and(eq(posts.authorId, key.authorId), eq(posts.id, key.id)));
  } else if (key.kind === 'comment') {
    await tx
      .update(comments)
      .set({ moderationDecisionId: decisionId, moderationReason: reason })
      .where(and(eq(comments.postAuthorId, key.postAuthorId), eq(comments.postId, key.postId), eq(comments.id, key.id)));
  }
}

/** One decision with its appeal by that appellant (the member's own view). */
export async function findDecisionFor(db: Database | Transaction, decisionId: number, appellantId: string) {
  const [row] = await db
    .select({ decision: moderationDecisions, appeal: moderationAppeals })
    .from(moderationDecisions)
    .leftJoin(moderationAppeals, and(eq(moderationAppeals.decisionId, moderationDecisions.id), eq(moderationAppeals.appellantId, appellantId)))
    .where(eq(moderationDecisions.id, decisionId));
  return row ?? null;
}

/** Whether the member reported the case of a decision, and whether their report was dismissed. */
export async function reporterOf(db: Database | Transaction, caseId: number | null, memberId: string): Promise<{ reported: boolean; dismissed: boolean }> {
  if (caseId === null) return { reported: false, dismissed: false };
  const rows = await db.select({ status: reports.status }).from(reports).where(and(eq(reports.caseId, caseId), eq(reports.reporterId, memberId)));
  return { reported: rows.length > 0, dismissed: rows.some((row) => row.status === 'dismissed') };
}

/** The decisions about a member, newest first (keyset pages), with their appeal. */
export function findMyDecisionsPage(db: Database, memberId: string, page: PageRequest) {
  const keyset = new Keyset(moderationDecisions.createdAt, [moderationDecisions.id]);
  return paginate(
    keyset,
    page,
    ({ after, orderBy, limit }) =>
      db
        .select({ decision: moderationDecisions, appealStatus: moderationAppeals.status, cursorDate: keyset.instant })
        .from(moderationDecisions)
        .leftJoin(moderationAppeals, and(eq(moderationAppeals.decisionId, moderationDecisions.id), eq(moderationAppeals.appellantId, memberId)))
        .where(and(eq(moderationDecisions.memberId, memberId), after))
        .orderBy(...orderBy)
        .limit(limit),
    (row) => [String(row.decision.id)],
  );
}
