/** Spec 1 §3: the onboarding questions and their answers (the stored Interests values). */
export const KNOWLEDGE_LEVELS = ['Beginner', 'Limited', 'Good', 'Extensive'] as const;
export const INVESTMENT_OBJECTIVES = ['LongTerm', 'MidTerm', 'ShortTerm', 'NoObjective'] as const;
export const INVESTMENT_MOTIVATIONS = ['PopularCompanies', 'Opportunities', 'Analyse', 'Speculation', 'NoMotivation'] as const;
export const MARKET_INTERESTS = ['Stocks', 'Cryptocurrencies', 'Commodities', 'Currencies', 'ETFs', 'Indices', 'AllInterests'] as const;

export type KnowledgeLevel = (typeof KNOWLEDGE_LEVELS)[number];
export type InvestmentObjective = (typeof INVESTMENT_OBJECTIVES)[number];
export type InvestmentMotivation = (typeof INVESTMENT_MOTIVATIONS)[number];
export type MarketInterest = (typeof MARKET_INTERESTS)[number];

/** The questions that take several answers (spec 1 §5), each with the answer that stands alone. */
export const SEVERAL_ANSWER_QUESTIONS = {
  investmentObjective: { answers: INVESTMENT_OBJECTIVES, alone: 'NoObjective' },
  investmentMotivation: { answers: INVESTMENT_MOTIVATIONS, alone: 'NoMotivation' },
  marketInterests: { answers: MARKET_INTERESTS, alone: 'AllInterests' },
} as const;
export type SeveralAnswerQuestion = keyof typeof SEVERAL_ANSWER_QUESTIONS;

/** Spec 1 §1: onboarding offers up to 1,000 free coins. */
export const ONBOARDING_COINS_MAX = 1000;

/**
 * The wheel's segments in the order they sit on it (clockwise from the top), each with the coins
 * it gives and its weight in the server's draw: small prizes are common, the 1,000 is rare.
 */
export const WHEEL_SEGMENTS = [
  { coins: 100, weight: 22 },
  { coins: 500, weight: 5 },
  { coins: 50, weight: 30 },
  { coins: 1000, weight: 1 },
  { coins: 150, weight: 18 },
  { coins: 750, weight: 2 },
  { coins: 200, weight: 14 },
  { coins: 250, weight: 8 },
] as const;

/** Why coins were credited; each entry of the coins ledger names one. */
export const COIN_REASONS = ['onboarding_wheel', 'referral', 'premium', 'staff'] as const;
export type CoinReason = (typeof COIN_REASONS)[number];
