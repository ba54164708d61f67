import { isLanguage, type InternalNews } from '@arya/core';
import type { internalNews, StoredNewsLocalization, StoredNewsTranslation } from '../../db/schema/index.ts';

export type NewsRow = typeof internalNews.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const toLocalization = (version: StoredNewsLocalization | undefined, titles: { Title: string; SecondaryTitle: string | null }) =>
  version ? { ...titles, Contents: version.contents, Audios: version.audios, Files: version.files.map((file) => ({ Url: file.url, Name: file.name })) } : null;

/**
 * Each language's titles: the French ones are the default version's when French is written; the
 * English ones have columns of their own, null on items written before titles had a language,
 * whose single titles stand for both languages.
 */
function titlesOf(news: NewsRow) {
  const single = { Title: news.title, SecondaryTitle: news.secondaryTitle };
  return { fr: single, en: news.titleEn === null ? single : { Title: news.titleEn, SecondaryTitle: news.secondaryTitleEn } };
}

/**
 * A news item as the API answers it (spec 2 §3). Locked (the reader may not read it): only its
 * ids, dates, deletion and the reader's favourite mark are sent, never its content. Its audience
 * (AvailableFor) is for staff, who write it.
 */
export function toNewsDto(news: NewsRow, reader: { locked: boolean; favorite: boolean; staff: boolean; postAuthorId: string }): InternalNews {
  const { locked } = reader;
  const fallback = news.localizations.fr ?? news.localizations.en;
  const base = {
    Id: news.id,
    PostId: `${reader.postAuthorId}/${news.postId}`,
    AuthorId: news.authorId,
    PublishDate: news.publishDate.toISOString(),
    Deadline: iso(news.deadline),
    Locked: locked,
    AvailableFor: reader.staff ? news.availableFor : [],
    IsDeleted: news.isDeleted,
    // Spec 2 §4: a deleted news item is no one's favourite any more.
    IsFavorite: reader.favorite && !news.isDeleted,
    AdditionalData: { DeletedBy: news.deletedBy, DeletedAt: iso(news.deletedAt) },
  };
  if (locked) {
    return {
      ...base,
      Categories: null,
      Category: null,
      TargetPrices: null,
      Title: null,
      SecondaryTitle: null,
      Contents: null,
      Images: [],
      Audios: [],
      Files: [],
      Localizations: { fr: null, en: null },
      Translation: null,
    };
  }
  const { categories, targetPrices } = news;
  const titles = titlesOf(news);
  return {
    ...base,
    Categories: {
      TradingTerm: categories.tradingTerm as NonNullable<InternalNews['Categories']>['TradingTerm'],
      Template: categories.template as NonNullable<InternalNews['Categories']>['Template'],
      Trend: categories.trend as NonNullable<InternalNews['Categories']>['Trend'],
      Instrument: categories.instrument || null,
      TimeFrame: categories.timeFrame as NonNullable<InternalNews['Categories']>['TimeFrame'],
      OrderType: categories.orderType as NonNullable<InternalNews['Categories']>['OrderType'],
    },
    Category: news.category as InternalNews['Category'],
    TargetPrices: { Entry: targetPrices.entry, BE: targetPrices.be, TP1: targetPrices.tp1, TP2: targetPrices.tp2, TP3: targetPrices.tp3, SL: targetPrices.sl },
    Title: news.title,
    SecondaryTitle: news.secondaryTitle,
    Contents: fallback?.contents ?? null,
    Images: news.images.map((image) => image.url),
    Audios: fallback?.audios ?? [],
    Files: (fallback?.files ?? []).map((file) => ({ Url: file.url, Name: file.name })),
    Localizations: { fr: toLocalization(news.localizations.fr, titles.fr), en: toLocalization(news.localizations.en, titles.en) },
    Translation: news.isDeleted ? null : toTranslation(news.translation),
  };
}

/** The stored translation as answers carry it; only into French or English, whatever a row holds. */
function toTranslation(stored: StoredNewsTranslation | null): InternalNews['Translation'] {
  if (!stored || !isLanguage(stored.language)) return null;
  return { Language: stored.language, Title: stored.title, SecondaryTitle: stored.secondaryTitle, Contents: stored.contents, By: stored.by };
}
