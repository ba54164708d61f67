import { z } from 'zod';
import { keysetPageSchema, keysetQuerySchema } from '../common/keyset.ts';
import { LANGUAGES } from '../common/languages.ts';
import { text } from '../common/text.ts';
import { TRANSLATED_BY } from '../common/translations.ts';
import { ASSET_TYPES } from '../ideas/ideas.constants.ts';
import { addPriceDecimalsIssues, everyTime, priceSchema } from '../ideas/ideas.schemas.ts';
import { SUBSCRIPTION_TIERS } from '../users/users.constants.ts';
import {
  NEWS_AUDIOS_MAX,
  NEWS_DEADLINE_MAX_DAYS,
  NEWS_CONTENTS_MAX_LENGTH,
  NEWS_FILE_NAME_MAX_LENGTH,
  NEWS_FILES_MAX,
  NEWS_IMAGES_MAX,
  NEWS_INSTRUMENT_MAX_LENGTH,
  NEWS_ORDER_TYPES,
  NEWS_TEMPLATES,
  NEWS_TIME_FRAMES,
  NEWS_TITLE_MAX_LENGTH,
  NEWS_TRADING_TERMS,
  NEWS_TRENDS,
} from './news.constants.ts';

// Messages are keys of the web's `errors` namespace.

export const availabilityPairSchema = z.object({ Subscription: z.enum(SUBSCRIPTION_TIERS), Language: z.enum(LANGUAGES) });

/** A target price: optional; its decimals follow the item's category (its asset type), checked with the item. */
const newsPrice = priceSchema.nullable().default(null);
const upload = z.object({ url: text({ min: 1, max: 500 }) });
const newsFile = z.object({ url: text({ min: 1, max: 500 }), name: text({ trim: true, min: 1, max: NEWS_FILE_NAME_MAX_LENGTH, tooShort: 'required', tooLong: 'tooLong' }) });

/** One language's version of a news item (spec 2 §3 Localizations): titles, contents, audios (mpeg) and PDF files. */
export const newsLocalizationInputSchema = z.object({
  title: text({ trim: true, min: 1, max: NEWS_TITLE_MAX_LENGTH, tooShort: 'required', tooLong: 'tooLong' }),
  secondaryTitle: text({ trim: true, max: NEWS_TITLE_MAX_LENGTH, tooLong: 'tooLong' }).default(''),
  contents: text({ trim: true, min: 1, max: NEWS_CONTENTS_MAX_LENGTH, tooShort: 'required', tooLong: 'tooLong' }),
  audios: z.array(upload).max(NEWS_AUDIOS_MAX, 'max').default([]),
  files: z.array(newsFile).max(NEWS_FILES_MAX, 'max').default([]),
});

/** What the back-office sends to publish an internal news item (staff only). */
export const newsInputSchema = z
  .object({
    categories: z.object({
      tradingTerm: z.enum(NEWS_TRADING_TERMS).nullable().default(null),
      template: z.enum(NEWS_TEMPLATES).nullable().default(null),
      trend: z.enum(NEWS_TRENDS).nullable().default(null),
      instrument: text({ trim: true, max: NEWS_INSTRUMENT_MAX_LENGTH, tooLong: 'tooLong' }).default(''),
      timeFrame: z.enum(NEWS_TIME_FRAMES).nullable().default(null),
      orderType: z.enum(NEWS_ORDER_TYPES).nullable().default(null),
    }),
    category: z.enum(ASSET_TYPES).nullable().default(null),
    targetPrices: z.object({ entry: newsPrice, be: newsPrice, tp1: newsPrice, tp2: newsPrice, tp3: newsPrice, sl: newsPrice }),
    /** ISO date; a deadline is in the future. */
    deadline: z
      .string()
      .datetime({ offset: true, message: 'validityInvalid' })
      .refine((value) => Date.parse(value) > Date.now(), 'validityPast')
      .refine((value) => Date.parse(value) < Date.now() + NEWS_DEADLINE_MAX_DAYS * 24 * 60 * 60 * 1000, 'validityTooFar')
      .nullable()
      .default(null),
    images: z.array(upload).max(NEWS_IMAGES_MAX, 'max').default([]),
    /** At least one language; the news is shown in the reader's language, else in the other. */
    localizations: z
      .object({ fr: newsLocalizationInputSchema.nullable().default(null), en: newsLocalizationInputSchema.nullable().default(null) })
      .refine((value) => value.fr !== null || value.en !== null, { message: 'newsLanguageRequired', path: ['fr'] }),
    /** Who reads it: pairs of plan and language; at least one. */
    availableFor: z
      .array(availabilityPairSchema)
      .min(1, 'newsAudienceRequired')
      .max(SUBSCRIPTION_TIERS.length * LANGUAGES.length)
      .refine((pairs) => new Set(pairs.map((pair) => `${pair.Subscription}:${pair.Language}`)).size === pairs.length, 'newsAudienceTwice'),
  })
  // Issue 23: target prices carry the precision of the category's market (any market's when none is chosen).
  .superRefine((news, context) => addPriceDecimalsIssues(context, news.category, news.targetPrices, ['targetPrices']), everyTime);
export type NewsInput = z.input<typeof newsInputSchema>;
export type ValidNewsInput = z.output<typeof newsInputSchema>;

/** One language's version; its titles are the item's single ones on items written before titles had a language. */
const newsLocalizationSchema = z.object({
  Title: z.string(),
  SecondaryTitle: z.string().nullable(),
  Contents: z.string(),
  Audios: z.array(z.string()),
  Files: z.array(z.object({ Url: z.string(), Name: z.string() })),
});

/**
 * A news item written in one language, translated into the other (French ⇄ English) by a provider
 * or, for the demo's, by a person. Plain text, like the version it was made from.
 */
const newsTranslationSchema = z.object({
  /** The language it was translated into. */
  Language: z.enum(LANGUAGES),
  Title: z.string().nullable(),
  SecondaryTitle: z.string().nullable(),
  Contents: z.string(),
  By: z.enum(TRANSLATED_BY),
});

/**
 * An internal news item as the API answers it (spec 2 §3). For a reader who may not read it
 * (`Locked`), everything but its id, dates and favourite mark is null or empty: the content is never
 * sent. AvailableFor is sent to staff only.
 */
export const internalNewsSchema = z.object({
  Id: z.string(),
  /** The feed post that carries it (`authorId/postId`). */
  PostId: z.string(),
  AuthorId: z.string(),
  PublishDate: z.string(),
  Deadline: z.string().nullable(),
  Locked: z.boolean(),
  AvailableFor: z.array(availabilityPairSchema),
  IsDeleted: z.boolean(),
  IsFavorite: z.boolean(),
  AdditionalData: z.object({ DeletedBy: z.string().nullable(), DeletedAt: z.string().nullable() }),
  Categories: z
    .object({
      TradingTerm: z.enum(NEWS_TRADING_TERMS).nullable(),
      Template: z.enum(NEWS_TEMPLATES).nullable(),
      Trend: z.enum(NEWS_TRENDS).nullable(),
      Instrument: z.string().nullable(),
      TimeFrame: z.enum(NEWS_TIME_FRAMES).nullable(),
      OrderType: z.enum(NEWS_ORDER_TYPES).nullable(),
    })
    .nullable(),
  Category: z.enum(ASSET_TYPES).nullable(),
  TargetPrices: z
    .object({ Entry: z.number().nullable(), BE: z.number().nullable(), TP1: z.number().nullable(), TP2: z.number().nullable(), TP3: z.number().nullable(), SL: z.number().nullable() })
    .nullable(),
  /** The titles, contents, audios and files of the default version (French when written, else English). */
  Title: z.string().nullable(),
  SecondaryTitle: z.string().nullable(),
  Contents: z.string().nullable(),
  Images: z.array(z.string()),
  Audios: z.array(z.string()),
  Files: z.array(z.object({ Url: z.string(), Name: z.string() })),
  Localizations: z.object({ fr: newsLocalizationSchema.nullable(), en: newsLocalizationSchema.nullable() }),
  /** Its one written version's translation; null when none was made, or when locked or deleted. */
  Translation: newsTranslationSchema.nullable(),
});
export type InternalNews = z.infer<typeof internalNewsSchema>;

export const newsParamsSchema = z.object({ newsId: text({ min: 1, max: 100 }) });

/** The back-office list: every news item, newest first, deleted ones included. */
export const newsListQuerySchema = keysetQuerySchema(50);
export const newsPageSchema = keysetPageSchema(internalNewsSchema);
export type NewsPage = z.infer<typeof newsPageSchema>;

/** Spec 2 §4: the count of news published since the member's last stored fetch. */
export const newNewsCountSchema = z.object({ count: z.number().int(), since: z.string().nullable() });
export type NewNewsCount = z.infer<typeof newNewsCountSchema>;

/** The member's favourite news ids (favoriteIdeas), after a change. */
export const favoriteNewsSchema = z.object({ favoriteIdeas: z.array(z.string()) });
