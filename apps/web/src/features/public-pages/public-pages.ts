import {
  formatCount,
  formatEuros,
  NEWS_TRIAL_DAYS,
  ONBOARDING_COINS_MAX,
  planAmountCents,
  PREMIUM_COINS,
  PREMIUM_CRYPTO_FEE_REDUCTION_PERCENT,
  PREMIUM_PLANS,
  REFERRAL_COINS_MAX,
  VIRTUAL_SERVER_OFFER,
  yearlySavingPercent,
  type Language,
} from '@arya/core/rules';
import { addPageTexts } from '../../lib/i18n.ts';
import { pageOwnedResources } from '../../locales/page-owned.ts';

// The public pages' texts come with their chunk, in both languages (locales/page-owned.ts); added as it loads.
addPageTexts('publicPages', pageOwnedResources);

const euros = (cents: number, language: Language) => formatEuros(cents / 100, language);

/** Every figure the public pages quote, from core's constants (spec 1 §1), formatted for a language. */
export function publicFigures(language: Language) {
  return {
    premium: {
      yearlyPerWeek: euros(PREMIUM_PLANS.yearly.pricePerWeekCents, language),
      yearlyTotal: euros(planAmountCents('yearly'), language),
      monthlyPerWeek: euros(PREMIUM_PLANS.monthly.pricePerWeekCents, language),
      monthlyTotal: euros(planAmountCents('monthly'), language),
      savingPercent: yearlySavingPercent(),
      coins: formatCount(PREMIUM_COINS, language),
    },
    cryptoFeePercent: PREMIUM_CRYPTO_FEE_REDUCTION_PERCENT,
    server: { yearlyPrice: formatEuros(VIRTUAL_SERVER_OFFER.yearlyPriceEuros, language), hours: VIRTUAL_SERVER_OFFER.credentialsWithinHours },
    trialDays: NEWS_TRIAL_DAYS,
    welcomeCoins: formatCount(ONBOARDING_COINS_MAX, language),
    referralCoins: formatCount(REFERRAL_COINS_MAX, language),
  };
}
