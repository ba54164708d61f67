/** Spec 1 §1: 2.30 € a week billed yearly, or 11.30 € a week billed monthly; the yearly plan is presented as an 80 % saving. */
export const PREMIUM_OFFERS = [
  { id: 'yearly', pricePerWeekEuros: 2.3, savingPercent: 80, highlighted: true },
  { id: 'monthly', pricePerWeekEuros: 11.3, savingPercent: null, highlighted: false },
] as const;

/** Spec 1 §1: premium includes 1,000 coins. */
export const PREMIUM_COINS = 1000;
