import type { Language, LocalizedText, TranslatedBy } from '@arya/core';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { comments, internalNews, posts, users } from '../../db/schema/index.ts';
import { hiddenNow } from '../../shared/post-audience.ts';
import type { TranslationTarget } from '../../shared/translations/queue.ts';
import { commentSourceOf, newsSourceOf, newsTexts, postSourceOf, postTexts, type TextSource } from '../../shared/translations/source.ts';

/** A text to translate as stored now. */
export interface StoredText {
  /** In order: an idea's title and description; a post's or comment's text; a news item's title, secondary title and contents. */
  texts: (string | null)[];
  /** A comment's text is sanitized HTML; a post's and a news item's are plain. */
  html: boolean;
  source: TextSource;
  /** The version the stored translation was made from. */
  translatedFrom: string | null;
  /** Whose daily share its characters count in: the post's, comment's or reply's author; null for internal news. */
  authorId: string | null;
  /**
   * Whether it may go to the provider: not deleted (by its author or by moderation), on a post
   * still there, by a member neither suspended nor erased; a news item's also in the language of
   * the section it was written in.
   */
  sendable: boolean;
}

const postKey = (target: { authorId: string; id: string }) => and(eq(posts.authorId, target.authorId), eq(posts.id, target.id));
const commentKey = (target: { postAuthorId: string; postId: string; id: string }) =>
  and(eq(comments.postAuthorId, target.postAuthorId), eq(comments.postId, target.postId), eq(comments.id, target.id));

export async function loadText(db: Database, target: TranslationTarget): Promise<StoredText | null> {
  if (target.kind === 'news') return loadNews(db, target);
  if (target.kind === 'post') {
    const [row] = await db
      .select({ text: posts.text, financialData: posts.financialData, isDeleted: posts.isDeleted, translatedFrom: posts.translatedFrom, hidden: hiddenNow(users.hiddenUntil), erasedAt: users.deletedAt })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(postKey(target));
    if (!row) return null;
    return { texts: postTexts(row), html: false, source: postSourceOf(row), translatedFrom: row.translatedFrom, authorId: target.authorId, sendable: !row.isDeleted && !row.hidden && row.erasedAt === null };
  }
  const [row] = await db
    .select({ text: comments.text, authorId: comments.authorId, isDeleted: comments.isDeleted, postDeleted: posts.isDeleted, translatedFrom: comments.translatedFrom, hidden: hiddenNow(users.hiddenUntil), erasedAt: users.deletedAt })
    .from(comments)
    .innerJoin(posts, and(eq(posts.authorId, comments.postAuthorId), eq(posts.id, comments.postId)))
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(commentKey(target));
  if (!row) return null;
  return { texts: [row.text], html: true, source: commentSourceOf(row), translatedFrom: row.translatedFrom, authorId: row.authorId, sendable: !row.isDeleted && !row.postDeleted && !row.hidden && row.erasedAt === null };
}

/** A news item's one written version (plain text, like a post's), sendable when its language was confirmed. */
async function loadNews(db: Database, target: { id: string }): Promise<StoredText | null> {
  const [row] = await db
    .select({
      title: internalNews.title,
      secondaryTitle: internalNews.secondaryTitle,
      localizations: internalNews.localizations,
      isDeleted: internalNews.isDeleted,
      translation: internalNews.translation,
      hidden: hiddenNow(users.hiddenUntil),
      erasedAt: users.deletedAt,
    })
    .from(internalNews)
    .innerJoin(users, eq(users.id, internalNews.authorId))
    .where(eq(internalNews.id, target.id));
  if (!row) return null;
  const source = newsSourceOf(row);
  return {
    texts: newsTexts(row),
    html: false,
    source,
    translatedFrom: row.translation?.from ?? null,
    authorId: null,
    sendable: source.translatable && !row.isDeleted && !row.hidden && row.erasedAt === null,
  };
}

export interface MadeTranslation {
  hash: string;
  to: Language;
  /** One per stored text, in order (null where the text was null). */
  texts: (string | null)[];
  by: TranslatedBy;
}

/**
 * Stores a translation if the row still holds the version it was made from and is not deleted
 * (an edit or a delete may have come while the provider worked): the row is locked, then checked.
 * Answers what was stored, or null.
 */
export async function storeTranslation(db: Database, target: TranslationTarget, made: MadeTranslation): Promise<{ text: LocalizedText; title: LocalizedText } | null> {
  return db.transaction(async (tx) => {
    if (target.kind === 'news') return storeNewsTranslation(tx, target, made);
    if (target.kind === 'post') {
      const [row] = await tx.select({ text: posts.text, financialData: posts.financialData, isDeleted: posts.isDeleted }).from(posts).where(postKey(target)).for('update');
      if (!row || row.isDeleted || postSourceOf(row).hash !== made.hash) return null;
      const [title, text] = row.financialData ? made.texts : [null, made.texts[0]];
      const stored = { text: only(made.to, text), title: only(made.to, title) };
      await tx
        .update(posts)
        .set({ textLocalizations: stored.text, titleLocalizations: row.financialData ? stored.title : null, translatedBy: made.by, translatedFrom: made.hash })
        .where(postKey(target));
      return stored;
    }
    const [row] = await tx.select({ text: comments.text, isDeleted: comments.isDeleted }).from(comments).where(commentKey(target)).for('update');
    if (!row || row.isDeleted || commentSourceOf(row).hash !== made.hash) return null;
    const stored = { text: only(made.to, made.texts[0]), title: {} };
    await tx.update(comments).set({ textLocalizations: stored.text, translatedBy: made.by, translatedFrom: made.hash }).where(commentKey(target));
    return stored;
  });
}

/** A news item's translation, its three texts in order: title, secondary title, contents. */
async function storeNewsTranslation(tx: Transaction, target: { id: string }, made: MadeTranslation): Promise<{ text: LocalizedText; title: LocalizedText } | null> {
  const [row] = await tx
    .select({ title: internalNews.title, secondaryTitle: internalNews.secondaryTitle, localizations: internalNews.localizations, isDeleted: internalNews.isDeleted })
    .from(internalNews)
    .where(eq(internalNews.id, target.id))
    .for('update');
  const [title = null, secondaryTitle = null, contents] = made.texts;
  if (!row || row.isDeleted || newsSourceOf(row).hash !== made.hash || !contents) return null;
  await tx
    .update(internalNews)
    .set({ translation: { language: made.to, title, secondaryTitle, contents, by: made.by, from: made.hash } })
    .where(eq(internalNews.id, target.id));
  return { text: only(made.to, contents), title: only(made.to, title) };
}

const only = (language: Language, text: string | null | undefined): LocalizedText => (text ? { [language]: text } : {});
