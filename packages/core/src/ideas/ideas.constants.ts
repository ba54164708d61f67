/** Spec 2 §3 FinancialData.Type: a market idea, an analysis or a trading plan (labelled "update"). */
export const IDEA_TYPES = ['idea', 'analysis', 'tradingPlan'] as const;
export type IdeaType = (typeof IDEA_TYPES)[number];

/** Spec 2 §9: asset types (the first of the spec's two readings). */
export const ASSET_TYPES = ['forex', 'actions', 'etfs', 'crypto', 'indexes', 'commodities'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

/** Spec 2 §9: terms and their days (short 1, mid 5, long 10); short by default. */
export const IDEA_TERM_DAYS = { short: 1, mid: 5, long: 10 } as const;
export type IdeaTerm = keyof typeof IDEA_TERM_DAYS;
export const IDEA_TERMS = Object.keys(IDEA_TERM_DAYS) as IdeaTerm[];
export const DEFAULT_IDEA_TERM: IdeaTerm = 'short';

/** Spec 2 §2: how the idea is entered: a conditional (pending) order or at market. */
export const IDEA_ENTRY_TYPES = ['conditional', 'market'] as const;
export type IdeaEntryType = (typeof IDEA_ENTRY_TYPES)[number];

/** Spec 2 §5 and §9. */
export const IDEA_TITLE_MIN_LENGTH = 10;
export const IDEA_TITLE_MAX_LENGTH = 200;
export const IDEA_DESCRIPTION_MIN_LENGTH = 10;
export const IDEA_DESCRIPTION_MAX_LENGTH = 5000;
export const IDEA_TICKER_MAX_LENGTH = 10;
export const IDEA_ATTACHMENTS_MAX = 3;
export const IDEA_TAKE_PROFITS_MAX = 3;
/**
 * Issue 23: a price carries the precision of its market. Forex quotes go to 5 decimals (a JPY
 * pair's 3 fit), crypto to 8 (a satoshi), stocks, ETFs, indices and commodities to 4.
 */
export const PRICE_DECIMALS: Readonly<Record<AssetType, number>> = { forex: 5, crypto: 8, actions: 4, etfs: 4, indexes: 4, commodities: 4 };
/** A price whose market is not known (a news item without a category): the finest of them. */
export const PRICE_DECIMALS_ANY_MARKET = Math.max(...Object.values(PRICE_DECIMALS));
/**
 * The decimals a card shows at least, as the market quotes: forex to the pip (4; a JPY pair's pip
 * is 0.01, so 2), stocks, ETFs, crypto and commodities to the cent, indices in points. A level
 * typed more finely shows all its decimals, and the idea's levels share one number of them.
 */
export const PRICE_DISPLAY_DECIMALS: Readonly<Record<AssetType, number>> = { forex: 4, crypto: 2, actions: 2, etfs: 2, indexes: 0, commodities: 2 };
export const JPY_PAIR_DISPLAY_DECIMALS = 2;
/** A price above this is a typing slip (no traded instrument is quoted that high). */
export const IDEA_PRICE_MAX = 100_000_000;
/** An idea stays valid at most this long (a longer validity is a typing slip). */
export const IDEA_VALIDITY_MAX_DAYS = 366;

/** Spec 2 §6: a coach's new idea is restricted to this audience (members with an active subscription, and staff). */
export const PREMIUM_COACHES_GROUP = 'premium_coaches';

/** Spec 2 §9: coaches' audio is webm; internal news audio is mpeg. */
export const IDEA_AUDIO_TYPE = 'audio/webm';
export const NEWS_AUDIO_TYPE = 'audio/mpeg';
export const DOCUMENT_TYPE = 'application/pdf';
/** Bounds of one recording (about 10 minutes of speech at the recorder's default bit rate). */
export const AUDIO_MAX_BYTES = 8 * 1024 * 1024;
export const IDEA_AUDIO_MAX_SECONDS = 600;
/** Bounds of one PDF attached to a news item. */
export const DOCUMENT_MAX_BYTES = 15 * 1024 * 1024;

/** What the ideas page lists: members' ideas by type, and the editorial news. */
export const IDEAS_PAGE_TYPES = [...IDEA_TYPES, 'news'] as const;
export type IdeasPageType = (typeof IDEAS_PAGE_TYPES)[number];
export const IDEA_SIDES = ['buy', 'sell'] as const;
export const IDEA_STATUSES = ['active', 'expired'] as const;
