import { NEW_NEWS_COUNT_MAX, uploadTokenOf } from '@arya/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { Keyset, paginate, type PageRequest } from '../../db/keyset.ts';
import { internalNews, posts, userPrivate } from '../../db/schema/index.ts';
import { insertPost, softDeletePost, type IdeaColumns, type NewPost } from '../posts/posts.repository.ts';
import { withdrawUploads } from '../../shared/owned-uploads.ts';
import { NO_TRANSLATION, type QueueTranslation } from '../../shared/translations/queue.ts';
import { newsSourceOf } from '../../shared/translations/source.ts';

export type NewNews = typeof internalNews.$inferInsert;

/**
 * The news item with its detected language, the post that carries it in the feeds, and the
 * translation of its one written version queued, in one transaction; false when the author has no profile.
 */
export async function insertNews(db: Database, news: NewNews, post: NewPost & IdeaColumns, queueTranslation: QueueTranslation = NO_TRANSLATION): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await insertPost(tx, post))) return false;
    const source = newsSourceOf(news);
    await tx.insert(internalNews).values({ ...news, textLang: source.lang });
    if (source.translatable) await queueTranslation(tx, { kind: 'news', id: news.id }, source, post.creationDate);
    return true;
  });
}

/**
 * Soft delete (spec 2 §4): flagged, AvailableFor cleared, who and when recorded; its post is
 * soft-deleted with it. Answers the row, or why not: missing or already deleted.
 */
export async function softDeleteNews(db: Database, id: string, deletedBy: string, at: Date): Promise<typeof internalNews.$inferSelect | 'missing' | 'deleted'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(internalNews)
      .set({ isDeleted: true, availableFor: [], deletedBy, deletedAt: at })
      .where(and(eq(internalNews.id, id), eq(internalNews.isDeleted, false)))
      .returning();
    if (!row) {
      const [existing] = await tx.select({ id: internalNews.id }).from(internalNews).where(eq(internalNews.id, id));
      return existing ? 'deleted' : 'missing';
    }
    await softDeletePost(tx, { authorId: row.authorId, id: row.postId }, deletedBy, at);
    // Its files are served to nobody but their uploader from now on.
    const versions = [row.localizations.fr, row.localizations.en].filter((version) => version !== undefined);
    const urls = [...row.images.map((image) => image.url), ...versions.flatMap((version) => [...version.audios, ...version.files.map((file) => file.url)])];
    await withdrawUploads(tx, row.authorId, urls.map(uploadTokenOf).filter((token) => token !== null));
    return row;
  });
}

/** The back-office list's order: newest published first, ties by id. */
const newsKeyset = new Keyset(internalNews.publishDate, [internalNews.id]);

/** The back-office list, newest first (deleted ones included). */
export function findNewsPage(db: Database, page: PageRequest) {
  return paginate(
    newsKeyset,
    page,
    ({ after, orderBy, limit }) =>
      db
        .select({ news: internalNews, cursorDate: newsKeyset.instant })
        .from(internalNews)
        .where(after)
        .orderBy(...orderBy)
        .limit(limit),
    (row) => [row.news.id],
  );
}

export async function findNews(db: Database, id: string) {
  const [row] = await db.select().from(internalNews).where(eq(internalNews.id, id));
  return row ?? null;
}

/** Adds or removes a favourite; the list is removed (null) once empty (spec 2 §4). Answers the list. */
export async function setFavorite(db: Database, userId: string, newsId: string, favorite: boolean): Promise<string[]> {
  const list = favorite
    ? sql`case when ${newsId} = any(${userPrivate.favoriteIdeas}) then ${userPrivate.favoriteIdeas} else array_append(coalesce(${userPrivate.favoriteIdeas}, '{}'::text[]), ${newsId}::text) end`
    : sql`nullif(array_remove(${userPrivate.favoriteIdeas}, ${newsId}::text), '{}'::text[])`;
  const [row] = await db.update(userPrivate).set({ favoriteIdeas: list }).where(eq(userPrivate.userId, userId)).returning({ favoriteIdeas: userPrivate.favoriteIdeas });
  return row?.favoriteIdeas ?? [];
}

export async function findLastFetch(db: Database, userId: string): Promise<Date | null> {
  const [row] = await db.select({ at: userPrivate.newsLastFetchedAt }).from(userPrivate).where(eq(userPrivate.userId, userId));
  return row?.at ?? null;
}

/** Stores the database's now as the member's last news fetch. */
export async function storeFetch(db: Database, userId: string): Promise<Date | null> {
  const [row] = await db.update(userPrivate).set({ newsLastFetchedAt: sql`now()` }).where(eq(userPrivate.userId, userId)).returning({ at: userPrivate.newsLastFetchedAt });
  return row?.at ?? null;
}

/**
 * News published after `since` that a reader with this audience reads (every one for staff),
 * counted up to NEW_NEWS_COUNT_MAX: the index on the publish date stops there.
 */
export async function countNewsSince(db: Database, since: Date, audience: { staff: true } | { staff: false; pair: { Subscription: string; Language: string } }): Promise<number> {
  const readable = audience.staff ? sql`true` : sql`${internalNews.availableFor} @> ${JSON.stringify([audience.pair])}::jsonb`;
  const rows = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from (
      select 1 from ${internalNews}
      where ${internalNews.publishDate} > ${since.toISOString()}::timestamptz and ${internalNews.isDeleted} = false and ${readable}
      limit ${NEW_NEWS_COUNT_MAX}
    ) as recent`);
  return (rows as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0;
}

/** A news item's post, to present it through the feed. */
export async function findNewsPostKey(db: Database, newsId: string) {
  const [row] = await db.select({ authorId: posts.authorId, id: posts.id }).from(posts).where(eq(posts.internalNewsRef, newsId));
  return row ?? null;
}
