import { randomBytes } from 'node:crypto';
import { composePostId, parsePostId, shareIdOf, uploadTokenOf } from '@arya/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { posts, users, type StoredGif, type StoredImage } from '../../db/schema/index.ts';
import { recordPostInstruments, replacePostInstruments } from '../../shared/instruments/post-instruments.ts';
import { recordNotification } from '../../shared/notifications.ts';
import { refreshWithdrawn } from '../../shared/owned-uploads.ts';
import { authorColumns } from '../../shared/members/public-users.repository.ts';
import { newsAudienceOf, type PostAudience } from '../../shared/post-audience.ts';
import { NO_TRANSLATION, type QueueTranslation } from '../../shared/translations/queue.ts';
import { postSourceOf, postTexts, retranslated, sameTexts } from '../../shared/translations/source.ts';

/** A new post's id (posts, ideas and news alike): 96 random bits, URL-safe. */
export function newPostId(): string {
  return randomBytes(12).toString('base64url');
}

export interface NewPost {
  authorId: string;
  id: string;
  text: string | null;
  images: StoredImage[];
  gif: StoredGif | null;
  youtubeId: string | null;
  creationDate: Date;
}

/** What an idea or a news post adds to a post (spec 2 §3 FinancialData, Audio, RestrictedTo; the ideas page's columns). */
export type IdeaColumns = Partial<
  Pick<typeof posts.$inferInsert, 'financialData' | 'audio' | 'restrictedTo' | 'internalNewsRef' | 'ideaType' | 'ideaAssetType' | 'ideaSell' | 'ideaExpiresAt'>
>;

/**
 * Inserts the post with its detected language, counts it on its author and queues its translation,
 * in one transaction; false when the author has no profile.
 */
export async function insertPost(
  db: Database,
  post: NewPost & IdeaColumns,
  queueTranslation: QueueTranslation = NO_TRANSLATION,
  /** What else the publication writes, in its transaction (an idea's outcome). */
  alsoWrite?: (tx: Transaction) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const counted = await tx
      .update(users)
      .set({ postsCount: sql`${users.postsCount} + 1` })
      .where(eq(users.id, post.authorId))
      .returning({ id: users.id });
    if (counted.length === 0) return false;
    const source = postSourceOf({ text: post.text, financialData: post.financialData ?? null });
    await tx.insert(posts).values({ ...post, textLang: source.lang, date: post.creationDate });
    await recordPostInstruments(tx, post, post.creationDate, [post.financialData?.title, post.text]);
    await refreshWithdrawn(tx, post.authorId, tokensOf(post.images, post.audio));
    await queueTranslation(tx, { kind: 'post', authorId: post.authorId, id: post.id }, source, post.creationDate);
    await alsoWrite?.(tx);
    return true;
  });
}

/**
 * Edits a post or idea. When its words change (text, or an idea's title), its translations go and a
 * new one is queued, in the same transaction; an edit of its images or levels alone keeps them.
 */
export async function updatePostContent(
  db: Database,
  key: { authorId: string; id: string },
  content: { text: string; images: StoredImage[]; gif: StoredGif | null; youtubeId: string | null; editedBy: string; editedAt: Date; idea?: IdeaColumns },
  queueTranslation: QueueTranslation = NO_TRANSLATION,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const live = and(eq(posts.authorId, key.authorId), eq(posts.id, key.id), eq(posts.isDeleted, false));
    const [before] = await tx
      .select({ images: posts.images, audio: posts.audio, text: posts.text, financialData: posts.financialData, creationDate: posts.creationDate })
      .from(posts)
      .where(live)
      .for('update');
    if (!before) return false;
    const after = { text: content.text, financialData: content.idea?.financialData ?? before.financialData };
    // Compared as words, so the old version is not detected again: only a change is.
    const wordsChanged = !sameTexts(postTexts(after), postTexts(before));
    const source = postSourceOf(after);
    await tx
      .update(posts)
      .set({
        text: content.text,
        images: content.images,
        gif: content.gif,
        youtubeId: content.youtubeId,
        lastEditDate: content.editedAt,
        lastEditBy: content.editedBy,
        ...content.idea,
        ...(wordsChanged ? { ...retranslated(source.lang), titleLocalizations: null } : {}),
      })
      .where(live);
    if (wordsChanged) await queueTranslation(tx, { kind: 'post', ...key }, source, content.editedAt);
    await replacePostInstruments(tx, key, before.creationDate, [after.financialData?.title, after.text]);
    // Images edited away are withdrawn like a deleted post's; the ones kept or added are shown.
    await refreshWithdrawn(tx, key.authorId, [...tokensOf(before.images, before.audio), ...tokensOf(content.images, content.idea?.audio)]);
    return true;
  });
}

/**
 * Soft delete (spec 2 §4): flagged, who and when recorded, Date removed, CreationDate kept; uncounted
 * from the author, and a share from its original's SharesCount. Answers false when already deleted,
 * else the original's id for a share (null for a post).
 */
export async function softDeletePost(db: Database, key: { authorId: string; id: string }, deletedBy: string, at: Date): Promise<false | { sharedPostId: string | null }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(posts)
      .set({ isDeleted: true, deletedBy, deletionDate: at, date: null })
      .where(and(eq(posts.authorId, key.authorId), eq(posts.id, key.id), eq(posts.isDeleted, false)))
      .returning({ images: posts.images, audio: posts.audio, sharedPostId: posts.sharedPostId });
    const [deleted] = rows;
    if (!deleted) return false;
    await refreshWithdrawn(tx, key.authorId, rows.flatMap((row) => tokensOf(row.images, row.audio)));
    await tx
      .update(users)
      .set({ postsCount: sql`greatest(${users.postsCount} - 1, 0)` })
      .where(eq(users.id, key.authorId));
    if (deleted.sharedPostId) {
      const original = parsePostId(deleted.sharedPostId);
      if (!original) throw new Error(`Not a post id: ${deleted.sharedPostId}`);
      await tx
        .update(posts)
        .set({ sharesCount: sql`greatest(${posts.sharesCount} - 1, 0)` })
        .where(and(eq(posts.authorId, original.authorId), eq(posts.id, original.postId)));
    }
    return { sharedPostId: deleted.sharedPostId };
  });
}

/** The upload tokens of a post's images. */
/** The uploads a post shows: its images and its recording. */
function tokensOf(images: StoredImage[], audio?: string | null): string[] {
  return [...images.map((image) => image.url), ...(audio ? [audio] : [])].map(uploadTokenOf).filter((token) => token !== null);
}

export type ShareOutcome =
  | { outcome: 'missing' | 'own' | 'deleted' | 'already' | 'textChanged' | 'imagesChanged' | 'news' }
  /** The post named is itself a share: its original is what gets shared. */
  | { outcome: 'isShare'; originalId: string }
  | { outcome: 'done'; shareId: string; notified: string | null };

export interface NewShare {
  sharerId: string;
  original: { authorId: string; id: string };
  text: string;
  /** The original's text and images as the member loaded them. */
  seen: { text: string | null; images: string[] };
  mayRead: (post: PostAudience) => boolean;
  at: Date;
  queueTranslation?: QueueTranslation;
}

/**
 * Shares a post (spec 2 §4, "a transaction is used to share a post"): the original is locked, then
 * checked (readable, not the sharer's, not deleted, not shared by them yet, unchanged since loaded);
 * the share (its id made from the original's), the sharer's post count, the original's SharesCount
 * and its author's notification are written together.
 */
export async function insertShare(db: Database, share: NewShare): Promise<ShareOutcome> {
  return db.transaction(async (tx) => {
    const [original] = await tx
      .select({ post: posts, author: authorColumns, newsAudience: newsAudienceOf(posts.internalNewsRef) })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(and(eq(posts.authorId, share.original.authorId), eq(posts.id, share.original.id)))
      .for('update', { of: posts });
    if (!original || !share.mayRead({ ...original.post, newsAudience: original.newsAudience, authorPublic: original.author.publicProfile, authorHidden: original.author.hidden })) return { outcome: 'missing' };
    const { post, author } = original;
    // A news item is read by its audience only: a share would show it to the sharer's followers.
    if (post.internalNewsRef) return { outcome: 'news' };
    if (post.sharedPostId) return { outcome: 'isShare', originalId: post.sharedPostId };
    if (post.authorId === share.sharerId) return { outcome: 'own' };
    if (post.isDeleted) return { outcome: 'deleted' };
    if ((post.text ?? null) !== share.seen.text) return { outcome: 'textChanged' };
    if (!sameList(post.images.map((image) => image.url), share.seen.images)) return { outcome: 'imagesChanged' };
    const shareId = shareIdOf(post.authorId, post.id);
    const originalId = composePostId(post.authorId, post.id);
    const source = postSourceOf({ text: share.text, financialData: null });
    const inserted = await tx
      .insert(posts)
      .values({
        authorId: share.sharerId,
        id: shareId,
        text: share.text,
        textLang: source.lang,
        images: [],
        sharedPostId: originalId,
        sharedPost: {
          id: originalId,
          author: {
            id: author.id,
            name: author.displayName,
            job: author.job,
            verified: author.verified,
            pictureDate: author.pictureDate?.toISOString() ?? null,
            alias: author.vanityAlias ?? author.systemAlias,
          },
          text: post.text,
          date: post.date?.toISOString() ?? null,
          images: post.images,
        },
        creationDate: share.at,
        date: share.at,
      })
      .onConflictDoNothing()
      .returning({ id: posts.id });
    // Shared once: the id is taken (even by a share deleted since).
    if (inserted.length === 0) return { outcome: 'already' };
    // A share names what its own text names (its original's words are the original's).
    await recordPostInstruments(tx, { authorId: share.sharerId, id: shareId }, share.at, [share.text]);
    await (share.queueTranslation ?? NO_TRANSLATION)(tx, { kind: 'post', authorId: share.sharerId, id: shareId }, source, share.at);
    await tx
      .update(users)
      .set({ postsCount: sql`${users.postsCount} + 1` })
      .where(eq(users.id, share.sharerId));
    await tx
      .update(posts)
      .set({ sharesCount: sql`${posts.sharesCount} + 1` })
      .where(and(eq(posts.authorId, post.authorId), eq(posts.id, post.id)));
    const notified = await recordNotification(tx, {
      userId: post.authorId,
      type: 'post_share',
      targetId: originalId,
      authorId: share.sharerId,
      objectId: composePostId(share.sharerId, shareId),
      at: share.at,
    });
    return { outcome: 'done', shareId, notified: notified ? post.authorId : null };
  });
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((value, index) => value === b[index]);
