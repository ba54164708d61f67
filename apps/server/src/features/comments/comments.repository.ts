import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { keysetInstant, type KeysetKey } from '../../db/keyset.ts';
import { comments, posts, reactions, users, type StoredImage } from '../../db/schema/index.ts';
import { authorColumns } from '../users/public-users.repository.ts';

export interface ThreadKey {
  postAuthorId: string;
  postId: string;
  /** null: the post's comments; a comment's id: its replies. */
  parentId: string | null;
}

export interface CommentKey {
  postAuthorId: string;
  postId: string;
  id: string;
}

/** The API id of a comment (or reply), as reactions name their target. */
const commentTargetId = sql`${comments.postAuthorId} || '/' || ${comments.postId} || '/' || coalesce(${comments.parentId} || '/', '') || ${comments.id}`;

const commentFields = {
  comment: comments,
  author: authorColumns,
  liked: sql<boolean>`${reactions.userId} is not null`,
  cursorDate: keysetInstant(comments.creationDate),
};

export type CommentRow = Awaited<ReturnType<typeof findThreadPage>>[number];

const inThread = (thread: ThreadKey): SQL =>
  and(
    eq(comments.postAuthorId, thread.postAuthorId),
    eq(comments.postId, thread.postId),
    thread.parentId === null ? isNull(comments.parentId) : eq(comments.parentId, thread.parentId),
  )!;

function selectComments(db: Database, viewerId: string | null) {
  return db
    .select(commentFields)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .leftJoin(reactions, and(eq(reactions.targetId, commentTargetId), eq(reactions.userId, viewerId ?? '')));
}

/** One keyset page of a thread, newest first, with authors and the reader's likes (one statement). */
export async function findThreadPage(db: Database, thread: ThreadKey, options: { limit: number; cursor: KeysetKey | null; viewerId: string | null }) {
  const after = options.cursor ? sql`(${comments.creationDate}, ${comments.id}) < (${options.cursor.at}::timestamptz, ${options.cursor.ids[0]})` : undefined;
  return selectComments(db, options.viewerId)
    .where(and(inThread(thread), after))
    .orderBy(desc(comments.creationDate), desc(comments.id))
    .limit(options.limit);
}

export async function findComment(db: Database, key: CommentKey, viewerId: string | null): Promise<CommentRow | null> {
  const [row] = await selectComments(db, viewerId)
    .where(and(eq(comments.postAuthorId, key.postAuthorId), eq(comments.postId, key.postId), eq(comments.id, key.id)))
    .limit(1);
  return row ?? null;
}

/** What decides whether a post takes comments: it exists, is readable, is not deleted. */
export async function findPostForComments(db: Database, key: { authorId: string; id: string }) {
  const [row] = await db
    .select({ authorId: posts.authorId, isDeleted: posts.isDeleted, restrictedTo: posts.restrictedTo })
    .from(posts)
    .where(and(eq(posts.authorId, key.authorId), eq(posts.id, key.id)));
  return row ?? null;
}

export interface NewComment extends CommentKey {
  parentId: string | null;
  authorId: string;
  text: string;
  image: StoredImage | null;
  creationDate: Date;
}

/**
 * Adds a comment and counts it on its post (or a reply on its comment) in one transaction; false
 * when the post (or comment) was deleted meanwhile.
 */
export async function insertComment(db: Database, comment: NewComment): Promise<boolean> {
  return db.transaction(async (tx) => {
    const counted =
      comment.parentId === null
        ? await tx
            .update(posts)
            .set({ commentsCount: sql`${posts.commentsCount} + 1` })
            .where(and(eq(posts.authorId, comment.postAuthorId), eq(posts.id, comment.postId), eq(posts.isDeleted, false)))
            .returning({ id: posts.id })
        : await tx
            .update(comments)
            .set({ repliesCount: sql`${comments.repliesCount} + 1` })
            .where(and(eq(comments.postAuthorId, comment.postAuthorId), eq(comments.postId, comment.postId), eq(comments.id, comment.parentId), eq(comments.isDeleted, false)))
            .returning({ id: comments.id });
    if (counted.length === 0) return false;
    await tx.insert(comments).values({ ...comment, date: comment.creationDate });
    return true;
  });
}

export async function updateCommentContent(db: Database, key: CommentKey, content: { text: string; image: StoredImage | null; editedBy: string; editedAt: Date }): Promise<boolean> {
  const rows = await db
    .update(comments)
    .set({ text: content.text, image: content.image, lastEditDate: content.editedAt, lastEditBy: content.editedBy })
    .where(and(eq(comments.postAuthorId, key.postAuthorId), eq(comments.postId, key.postId), eq(comments.id, key.id), eq(comments.isDeleted, false)))
    .returning({ id: comments.id });
  return rows.length > 0;
}

/** Soft delete (spec 2 §4, as for posts): flagged, who and when recorded, Date removed; uncounted from its post or comment. */
export async function softDeleteComment(db: Database, key: CommentKey, deletedBy: string, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .update(comments)
      .set({ isDeleted: true, deletedBy, deletionDate: at, date: null })
      .where(and(eq(comments.postAuthorId, key.postAuthorId), eq(comments.postId, key.postId), eq(comments.id, key.id), eq(comments.isDeleted, false)))
      .returning({ parentId: comments.parentId });
    if (!deleted) return false;
    if (deleted.parentId === null) {
      await tx
        .update(posts)
        .set({ commentsCount: sql`greatest(${posts.commentsCount} - 1, 0)` })
        .where(and(eq(posts.authorId, key.postAuthorId), eq(posts.id, key.postId)));
    } else {
      await tx
        .update(comments)
        .set({ repliesCount: sql`greatest(${comments.repliesCount} - 1, 0)` })
        .where(and(eq(comments.postAuthorId, key.postAuthorId), eq(comments.postId, key.postId), eq(comments.id, deleted.parentId)));
    }
    return true;
  });
}
