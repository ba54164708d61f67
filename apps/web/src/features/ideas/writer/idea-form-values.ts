import { ideaInputSchema, type IdeaInput, type Post, type ValidIdeaInput } from '@arya/core/contract';
import { DEFAULT_IDEA_TERM, expiryOfTerm, type ASSET_TYPES, type IdeaEntryType, type IdeaTerm, type IdeaType } from '@arya/core/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns/format';
import type { Resolver, UseFormReturn } from 'react-hook-form';

export const PRICE_FIELDS = ['entry', 'stopLoss', 'breakEven', 'takeProfit1', 'takeProfit2', 'takeProfit3'] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

/**
 * The writer as its inputs hold it: texts, '' for an unchosen asset type or an empty price, and
 * the validity as a datetime-local value (local time, '' to let the server use the term's days).
 */
export interface IdeaFormValues {
  type: IdeaType;
  title: string;
  description: string;
  levels: {
    sell: boolean;
    assetType: string;
    ticker: string;
    term: IdeaTerm;
    entryType: IdeaEntryType;
    validUntil: string;
  } & Record<PriceField, string>;
}

export function emptyIdeaForm(): IdeaFormValues {
  return {
    type: 'idea',
    title: '',
    description: '',
    levels: {
      sell: false,
      assetType: '',
      ticker: '',
      term: DEFAULT_IDEA_TERM,
      entryType: 'market',
      validUntil: '',
      entry: '',
      stopLoss: '',
      breakEven: '',
      takeProfit1: '',
      takeProfit2: '',
      takeProfit3: '',
    },
  };
}

/** A date as a datetime-local input holds it (local time, to the minute). */
export const toDateTimeLocal = (date: Date) => format(date, "yyyy-MM-dd'T'HH:mm");

/** The validity a term gives from `now`: what the writer proposes when the member picks a term. */
export const validityOfTerm = (term: IdeaTerm, now: Date) => toDateTimeLocal(expiryOfTerm(term, now));

const priceText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The form of an edited idea: its FinancialData, its text as the description; an expiry already past is left empty. */
export function ideaFormOfPost(post: Post, now: Date = new Date()): IdeaFormValues {
  const empty = emptyIdeaForm();
  const data = post.FinancialData;
  if (!data) return { ...empty, description: post.Text ?? '' };
  const expiry = data.ExpirationDate ? new Date(data.ExpirationDate) : null;
  const [takeProfit1, takeProfit2, takeProfit3] = data.TakeProfits.map((takeProfit) => takeProfit.Value);
  return {
    type: data.Type,
    title: data.Title ?? '',
    description: post.Text ?? '',
    levels: {
      sell: data.Sell ?? false,
      assetType: data.AssetType ?? '',
      ticker: data.Instrument?.Name ?? '',
      term: data.Term ?? DEFAULT_IDEA_TERM,
      entryType: data.EntryType ?? empty.levels.entryType,
      validUntil: expiry && expiry.getTime() > now.getTime() ? toDateTimeLocal(expiry) : '',
      entry: priceText(data.EntryValue),
      stopLoss: priceText(data.StopLoss),
      breakEven: priceText(data.BreakEven),
      takeProfit1: priceText(takeProfit1),
      takeProfit2: priceText(takeProfit2),
      takeProfit3: priceText(takeProfit3),
    },
  };
}

/** A typed price, or null when the box is empty (a number the browser could not read is NaN: the schema refuses it). */
export const priceOf = (value: string) => (value.trim() === '' ? null : Number(value));

/** The datetime-local value as an ISO instant; a value no date can be read from stays as typed, for the schema to refuse. */
export function validityOf(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** What the API receives, before the shared schema checks it; images and audio are added once stored. */
export function toIdeaInput(values: IdeaFormValues, attachments: { images: readonly string[]; audio: string | null } = { images: [], audio: null }): IdeaInput {
  const base = {
    title: values.title,
    description: values.description,
    images: attachments.images.map((url) => ({ url })),
    audio: attachments.audio ? { url: attachments.audio } : null,
  };
  if (values.type !== 'idea') return { type: values.type, ...base };
  const { levels } = values;
  return {
    type: 'idea',
    ...base,
    levels: {
      sell: levels.sell,
      // An unknown value is refused by the schema, not hidden here.
      assetType: (levels.assetType === '' ? null : levels.assetType) as (typeof ASSET_TYPES)[number],
      ticker: levels.ticker,
      term: levels.term,
      entryType: levels.entryType,
      validUntil: validityOf(levels.validUntil),
      entry: priceOf(levels.entry) as number,
      stopLoss: priceOf(levels.stopLoss) as number,
      breakEven: priceOf(levels.breakEven) as number,
      takeProfit1: priceOf(levels.takeProfit1) as number,
      takeProfit2: priceOf(levels.takeProfit2),
      takeProfit3: priceOf(levels.takeProfit3),
    },
  };
}

const validate = zodResolver(ideaInputSchema);

/** The shared schema (ideaInputSchema) checks the form once its values are read as the API takes them; errors keep the form's field names. */
export const ideaFormResolver: Resolver<IdeaFormValues, unknown, ValidIdeaInput> = (values, context, options) =>
  validate(toIdeaInput(values), context, options as never) as never;

export type IdeaForm = UseFormReturn<IdeaFormValues, unknown, ValidIdeaInput>;
