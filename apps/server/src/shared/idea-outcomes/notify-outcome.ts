import { ACTIVE_SUBSCRIPTION_TIERS, composePostId, outcomeStepObjectId, PREMIUM_COACHES_GROUP, STAFF_ROLES, type OutcomeStep } from '@arya/core';
import { and, desc, eq, max, ne, not, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Transaction } from '../../db/client.ts';
import { comments, memberBlocks, memberMutes, notifications, posts, userProtected } from '../../db/schema/index.ts';
import { authorHiddenOf } from '../post-audience.ts';

/** Commenters of an idea told of its outcome at most (the latest to comment): one insert's worth of rows. */
export const OUTCOME_NOTIFIED_COMMENTERS_MAX = 1000;

/**
 * Tells of the steps an idea's outcome just reached (oldest first, as measured) its author and the
 * members who commented or replied on it, in the transaction that stores the measure (a crash
 * between them cannot lose them), in two statements: who (one select), then one `idea_outcome`
 * notification each (one insert). Commenters are distinct, never the author, nor a member the
 * author blocked or who blocked the author (nor one who muted them, as any notification from them); a comment deleted counts no more. Nobody is told of a deleted idea,
 * and only its author while their content is hidden (suspended, leaving). Each member's
 * notification of the idea is one row: the steps of this run replace its objects (newest first),
 * and it comes back to the top, unread. Answers who was told (their unread counts moved).
 */
/**
 * The commenter may read the idea now (core's mayReadAudience, in SQL): an idea for everyone, or one
 * for the premium coaches' group read by staff and active subscribers. A commenter whose plan ended
 * is not told: a step and its time would point at the levels the idea now hides from them.
 */
function readsIdeaNow(idea: { postAuthorId: string; postId: string }) {
  const p = userProtected;
  const staffRoles = sql.join(STAFF_ROLES.map((role) => sql`${role}`), sql`, `);
  const activeTiers = sql.join(ACTIVE_SUBSCRIPTION_TIERS.map((tier) => sql`${tier}`), sql`, `);
  return sql`exists (select 1 from ${posts} where ${posts.authorId} = ${idea.postAuthorId} and ${posts.id} = ${idea.postId} and (${posts.restrictedTo} is null
    or (${posts.restrictedTo} = ${PREMIUM_COACHES_GROUP} and exists (select 1 from ${p} where ${p.userId} = ${comments.authorId}
      and (${p.role} in (${staffRoles}) or ${p.lifetimeSubscriptionName} = 'INFINITE' or (${p.activeSubscriptionName} in (${activeTiers}) and ${p.activeSubscriptionUntil} > now()))))))`;
}

export async function notifyOutcomeSteps(tx: Transaction, idea: { postAuthorId: string; postId: string }, newSteps: readonly OutcomeStep[], at: Date): Promise<string[]> {
  if (newSteps.length === 0) return [];
  const objectIds = newSteps.map(outcomeStepObjectId).reverse();
  const authorId = idea.postAuthorId;
  const commenters = tx
    .select({ id: sql<string>`${comments.authorId}`.as('commenter_id') })
    .from(comments)
    .where(
      and(
        eq(comments.postAuthorId, idea.postAuthorId),
        eq(comments.postId, idea.postId),
        not(comments.isDeleted),
        ne(comments.authorId, authorId),
        sql`not exists (select 1 from ${memberBlocks} where (${memberBlocks.blockerId} = ${authorId} and ${memberBlocks.blockedId} = ${comments.authorId})
                                                  or (${memberBlocks.blockerId} = ${comments.authorId} and ${memberBlocks.blockedId} = ${authorId}))`,
        sql`not exists (select 1 from ${memberMutes} where ${memberMutes.muterId} = ${comments.authorId} and ${memberMutes.mutedId} = ${authorId})`,
        readsIdeaNow(idea),
      ),
    )
    .groupBy(comments.authorId)
    .orderBy(desc(max(comments.creationDate)))
    .limit(OUTCOME_NOTIFIED_COMMENTERS_MAX)
    .as('commenters');
  // The idea (none: deleted) with each of its commenters (one row with none when nobody commented).
  const rows = await tx
    .select({ commenterId: commenters.id, authorHidden: authorHiddenOf(posts.authorId) })
    .from(posts)
    .leftJoin(commenters, sql`true`)
    .where(and(eq(posts.authorId, idea.postAuthorId), eq(posts.id, idea.postId), not(posts.isDeleted)));
  if (rows.length === 0) return [];
  const hidden = rows[0]!.authorHidden;
  const userIds = [idea.postAuthorId, ...(hidden ? [] : rows.flatMap((row) => (row.commenterId ? [row.commenterId] : [])))];
  const targetId = composePostId(idea.postAuthorId, idea.postId);
  await tx
    .insert(notifications)
    .values(userIds.map((userId) => ({ userId, id: randomUUID(), type: 'idea_outcome' as const, targetId, authorIds: [], authorsCount: 0, objectIds, dateTime: at, read: false })))
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.type, notifications.targetId],
      set: {
        // A slower run's older steps never replace newer ones.
        objectIds: sql`case when excluded.date_time >= ${notifications.dateTime} then excluded.object_ids else ${notifications.objectIds} end`,
        dateTime: sql`greatest(${notifications.dateTime}, excluded.date_time)`,
        read: false,
      },
    });
  return userIds;
}
