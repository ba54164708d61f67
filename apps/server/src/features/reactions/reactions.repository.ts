import { REACTION_TYPE_LIKE, composePostId } from '@arya/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { comments, posts, reactions } from '../../db/schema/index.ts';
import { authorHiddenOf, authorPublicOf, newsAudienceOf, type PostAudience } from '../../shared/post-audience.ts';
import { commentIdOf, type CommentKey } from '../../shared/post-views/comment-keys.ts';
import { recordNotification, withdrawNotification, type NotificationEvent } from '../../shared/notifications.ts';

export interface PostKey {
  authorId: string;
  id: string;
}

/** What decides whether a member may react to a post. */
export type LikeTarget = { found: false } | { found: true; isDeleted: boolean; restrictedTo: string | null };
/** Whether the liker may read the post (and, for a comment or reply, its author: not blocked either way). */
type MayRead = (target: PostAudience, commentAuthorId?: string) => boolean;

/** `notified`: the member whose notifications changed (the item's author), if any. */
export type LikeOutcome = { outcome: 'missing' } | { outcome: 'deleted' } | { outcome: 'done'; liked: boolean; likes: number; notified: string | null };

/**
 * Sets or removes a member's like of a post and keeps the post's count with it, in one
 * transaction: the count moves only when the reaction row was really added or removed, so a
 * repeated like or unlike changes nothing and the count never goes below 0. The author's
 * notification follows in the same transaction (an unlike takes the member back out of it).
 */
export function setPostLike(
  db: Database,
  key: PostKey,
  userId: string,
  like: boolean,
  mayRead: MayRead,
  now = new Date(),
): Promise<LikeOutcome> {
  return db.transaction(async (tx) => {
    const thePost = and(eq(posts.authorId, key.authorId), eq(posts.id, key.id));
    // Locks the post's row: a concurrent delete waits for this like (or this like sees the delete).
    const [target] = await tx
      .select({ isDeleted: posts.isDeleted, restrictedTo: posts.restrictedTo, newsAudience: newsAudienceOf(posts.internalNewsRef), authorPublic: authorPublicOf(posts.authorId), authorHidden: authorHiddenOf(posts.authorId) })
      .from(posts)
      .where(thePost)
      .for('update');
    if (!target || !mayRead({ authorId: key.authorId, restrictedTo: target.restrictedTo, newsAudience: target.newsAudience, authorPublic: target.authorPublic, authorHidden: target.authorHidden })) return { outcome: 'missing' };
    if (target.isDeleted) return { outcome: 'deleted' };
    const targetId = composePostId(key.authorId, key.id);
    const changed = like ? await addLike(tx, targetId, userId, now) : await removeLike(tx, targetId, userId);
    const [counted] = await tx
      .update(posts)
      .set({ likesCount: changed ? sql`greatest(${posts.likesCount} + ${like ? 1 : -1}, 0)` : sql`${posts.likesCount}` })
      .where(thePost)
      .returning({ likes: posts.likesCount });
    const notified = changed && (await likeNotification(tx, like, { userId: key.authorId, type: 'post_like', targetId, authorId: userId, at: now }));
    return { outcome: 'done', liked: like, likes: counted?.likes ?? 0, notified: notified ? key.authorId : null };
  });
}

/** The same for a comment or reply: its row is locked, its post decides who may read it. */
export function setCommentLike(
  db: Database,
  key: CommentKey,
  userId: string,
  like: boolean,
  mayRead: MayRead,
  now = new Date(),
): Promise<LikeOutcome> {
  return db.transaction(async (tx) => {
    const theComment = and(eq(comments.postAuthorId, key.postAuthorId), eq(comments.postId, key.postId), eq(comments.id, key.id));
    const [target] = await tx
      .select({
        isDeleted: comments.isDeleted,
        parentId: comments.parentId,
        authorId: comments.authorId,
        restrictedTo: posts.restrictedTo,
        newsAudience: newsAudienceOf(posts.internalNewsRef),
        authorPublic: authorPublicOf(posts.authorId),
        authorHidden: authorHiddenOf(posts.authorId),
      })
      .from(comments)
      .innerJoin(posts, and(eq(posts.authorId, comments.postAuthorId), eq(posts.id, comments.postId)))
      .where(theComment)
      .for('update', { of: comments });
    if (!target || target.parentId !== key.parentId || !mayRead({ authorId: key.postAuthorId, restrictedTo: target.restrictedTo, newsAudience: target.newsAudience, authorPublic: target.authorPublic, authorHidden: target.authorHidden }, target.authorId)) return { outcome: 'missing' };
    if (target.isDeleted) return { outcome: 'deleted' };
    const targetId = commentIdOf(key);
    const changed = like ? await addLike(tx, targetId, userId, now) : await removeLike(tx, targetId, userId);
    const [counted] = await tx
      .update(comments)
      .set({ likesCount: changed ? sql`greatest(${comments.likesCount} + ${like ? 1 : -1}, 0)` : sql`${comments.likesCount}` })
      .where(theComment)
      .returning({ likes: comments.likesCount });
    const type = key.parentId ? 'reply_like' : 'comment_like';
    const notified = changed && (await likeNotification(tx, like, { userId: target.authorId, type, targetId, authorId: userId, at: now }));
    return { outcome: 'done', liked: like, likes: counted?.likes ?? 0, notified: notified ? target.authorId : null };
  });
}

function likeNotification(tx: Transaction, like: boolean, event: NotificationEvent): Promise<boolean> {
  return like ? recordNotification(tx, event) : withdrawNotification(tx, event);
}

async function addLike(tx: Transaction, targetId: string, userId: string, date: Date): Promise<boolean> {
  const added = await tx.insert(reactions).values({ targetId, userId, type: REACTION_TYPE_LIKE, date }).onConflictDoNothing().returning({ userId: reactions.userId });
  return added.length > 0;
}

async function removeLike(tx: Transaction, targetId: string, userId: string): Promise<boolean> {
  const removed = await tx
    .delete(reactions)
    .where(and(eq(reactions.targetId, targetId), eq(reactions.userId, userId)))
    .returning({ userId: reactions.userId });
  return removed.length > 0;
}
