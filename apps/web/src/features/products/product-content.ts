import { formatEuros, SCAN_ASSETS, VIRTUAL_SERVER_OFFER, type GetStartedProduct, type Language } from '@arya/core/rules';

/** What each product page lists under "what it includes": keys of `licences:products.<product>.includes`. */
export const PRODUCT_INCLUDES: Record<GetStartedProduct, readonly string[]> = {
  '360': ['all', 'dashboard', 'updates'],
  centurion: ['strategies', 'risk', 'pro'],
  crypto: ['server', 'price', 'credentials'],
  essential: ['indicators', 'alerts', 'plus'],
  pro: ['analysis', 'signals', 'plus'],
  scan: ['assets', 'opportunities', 'alerts'],
  'trade-manager': ['stops', 'targets', 'plus'],
};

/** The figures product texts quote, from core's constants (spec 1 §1). */
export function productTextValues(language: Language) {
  return { count: SCAN_ASSETS, price: formatEuros(VIRTUAL_SERVER_OFFER.yearlyPriceEuros, language), hours: VIRTUAL_SERVER_OFFER.credentialsWithinHours };
}
