import { z } from 'zod';
import { localizedTextSchema } from '../common/translations.schemas.ts';
import { keysetQuerySchema } from '../common/keyset.ts';
import { text } from '../common/text.ts';
import { FEED_PAGE_SIZE_MAX } from '../posts/posts.constants.ts';
import {
  type AssetType,
  ASSET_TYPES,
  DEFAULT_IDEA_TERM,
  IDEA_ATTACHMENTS_MAX,
  IDEA_DESCRIPTION_MAX_LENGTH,
  IDEA_DESCRIPTION_MIN_LENGTH,
  IDEA_ENTRY_TYPES,
  IDEA_PRICE_MAX,
  IDEA_SIDES,
  IDEA_STATUSES,
  IDEA_TERMS,
  IDEA_TICKER_MAX_LENGTH,
  IDEA_TITLE_MAX_LENGTH,
  IDEA_TITLE_MIN_LENGTH,
  IDEA_TYPES,
  IDEA_VALIDITY_MAX_DAYS,
  IDEAS_PAGE_TYPES,
} from './ideas.constants.ts';
import { hasAtMostDecimals, priceDecimalsOf, priceIssues } from './ideas.rules.ts';
import { ideaOutcomeSchema } from './outcome.schemas.ts';

// Messages are keys of the web's `errors` namespace (spec 2 §5: errors.required, errors.length, errors.max).

const DAY_MS = 24 * 60 * 60 * 1000;

/** A price: required and positive; its decimals are checked against its market's (see priceDecimalsIssues). */
export const priceSchema = z.number({ message: 'required' }).positive('pricePositive').max(IDEA_PRICE_MAX, 'priceTooHigh');

/**
 * Issue 23: the prices that carry more decimals than their market quotes (PRICE_DECIMALS: forex 5,
 * crypto 8, the others 4), each refused as `priceDecimals` on its field (the web names the market
 * and its decimals). One rule for ideas and news target prices. It runs even while other fields are
 * wrong (see `everyTime`), so it reads what it gets defensively: an unknown market or a price
 * refused by its own field is left to the field's message.
 */
export function addPriceDecimalsIssues(context: z.RefinementCtx, assetType: unknown, prices: unknown, path: readonly string[] = []): void {
  if (assetType !== null && assetType !== undefined && !(ASSET_TYPES as readonly unknown[]).includes(assetType)) return;
  if (typeof prices !== 'object' || prices === null) return;
  const decimals = priceDecimalsOf(assetType as AssetType | null | undefined);
  for (const [field, value] of Object.entries(prices)) {
    if (typeof value !== 'number' || !(value > 0 && value <= IDEA_PRICE_MAX)) continue;
    if (!hasAtMostDecimals(value, decimals)) context.addIssue({ code: 'custom', path: [...path, field], message: 'priceDecimals', params: { decimals } });
  }
}

/** A refinement of an object that runs even when its other fields already have issues (a form shows every error at once). */
export const everyTime = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/** Title or description: required, then at least 10 characters (errors.length with length 10). */
const longText = (min: number, max: number) => text({ trim: true, min: 1, max, tooShort: 'required', tooLong: 'tooLong' }).min(min, 'length');

/** An attachment of ours: an image or recording uploaded by the author. */
const attachmentSchema = z.object({ url: text({ min: 1, max: 500 }) });

/** The market levels of an idea (type idea only), coherent with its side. */
export const ideaLevelsSchema = z
  .object({
    sell: z.boolean(),
    assetType: z.enum(ASSET_TYPES, { message: 'required' }),
    ticker: text({ trim: true, min: 1, max: IDEA_TICKER_MAX_LENGTH, tooShort: 'required', tooLong: 'tickerTooLong' }).transform((ticker) => ticker.toUpperCase()),
    term: z.enum(IDEA_TERMS).default(DEFAULT_IDEA_TERM),
    entryType: z.enum(IDEA_ENTRY_TYPES).default('market'),
    /** The end of the idea's validity (ISO date); when absent, the term's days from publication. */
    validUntil: z
      .string()
      .datetime({ offset: true, message: 'validityInvalid' })
      .refine((value) => Date.parse(value) > Date.now(), 'validityPast')
      .refine((value) => Date.parse(value) < Date.now() + IDEA_VALIDITY_MAX_DAYS * DAY_MS, 'validityTooFar')
      .nullable()
      .default(null),
    entry: priceSchema,
    stopLoss: priceSchema,
    breakEven: priceSchema,
    takeProfit1: priceSchema,
    takeProfit2: priceSchema.nullable().default(null),
    takeProfit3: priceSchema.nullable().default(null),
  }, { message: 'required' })
  .superRefine((levels, context) => {
    const { assetType, entry, stopLoss, breakEven, takeProfit1, takeProfit2, takeProfit3 } = levels;
    addPriceDecimalsIssues(context, assetType, { entry, stopLoss, breakEven, takeProfit1, takeProfit2, takeProfit3 });
  }, everyTime)
  .superRefine((levels, context) => {
    const issues = priceIssues({
      sell: levels.sell,
      entry: levels.entry,
      stopLoss: levels.stopLoss,
      breakEven: levels.breakEven,
      takeProfits: [levels.takeProfit1, levels.takeProfit2, levels.takeProfit3],
    });
    for (const { field, issue } of issues) context.addIssue({ code: 'custom', path: [field], message: issue });
  });

const ideaBase = {
  title: longText(IDEA_TITLE_MIN_LENGTH, IDEA_TITLE_MAX_LENGTH),
  description: longText(IDEA_DESCRIPTION_MIN_LENGTH, IDEA_DESCRIPTION_MAX_LENGTH),
  images: z.array(attachmentSchema).max(IDEA_ATTACHMENTS_MAX, 'max').default([]),
  /** A coach's recording (spec 2 §6: signal_publisher only). */
  audio: attachmentSchema.nullable().default(null),
};

/** What the idea writer sends (spec 2 §2 and §5), checked the same way in the browser and on the server. */
export const ideaInputSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('idea'), ...ideaBase, levels: ideaLevelsSchema }),
  z.object({ type: z.enum(['analysis', 'tradingPlan']), ...ideaBase }),
]);
export type IdeaInput = z.input<typeof ideaInputSchema>;
export type ValidIdeaInput = z.output<typeof ideaInputSchema>;
export type IdeaLevelsInput = z.input<typeof ideaLevelsSchema>;

/**
 * FinancialData as the API answers it (spec 2 §3). A reader who may not read the idea gets its type,
 * asset type and expiry only: the title, side, instrument and levels are null.
 */
export const financialDataSchema = z.object({
  Type: z.enum(IDEA_TYPES),
  Title: z.string().nullable(),
  /** The title in French and English when translated (with the text: the post's TextLocalizations). */
  TitleLocalizations: localizedTextSchema,
  Sell: z.boolean().nullable(),
  AssetType: z.enum(ASSET_TYPES).nullable(),
  Instrument: z.object({ Name: z.string() }).nullable(),
  EntryType: z.enum(IDEA_ENTRY_TYPES).nullable(),
  /** The term its author chose (short, mid, long); the validity decides only the expiry. Sent with the expiry, locked or not. */
  Term: z.enum(IDEA_TERMS).nullable(),
  ExpirationDate: z.string().nullable(),
  EntryValue: z.number().nullable(),
  StopLoss: z.number().nullable(),
  BreakEven: z.number().nullable(),
  TakeProfits: z.array(z.object({ Value: z.number() })),
  /** A market idea's outcome measured against market prices; null for an analysis or a trading plan. */
  Outcome: ideaOutcomeSchema.nullable(),
});
export type FinancialData = z.infer<typeof financialDataSchema>;

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

/** The ideas page (spec 2 §7 getPosts ideaFilters): every filter optional, combined with "and". */
export const ideasQuerySchema = keysetQuerySchema(FEED_PAGE_SIZE_MAX).extend({
  type: z.enum(IDEAS_PAGE_TYPES).optional(),
  assetType: z.enum(ASSET_TYPES).optional(),
  side: z.enum(IDEA_SIDES).optional(),
  status: z.enum(IDEA_STATUSES).optional(),
  /** Coaches' ideas only (those published to the premium coaches group). */
  coaches: flag,
  /** The member's favourite news only. */
  favorites: flag,
  /** Ideas on one instrument only (its symbol, or any way of writing it). */
  instrument: text({ min: 1, max: 20 }).optional(),
});
export type IdeasQuery = z.output<typeof ideasQuerySchema>;
export type IdeasFilters = Omit<IdeasQuery, 'cursor' | 'limit'>;

/** A stored recording or document of ours. */
export const audioUploadResultSchema = z.object({ url: z.string(), contentType: z.string(), bytes: z.number().int() });
export type AudioUploadResult = z.infer<typeof audioUploadResultSchema>;
