import {
  type addFavoriteNewsEndpoint,
  canOpenIdeas,
  type createNewsEndpoint,
  type deleteNewsEndpoint,
  mayReadNews,
  NEW_NEWS_COUNT_DEFAULT,
  uploadTokenOf,
  uploadUrl,
  type InternalNews,
  type NewNewsCount,
  type NewsPage,
  type ValidNewsInput,
} from '@arya/core';
import type { Database } from '../../db/client.ts';
import type { StoredNewsLocalization } from '../../db/schema/index.ts';
import type { Fail, FailOf } from '../../http/fail.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import type { QueueTranslation } from '../../shared/translations/queue.ts';
import { resolveImages } from '../posts/posts.service.ts';
import { newPostId } from '../posts/posts.repository.ts';
import { findOwnFiles } from '../../shared/owned-uploads.ts';
import { toNewsDto, type NewsRow } from '../../shared/post-views/news.dto.ts';
import * as repository from './news.repository.ts';

const AUDIO_TYPES = new Set(['audio/mpeg', 'audio/webm']);

const staffView = (row: NewsRow): InternalNews => toNewsDto(row, { locked: false, favorite: false, staff: true, postAuthorId: row.authorId });

/**
 * The audios and PDFs of each language: every one an upload of the author's of the right kind,
 * checked in one query; the address is stored as we serve it.
 */
async function resolveLocalizations(
  db: Database,
  authorId: string,
  input: ValidNewsInput['localizations'],
  fail: Fail<'INVALID_ATTACHMENT'>,
): Promise<{ fr?: StoredNewsLocalization; en?: StoredNewsLocalization }> {
  const versions = Object.entries(input).filter((entry): entry is ['fr' | 'en', NonNullable<(typeof input)['fr']>] => entry[1] !== null);
  const tokens = versions.flatMap(([, version]) => [...version.audios, ...version.files].map((file) => uploadTokenOf(file.url) ?? ''));
  const owned = new Map((await findOwnFiles(db, authorId, tokens.filter(Boolean))).map((file) => [file.token, file.contentType]));
  const checked = (url: string, accepts: (type: string) => boolean) => {
    const token = uploadTokenOf(url);
    const type = token ? owned.get(token) : undefined;
    if (!token || !type || !accepts(type)) return fail('INVALID_ATTACHMENT', 'Attach recordings and PDF files you uploaded');
    return uploadUrl(token);
  };
  const result: { fr?: StoredNewsLocalization; en?: StoredNewsLocalization } = {};
  for (const [language, version] of versions) {
    result[language] = {
      contents: version.contents,
      audios: version.audios.map((audio) => checked(audio.url, (type) => AUDIO_TYPES.has(type))),
      files: version.files.map((file) => ({ url: checked(file.url, (type) => type === 'application/pdf'), name: file.name })),
    };
  }
  return result;
}

/** What publishing news needs: the database, and the translation queue (a no-op without a provider). */
export interface NewsDependencies {
  db: Database;
  queueTranslation: QueueTranslation;
}

/** Publishes a news item (staff) and the post that carries it in the feeds; a single version is translated into the other language. */
export async function createNews(
  { db, queueTranslation }: NewsDependencies,
  user: SessionUser,
  input: ValidNewsInput,
  fail: FailOf<typeof createNewsEndpoint>,
  now = new Date(),
): Promise<InternalNews> {
  const images = await resolveImages(db, user.id, input.images, fail);
  const localizations = await resolveLocalizations(db, user.id, input.localizations, fail);
  const id = newPostId();
  const postId = `news-${id}`;
  const deadline = input.deadline ? new Date(input.deadline) : null;
  const { trend } = input.categories;
  // The default version's titles are French when written, else English (like its contents).
  const { fr, en } = input.localizations;
  const titles = fr ?? en;
  if (!titles) throw new Error('a news item has at least one language (newsInputSchema)');
  const inserted = await repository.insertNews(
    db,
    {
      id,
      authorId: user.id,
      postId,
      publishDate: now,
      deadline,
      availableFor: input.availableFor,
      categories: input.categories,
      category: input.category,
      targetPrices: input.targetPrices,
      title: titles.title,
      secondaryTitle: titles.secondaryTitle || null,
      titleEn: en?.title ?? null,
      secondaryTitleEn: en?.secondaryTitle || null,
      images,
      localizations,
    },
    {
      authorId: user.id,
      id: postId,
      text: null,
      images: [],
      gif: null,
      youtubeId: null,
      creationDate: now,
      internalNewsRef: id,
      ideaType: 'news',
      ideaAssetType: input.category,
      // Buy/sell from the trend (spec 2 §2); a neutral trend is neither.
      ideaSell: trend === 'bearish' ? true : trend === 'bullish' ? false : null,
      ideaExpiresAt: deadline,
    },
    queueTranslation,
  );
  if (!inserted) fail('PROFILE_NOT_FOUND', 'This member has no profile yet');
  const row = await repository.findNews(db, id);
  if (!row) throw new Error('a news item just written cannot be read back');
  return staffView(row);
}

export async function deleteNews(db: Database, user: SessionUser, newsId: string, fail: FailOf<typeof deleteNewsEndpoint>, now = new Date()): Promise<InternalNews> {
  const result = await repository.softDeleteNews(db, newsId, user.id, now);
  if (result === 'missing') return fail('NEWS_NOT_FOUND', 'This news item does not exist');
  if (result === 'deleted') return fail('NEWS_DELETED', 'This news item was deleted');
  return staffView(result);
}

export async function listNews(db: Database, query: { limit?: number; cursor?: string }): Promise<NewsPage> {
  const page = await repository.findNewsPage(db, { limit: query.limit ?? 20, cursor: query.cursor });
  return { items: page.items.map((row) => staffView(row.news)), nextCursor: page.nextCursor };
}

/** Keeps a news item among the member's favourites: one they may read, not deleted. */
export async function addFavoriteNews(db: Database, user: SessionUser, newsId: string, fail: FailOf<typeof addFavoriteNewsEndpoint>): Promise<{ favoriteIdeas: string[] }> {
  const news = await repository.findNews(db, newsId);
  if (!news) return fail('NEWS_NOT_FOUND', 'This news item does not exist');
  if (news.isDeleted) fail('NEWS_DELETED', 'This news item was deleted');
  // A news item the member may not read is none of theirs to keep.
  if (!mayReadNews(news.availableFor, user.access)) fail('NEWS_NOT_FOUND', 'This news item does not exist');
  return { favoriteIdeas: await repository.setFavorite(db, user.id, newsId, true) };
}

/** Drops a news item from the member's favourites, whatever became of it (it cannot fail). */
export async function removeFavoriteNews(db: Database, user: SessionUser, newsId: string): Promise<{ favoriteIdeas: string[] }> {
  return { favoriteIdeas: await repository.setFavorite(db, user.id, newsId, false) };
}

/**
 * Spec 2 §4: news published since the member's last stored fetch that they may read; 10 when no
 * fetch is stored. Members who may not read news (no trial, no subscription) have none to count.
 */
export async function countNewNews(db: Database, user: SessionUser): Promise<NewNewsCount> {
  const { access } = user;
  if (!canOpenIdeas(access)) return { count: 0, since: null };
  const since = await repository.findLastFetch(db, user.id);
  if (!since) return { count: NEW_NEWS_COUNT_DEFAULT, since: null };
  const audience = access.staff ? ({ staff: true } as const) : ({ staff: false, pair: { Subscription: access.tier, Language: access.language } } as const);
  return { count: await repository.countNewsSince(db, since, audience), since: since.toISOString() };
}

export async function markNewsFetched(db: Database, user: SessionUser): Promise<NewNewsCount> {
  const at = await repository.storeFetch(db, user.id);
  return { count: 0, since: at?.toISOString() ?? null };
}
