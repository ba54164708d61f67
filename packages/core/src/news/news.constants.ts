import { ASSET_TYPES } from '../ideas/ideas.constants.ts';

/*
 * The categories of an internal news item (spec 2 §3). The spec names them without their values;
 * these are the values the back-office offers.
 */
export const NEWS_TRADING_TERMS = ['short', 'mid', 'long'] as const;
export const NEWS_TEMPLATES = ['signal', 'analysis', 'flash', 'education'] as const;
/** Buy/sell is derived from the trend: bullish is a buy, bearish a sell, neutral neither. */
export const NEWS_TRENDS = ['bullish', 'bearish', 'neutral'] as const;
export const NEWS_TIME_FRAMES = ['M1', 'M5', 'M15', 'M30', 'H1', 'H4', 'D1', 'W1', 'MN'] as const;
export const NEWS_ORDER_TYPES = ['market', 'limit', 'stop'] as const;
/** Category: the asset class, the same list as ideas'. */
export const NEWS_CATEGORIES = ASSET_TYPES;

export const NEWS_TITLE_MAX_LENGTH = 200;
export const NEWS_INSTRUMENT_MAX_LENGTH = 40;
export const NEWS_CONTENTS_MAX_LENGTH = 20_000;
export const NEWS_IMAGES_MAX = 10;
export const NEWS_AUDIOS_MAX = 3;
export const NEWS_FILES_MAX = 5;
export const NEWS_FILE_NAME_MAX_LENGTH = 120;
/** A deadline further than this is a typing slip. */
export const NEWS_DEADLINE_MAX_DAYS = 366;

/** Spec 2 §9: the new internal news count when no last fetch is known. */
export const NEW_NEWS_COUNT_DEFAULT = 10;
/** The count is read up to this many (the badge says 99+ beyond, and the query stays bounded). */
export const NEW_NEWS_COUNT_MAX = 100;

/** Spec 1 §4: the back-office frame receives the member's data this long after it loads. */
export const BACK_OFFICE_DATA_DELAY_MS = 2000;
/** Spec 1 §4: the type of every message between the app and the back-office frame. */
export const BACK_OFFICE_MESSAGE_TYPE = 'signal-send';
