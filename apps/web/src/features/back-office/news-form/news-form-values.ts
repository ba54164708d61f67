import { newsInputSchema, type NewsInput, type ValidNewsInput } from '@arya/core/contract';
import {
  LANGUAGES,
  SUBSCRIPTION_TIERS,
  type ASSET_TYPES,
  type Language,
  type NEWS_ORDER_TYPES,
  type NEWS_TEMPLATES,
  type NEWS_TIME_FRAMES,
  type NEWS_TRADING_TERMS,
  type NEWS_TRENDS,
  type SubscriptionTier,
} from '@arya/core/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, UseFormReturn } from 'react-hook-form';

export const PRICE_FIELDS = ['entry', 'be', 'tp1', 'tp2', 'tp3', 'sl'] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

export interface LocalizationValues {
  title: string;
  secondaryTitle: string;
  contents: string;
  audios: { url: string }[];
  files: { url: string; name: string }[];
}

/**
 * The form as the inputs hold it: texts, '' for an unchosen list or an empty price, the
 * datetime-local value of the deadline, and the audience as "PLAN:language" checkbox values.
 */
export interface NewsFormValues {
  categories: { tradingTerm: string; template: string; trend: string; instrument: string; timeFrame: string; orderType: string };
  category: string;
  targetPrices: Record<PriceField, string>;
  deadline: string;
  images: { url: string }[];
  localizations: Record<Language, LocalizationValues>;
  availableFor: string[];
}

const emptyLocalization = (): LocalizationValues => ({ title: '', secondaryTitle: '', contents: '', audios: [], files: [] });

export function emptyNewsForm(): NewsFormValues {
  return {
    categories: { tradingTerm: '', template: '', trend: '', instrument: '', timeFrame: '', orderType: '' },
    category: '',
    targetPrices: { entry: '', be: '', tp1: '', tp2: '', tp3: '', sl: '' },
    deadline: '',
    images: [],
    localizations: { fr: emptyLocalization(), en: emptyLocalization() },
    availableFor: [],
  };
}

/** The checkbox value of one audience pair. */
export const audienceKey = (tier: SubscriptionTier, language: Language) => `${tier}:${language}`;

/** Every plan × language pair, in the grid's order. */
export const AUDIENCE_PAIRS = SUBSCRIPTION_TIERS.flatMap((tier) => LANGUAGES.map((language) => ({ tier, language, key: audienceKey(tier, language) })));

// The lists' values are checked by the schema: an unknown one is refused there, not hidden here.
const choice = <List extends readonly string[]>(value: string) => (value === '' ? null : (value as List[number]));

/** A typed price, or null when the box is empty (a number the browser could not read is NaN: the schema refuses it). */
const priceOf = (value: string) => (value.trim() === '' ? null : Number(value));

/** The datetime-local value (local time) as an ISO instant; a value no date can be read from stays as typed, for the schema to refuse. */
export function deadlineOf(value: string): string | null {
  if (value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** A language with nothing written and nothing attached is not part of the news. */
function localizationOf(values: LocalizationValues) {
  const empty = [values.title, values.secondaryTitle, values.contents].every((text) => text.trim() === '') && values.audios.length === 0 && values.files.length === 0;
  return empty ? null : values;
}

/** react-hook-form gives a checkbox group as a list, but a lone box as true/false. */
const asList = (value: unknown): string[] => (Array.isArray(value) ? value : []);

/** What the API receives, before the shared schema checks it. */
export function toNewsInput(values: NewsFormValues): NewsInput {
  return {
    categories: {
      tradingTerm: choice<typeof NEWS_TRADING_TERMS>(values.categories.tradingTerm),
      template: choice<typeof NEWS_TEMPLATES>(values.categories.template),
      trend: choice<typeof NEWS_TRENDS>(values.categories.trend),
      instrument: values.categories.instrument,
      timeFrame: choice<typeof NEWS_TIME_FRAMES>(values.categories.timeFrame),
      orderType: choice<typeof NEWS_ORDER_TYPES>(values.categories.orderType),
    },
    category: choice<typeof ASSET_TYPES>(values.category),
    targetPrices: Object.fromEntries(PRICE_FIELDS.map((field) => [field, priceOf(values.targetPrices[field])])) as Record<PriceField, number | null>,
    deadline: deadlineOf(values.deadline),
    images: values.images,
    localizations: { fr: localizationOf(values.localizations.fr), en: localizationOf(values.localizations.en) },
    availableFor: AUDIENCE_PAIRS.filter((pair) => asList(values.availableFor).includes(pair.key)).map((pair) => ({ Subscription: pair.tier, Language: pair.language })),
  };
}

const validate = zodResolver(newsInputSchema);

/** The shared schema (newsInputSchema) checks the form once its values are read as the API takes them; errors keep the form's field names. */
export const newsFormResolver: Resolver<NewsFormValues, unknown, ValidNewsInput> = (values, context, options) =>
  validate(toNewsInput(values), context, options as never) as never;

export type NewsForm = UseFormReturn<NewsFormValues, unknown, ValidNewsInput>;
