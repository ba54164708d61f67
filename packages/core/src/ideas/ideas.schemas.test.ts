import { describe, expect, it } from 'vitest';
import { newsInputSchema, type NewsInput } from '../news/news.schemas.ts';
import type { AssetType } from './ideas.constants.ts';
import { ideaInputSchema, type IdeaInput } from './ideas.schemas.ts';

/** A buy idea whose levels are `entry`, 0.5 % below for the stop, 0.1 % and 1 % above for BE and TP1. */
function idea(assetType: AssetType, ticker: string, levels: { entry: number; stopLoss: number; breakEven: number; takeProfit1: number }): IdeaInput {
  return {
    type: 'idea',
    title: 'A fine idea title',
    description: 'A description long enough',
    levels: { sell: false, assetType, ticker, term: 'mid', entryType: 'market', ...levels },
  };
}

/** The schema's messages by field path ('levels.entry'), or null when the input is accepted. */
function issuesOf(input: unknown, schema: typeof ideaInputSchema | typeof newsInputSchema = ideaInputSchema): Record<string, string> | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('idea prices carry the precision of their market (issue 23)', () => {
  it('accepts forex to 5 decimals (EUR/USD 1.0950, 1.09505; USD/JPY 151.234)', () => {
    expect(issuesOf(idea('forex', 'EUR/USD', { entry: 1.095, stopLoss: 1.092, breakEven: 1.0955, takeProfit1: 1.1 }))).toBeNull();
    expect(issuesOf(idea('forex', 'EURUSD', { entry: 1.09505, stopLoss: 1.09205, breakEven: 1.09555, takeProfit1: 1.10005 }))).toBeNull();
    expect(issuesOf(idea('forex', 'USD/JPY', { entry: 151.234, stopLoss: 150.5, breakEven: 151.3, takeProfit1: 153.125 }))).toBeNull();
  });

  it('accepts crypto to 8 decimals and stocks to 4', () => {
    expect(issuesOf(idea('crypto', 'SHIBUSD', { entry: 0.00001234, stopLoss: 0.00001, breakEven: 0.00001235, takeProfit1: 0.00002 }))).toBeNull();
    expect(issuesOf(idea('actions', 'AAPL', { entry: 182.4525, stopLoss: 180, breakEven: 182.5, takeProfit1: 190.1234 }))).toBeNull();
  });

  it('refuses a price finer than its market as priceDecimals, on that field only', () => {
    expect(issuesOf(idea('forex', 'EUR/USD', { entry: 1.095051, stopLoss: 1.092, breakEven: 1.0955, takeProfit1: 1.1 }))).toEqual({ 'levels.entry': 'priceDecimals' });
    expect(issuesOf(idea('actions', 'AAPL', { entry: 182.45251, stopLoss: 180, breakEven: 182.5, takeProfit1: 190 }))).toEqual({ 'levels.entry': 'priceDecimals' });
    expect(issuesOf(idea('crypto', 'SHIBUSD', { entry: 0.00001234, stopLoss: 0.000011235, breakEven: 0.00001235, takeProfit1: 0.00002 }))).toEqual({ 'levels.stopLoss': 'priceDecimals' });
    // 5 decimals are forex's, not an index's.
    expect(issuesOf(idea('indexes', 'GER40', { entry: 19450.12345, stopLoss: 19300, breakEven: 19500, takeProfit1: 19700 }))).toEqual({ 'levels.entry': 'priceDecimals' });
  });
});

describe('news target prices follow the same rule, by the item’s category (issue 23)', () => {
  const news = (category: AssetType | null, targetPrices: NewsInput['targetPrices']): NewsInput => ({
    categories: {},
    category,
    targetPrices,
    localizations: { fr: { title: 'EUR/USD au-dessus de 1,0950', contents: 'Le texte de la news.' } },
    availableFor: [{ Subscription: 'GOLD', Language: 'fr' }],
  });

  it('accepts forex to 5 decimals, crypto to 8, stocks to 4, and any market’s 8 without a category', () => {
    expect(issuesOf(news('forex', { entry: 1.095, be: 1.09505, tp1: 1.1, sl: 1.085 }), newsInputSchema)).toBeNull();
    expect(issuesOf(news('crypto', { entry: 0.00001234 }), newsInputSchema)).toBeNull();
    expect(issuesOf(news('actions', { entry: 182.4525 }), newsInputSchema)).toBeNull();
    expect(issuesOf(news(null, { entry: 0.00001234 }), newsInputSchema)).toBeNull();
  });

  it('refuses the finer ones as priceDecimals on their field', () => {
    expect(issuesOf(news('forex', { entry: 1.095, tp2: 1.095051 }), newsInputSchema)).toEqual({ 'targetPrices.tp2': 'priceDecimals' });
    expect(issuesOf(news('actions', { sl: 182.45251 }), newsInputSchema)).toEqual({ 'targetPrices.sl': 'priceDecimals' });
  });
});

describe('the precision is checked while other fields are wrong, so a form shows every error at once', () => {
  it('names the finer price next to the missing ones, and reads nothing it cannot', () => {
    const levels = { sell: false, assetType: 'forex', ticker: 'EUR/USD', entry: 1.095051 };
    expect(issuesOf({ type: 'idea', title: 'A fine idea title', description: 'A description long enough', levels })).toMatchObject({
      'levels.entry': 'priceDecimals',
      'levels.stopLoss': 'required',
    });
    expect(issuesOf({ type: 'idea', title: 'A fine idea title', description: 'A description long enough', levels: { ...levels, assetType: 'bonds' } })).toEqual({
      'levels.assetType': 'required',
      'levels.stopLoss': 'required',
      'levels.breakEven': 'required',
      'levels.takeProfit1': 'required',
    });
    expect(issuesOf({ type: 'idea', title: 'A fine idea title', description: 'A description long enough', levels: null })).toEqual({ levels: 'required' });
    expect(issuesOf(null, newsInputSchema)).not.toBeNull();
    expect(issuesOf({ localizations: { fr: { title: '', contents: 'Texte' } }, category: 'actions', targetPrices: { sl: 182.45251 } }, newsInputSchema)).toMatchObject({ 'localizations.fr.title': 'required', 'targetPrices.sl': 'priceDecimals' });
  });
});
