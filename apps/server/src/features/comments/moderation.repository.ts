import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { comments } from '../../db/schema/index.ts';
import { recount } from './comments.repository.ts';

/**
 * Undoes a removal by moderation (an appeal overturned it), in the caller's transaction: exactly
 * what `softDeleteComment` changed, reversed — not deleted, no deleter nor deletion date, its
 * `date` back, counted again in its post's comments (the post's LastComment found again) or its
 * comment's replies; the moderation marks cleared. Answers whether it was restored (false: not
 * removed by that decision).
 */
export async function restoreModeratedComment(tx: Transaction, key: { postAuthorId: string; postId: string; id: string }, decisionId: number, date: Date): Promise<boolean> {
  const [restored] = await tx
    .update(comments)
    .set({ isDeleted: false, deletedBy: null, deletionDate: null, date, moderationDecisionId: null, moderationReason: null })
    .where(
      and(
        eq(comments.postAuthorId, key.postAuthorId),
        eq(comments.postId, key.postId),
        eq(comments.id, key.id),
        eq(comments.isDeleted, true),
        eq(comments.moderationDecisionId, decisionId),
      ),
    )
    .returning({ parentId: comments.parentId });
  if (!restored) return false;
  await recount(tx, key, restored.parentId, +1);
  return true;
}
