import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { Keyset, paginate, type PageRequest } from '../../db/keyset.ts';
import { composeCommentId, composePostId } from '@arya/core';
import { comments, posts, reactions, users, type StoredImage, type StoredLastComment } from '../../db/schema/index.ts';
import { hiddenNow } from '../../shared/post-audience.ts';
import { recordNotification } from '../../shared/notifications.ts';
import { commentIdOf } from '../../shared/post-views/comment-keys.ts';
import { commentExcerpt } from '../../shared/text/comment-html.ts';
import { authorColumns } from '../../shared/members/public-users.repository.ts';
import { NO_TRANSLATION, type QueueTranslation } from '../../shared/translations/queue.ts';
import { commentSourceOf, retranslated } from '../../shared/translations/source.ts';

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

/** A thread's order: newest first, ties by id. */
const threadKeyset = new Keyset(comments.creationDate, [comments.id]);

const commentFields = {
  comment: comments,
  author: authorColumns,
  liked: sql<boolean>`${reactions.userId} is not null`,
  cursorDate: threadKeyset.instant,
};

export type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['execute']>>[number];

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
export function findThreadPage(db: Database, thread: ThreadKey, page: PageRequest, viewerId: string | null, excludedAuthors: readonly string[] = [], seesHidden = false) {
  // The authors the reader hides (blocks either way, mutes) are left out in SQL, so a page stays full;
  // so are, but for staff, suspended members and members leaving (users.hidden_until, already joined).
  const shown = excludedAuthors.length > 0 ? sql`${comments.authorId} <> all(${sql.param(excludedAuthors)}::text[])` : undefined;
  const unhidden = seesHidden ? undefined : sql`not ${hiddenNow(users.hiddenUntil)}`;
  return paginate(
    threadKeyset,
    page,
    ({ after, orderBy, limit }) =>
      selectComments(db, viewerId)
        .where(and(inThread(thread), shown, unhidden, after))
        .orderBy(...orderBy)
        .limit(limit),
    (row) => [row.comment.id],
  );
}

export async function findComment(db: Database, key: CommentKey, viewerId: string | null): Promise<CommentRow | null> {
  const [row] = await selectComments(db, viewerId)
    .where(and(eq(comments.postAuthorId, key.postAuthorId), eq(comments.postId, key.postId), eq(comments.id, key.id)))
    .limit(1);
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
 * Adds a comment and counts it on its post (or a reply on its comment) in one transaction, with the
 * post's LastComment and the notification of the post's (or comment's) author; null when the post
 * (or comment) was deleted meanwhile, else whose notifications changed.
 */
export async function insertComment(db: Database, comment: NewComment, queueTranslation: QueueTranslation = NO_TRANSLATION): Promise<{ notified: string | null } | null> {
  return db.transaction(async (tx) => {
    const ids = { post: composePostId(comment.postAuthorId, comment.postId), self: commentIdOf(comment) };
    const counted =
      comment.parentId === null
        ? await tx
            .update(posts)
            .set({
              commentsCount: sql`${posts.commentsCount} + 1`,
              // Only a newer comment replaces the one shown (comments written at once may commit in any order).
              lastComment: sql`case when ${posts.lastComment} is null or ${posts.lastComment} ->> 'date' <= ${comment.creationDate.toISOString()} then ${lastCommentOf(comment, sql`(select ${users.displayName} from ${users} where ${users.id} = ${comment.authorId})`)} else ${posts.lastComment} end`,
            })
            .where(and(eq(posts.authorId, comment.postAuthorId), eq(posts.id, comment.postId), eq(posts.isDeleted, false)))
            .returning({ authorId: posts.authorId })
        : await tx
            .update(comments)
            .set({ repliesCount: sql`${comments.repliesCount} + 1` })
            .where(and(eq(comments.postAuthorId, comment.postAuthorId), eq(comments.postId, comment.postId), eq(comments.id, comment.parentId), eq(comments.isDeleted, false)))
            .returning({ authorId: comments.authorId });
    const [recipient] = counted;
    if (!recipient) return null;
    const source = commentSourceOf(comment);
    await tx.insert(comments).values({ ...comment, textLang: source.lang, date: comment.creationDate });
    await queueTranslation(tx, { kind: 'comment', postAuthorId: comment.postAuthorId, postId: comment.postId, id: comment.id }, source, comment.creationDate);
    const notified = await recordNotification(tx, {
      userId: recipient.authorId,
      type: comment.parentId === null ? 'post_comment' : 'comment_reply',
      targetId: comment.parentId === null ? ids.post : composeCommentId(comment.postAuthorId, comment.postId, comment.parentId),
      authorId: comment.authorId,
      objectId: ids.self,
      at: comment.creationDate,
    });
    return { notified: notified ? recipient.authorId : null };
  });
}

/** What a post shows of its newest comment (spec 2 §3 LastComment): its text without markup, shortened. */
function lastCommentOf(comment: Pick<NewComment, 'postAuthorId' | 'postId' | 'id' | 'parentId' | 'authorId' | 'text' | 'creationDate'>, authorName: string | SQL): SQL {
  const stored: Omit<StoredLastComment, 'authorName'> = {
    id: commentIdOf(comment),
    authorId: comment.authorId,
    text: commentExcerpt(comment.text),
    date: comment.creationDate.toISOString(),
  };
  // The author's name as their profile says (read in the same statement when not known).
  return sql`${JSON.stringify(stored)}::jsonb || jsonb_build_object('authorName', ${authorName}::text)`;
}

/**
 * Edits a comment or reply; the post's LastComment follows when it shows this comment. When its
 * words change, its translations go and a new one is queued, in the same transaction.
 */
export async function updateCommentContent(
  db: Database,
  key: CommentKey,
  content: { text: string; image: StoredImage | null; editedBy: string; editedAt: Date },
  queueTranslation: QueueTranslation = NO_TRANSLATION,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const live = and(eq(comments.postAuthorId, key.postAuthorId), eq(comments.postId, key.postId), eq(comments.id, key.id), eq(comments.isDeleted, false));
    const [before] = await tx.select({ text: comments.text }).from(comments).where(live).for('update');
    if (!before) return false;
    // Compared as words, so the old version is not detected again: only a change is.
    const wordsChanged = content.text !== before.text;
    const source = commentSourceOf(content);
    const [edited] = await tx
      .update(comments)
      .set({ text: content.text, image: content.image, lastEditDate: content.editedAt, lastEditBy: content.editedBy, ...(wordsChanged ? retranslated(source.lang) : {}) })
      .where(live)
      .returning({ parentId: comments.parentId });
    if (!edited) return false;
    if (wordsChanged) await queueTranslation(tx, { kind: 'comment', ...key }, source, content.editedAt);
    if (edited.parentId === null) {
      await tx
        .update(posts)
        .set({ lastComment: sql`jsonb_set(${posts.lastComment}, '{text}', to_jsonb(${commentExcerpt(content.text)}::text))` })
        .where(
          and(
            eq(posts.authorId, key.postAuthorId),
            eq(posts.id, key.postId),
            sql`${posts.lastComment} ->> 'id' = ${composeCommentId(key.postAuthorId, key.postId, key.id)}`,
          ),
        );
    }
    return true;
  });
}

/**
 * A comment or reply gone (-1) or back (+1, restored by moderation), in the caller's transaction:
 * its post's comments count and LastComment (the newest comment still there), or its comment's
 * replies count.
 */
export async function recount(tx: Transaction, key: CommentKey, parentId: string | null, delta: 1 | -1): Promise<void> {
  if (parentId === null) {
    // The post's LastComment is the newest comment still there. The post is locked first, so a
    // comment added or deleted at the same time is either seen here or waits for this.
    await tx
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.authorId, key.postAuthorId), eq(posts.id, key.postId)))
      .for('update');
    const [newest] = await tx
      .select({ comment: comments, authorName: users.displayName })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.authorId))
      .where(and(eq(comments.postAuthorId, key.postAuthorId), eq(comments.postId, key.postId), isNull(comments.parentId), eq(comments.isDeleted, false)))
      .orderBy(desc(comments.creationDate), desc(comments.id))
      .limit(1);
    await tx
      .update(posts)
      .set({
        commentsCount: sql`greatest(${posts.commentsCount} + ${delta}, 0)`,
        lastComment: newest ? lastCommentOf({ ...newest.comment, text: newest.comment.text ?? '' }, newest.authorName) : null,
      })
      .where(and(eq(posts.authorId, key.postAuthorId), eq(posts.id, key.postId)));
  } else {
    await tx
      .update(comments)
      .set({ repliesCount: sql`greatest(${comments.repliesCount} + ${delta}, 0)` })
      .where(and(eq(comments.postAuthorId, key.postAuthorId), eq(comments.postId, key.postId), eq(comments.id, parentId)));
  }
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
    await recount(tx, key, deleted.parentId, -1);
    return true;
  });
}
