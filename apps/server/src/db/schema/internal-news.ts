import type { Language, TranslatedBy } from '@arya/core';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export interface StoredNewsFile {
  url: string;
  name: string;
}

/** One language's version of a news item's contents, audios and PDF files. */
export interface StoredNewsLocalization {
  contents: string;
  audios: string[];
  files: StoredNewsFile[];
}

/**
 * A news item's one written version in the other language (French ⇄ English), made by the
 * translation job: plain text, like the version it was made from.
 */
export interface StoredNewsTranslation {
  language: Language;
  title: string | null;
  secondaryTitle: string | null;
  contents: string;
  by: TranslatedBy;
  /** The source hash (`translations/source.ts` newsSourceOf) of the version it was made from. */
  from: string;
}

export interface StoredAvailability {
  Subscription: 'SILVER' | 'GOLD' | 'INFINITE';
  Language: 'fr' | 'en';
}

/**
 * Internal news (spec 2 §3): editorial items written by staff in the back-office. Each is carried
 * in the feeds by a post (`post_author_id`/`post_id`, whose `internal_news_ref` is this id). The
 * localizations are a column, not a table: they are always read with the item, in the feed's one
 * statement.
 */
export const internalNews = pgTable(
  'internal_news',
  {
    id: text('id').primaryKey(),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: text('post_id').notNull(),
    publishDate: timestamp('publish_date', { withTimezone: true }).notNull().defaultNow(),
    deadline: timestamp('deadline', { withTimezone: true }),
    availableFor: jsonb('available_for').$type<StoredAvailability[]>().notNull().default([]),
    categories: jsonb('categories')
      .$type<{ tradingTerm: string | null; template: string | null; trend: string | null; instrument: string; timeFrame: string | null; orderType: string | null }>()
      .notNull(),
    category: text('category'),
    targetPrices: jsonb('target_prices')
      .$type<{ entry: number | null; be: number | null; tp1: number | null; tp2: number | null; tp3: number | null; sl: number | null }>()
      .notNull(),
    /** The default version's titles: French when written, else English (spec 2 §3 Title, SecondaryTitle). */
    title: text('title').notNull(),
    secondaryTitle: text('secondary_title'),
    /**
     * The English version's titles. Null on items written before titles had a language: their single
     * titles stand for both languages.
     */
    titleEn: text('title_en'),
    secondaryTitleEn: text('secondary_title_en'),
    images: jsonb('images').$type<{ url: string; width: number; height: number }[]>().notNull().default([]),
    localizations: jsonb('localizations').$type<{ fr?: StoredNewsLocalization; en?: StoredNewsLocalization }>().notNull(),
    /**
     * The detected language of the item's one written version ('fr', 'en', 'de'...); null when both
     * are written (nothing to translate), or too short to tell.
     */
    textLang: text('text_lang'),
    /** The one written version translated into the other language, when its language was confirmed. */
    translation: jsonb('translation').$type<StoredNewsTranslation>(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedBy: text('deleted_by'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    // The back-office list and the header's count of news published since a date.
    index('internal_news_publish_idx').on(sql`${table.publishDate} desc`, sql`${table.id} desc`),
    // A member's news when their account goes (the foreign key's cascade).
    index('internal_news_author_idx').on(table.authorId),
  ],
);
