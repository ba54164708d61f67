export const SUBSCRIPTION_TIERS = ['SILVER', 'GOLD', 'INFINITE'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];
export const DEFAULT_LIFETIME_SUBSCRIPTION: SubscriptionTier = 'SILVER';
/** Tiers that give an active subscription while their end date is in the future. */
export const ACTIVE_SUBSCRIPTION_TIERS: readonly SubscriptionTier[] = ['GOLD', 'INFINITE'];

export const NEWS_TRIAL_DAYS = 30;
export const DEFAULT_DISPLAY_NAME_MAX_LENGTH = 20;

export const PLATFORMS = ['web', 'ios', 'android'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Verified values starting with this mark a trading coach. */
export const COACH_VERIFIED_PREFIX = 'signal_publisher';

export const SERVER_TYPES = ['CRYPTO', 'MT4'] as const;

export const LICENCE_PRODUCT_CODES = [
  'pro',
  'pro+',
  'proplus',
  'pro+_centurion',
  'arya',
  'arya+',
  'scanner',
  'centurion',
  'trademanager',
  'trademanager+',
  'essentials',
  'essentials+',
] as const;
export type LicenceProductCode = (typeof LICENCE_PRODUCT_CODES)[number];

/** Which product codes raise which licence flag on the user. */
export const LICENCE_FLAG_PRODUCTS = {
  pro: ['pro'],
  proPlus: ['pro+', 'proplus', 'pro+_centurion'],
} as const satisfies Record<string, readonly LicenceProductCode[]>;

export const STAFF_ROLES = ['staff', 'admin'] as const;
