import { parsePostId, uploadTokenOf } from '@arya/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { posts, users } from '../../db/schema/index.ts';
import { refreshWithdrawn } from '../../shared/owned-uploads.ts';

/**
 * Undoes a removal by moderation (an appeal overturned it), in the caller's transaction: exactly
 * what `softDeletePost` changed, reversed — not deleted, no deleter nor deletion date, its `date`
 * back (`date`: what the decision kept of it), the author's posts count and, for a share, the
 * original's shares count up again, its images and recording served again; the moderation marks
 * cleared. Answers whether it was restored (false: not removed by that decision) and, for a share,
 * the original's id (its count changed).
 */
export async function restoreModeratedPost(tx: Transaction, key: { authorId: string; id: string }, decisionId: number, date: Date): Promise<false | { sharedPostId: string | null }> {
  const rows = await tx
    .update(posts)
    .set({ isDeleted: false, deletedBy: null, deletionDate: null, date, moderationDecisionId: null, moderationReason: null })
    .where(and(eq(posts.authorId, key.authorId), eq(posts.id, key.id), eq(posts.isDeleted, true), eq(posts.moderationDecisionId, decisionId)))
    .returning({ images: posts.images, audio: posts.audio, sharedPostId: posts.sharedPostId });
  const [restored] = rows;
  if (!restored) return false;
  const tokens = [...restored.images.map((image) => image.url), ...(restored.audio ? [restored.audio] : [])].map(uploadTokenOf).filter((token) => token !== null);
  await refreshWithdrawn(tx, key.authorId, tokens);
  await tx
    .update(users)
    .set({ postsCount: sql`${users.postsCount} + 1` })
    .where(eq(users.id, key.authorId));
  if (restored.sharedPostId) {
    const original = parsePostId(restored.sharedPostId);
    if (!original) throw new Error(`Not a post id: ${restored.sharedPostId}`);
    await tx
      .update(posts)
      .set({ sharesCount: sql`${posts.sharesCount} + 1` })
      .where(and(eq(posts.authorId, original.authorId), eq(posts.id, original.postId)));
  }
  return { sharedPostId: restored.sharedPostId };
}
