import { ideaInputSchema } from '@arya/core/contract';
import { describe, expect, it } from 'vitest';
import { makeIdeaPost } from '../cards/test-posts.ts';
import { emptyIdeaForm, ideaFormOfPost, priceOf, toIdeaInput, validityOf, validityOfTerm, type IdeaFormValues } from './idea-form-values.ts';

const NOW = new Date('2030-01-10T08:00:00.000Z');

function ideaForm(levels: Partial<IdeaFormValues['levels']> = {}): IdeaFormValues {
  const empty = emptyIdeaForm();
  return {
    ...empty,
    title: 'Rebond sur support',
    description: 'Le prix revient sur un support hebdomadaire.',
    levels: { ...empty.levels, assetType: 'forex', ticker: 'eurusd', entry: '1.08', stopLoss: '1.07', breakEven: '1.09', takeProfit1: '1.1', ...levels },
  };
}

/** The schema's messages by field path, as the form shows them. */
function issuesOf(values: IdeaFormValues): Record<string, string> {
  const result = ideaInputSchema.safeParse(toIdeaInput(values));
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('priceOf and validityOf', () => {
  it('reads an empty box as null, and a typed price as a number', () => {
    expect(priceOf('')).toBeNull();
    expect(priceOf('  ')).toBeNull();
    expect(priceOf('1.0835')).toBe(1.0835);
  });

  it('turns the local datetime into an ISO instant with its offset, and keeps what is no date for the schema to refuse', () => {
    expect(validityOf('')).toBeNull();
    expect(validityOf('2030-01-12T14:30')).toBe(new Date('2030-01-12T14:30').toISOString());
    expect(validityOf('demain')).toBe('demain');
  });
});

describe('toIdeaInput', () => {
  it('sends an analysis without levels, with the stored images and audio', () => {
    const values = { ...ideaForm(), type: 'analysis' as const };
    expect(toIdeaInput(values, { images: ['/files/a.jpg'], audio: '/uploads/x' })).toEqual({
      type: 'analysis',
      title: 'Rebond sur support',
      description: 'Le prix revient sur un support hebdomadaire.',
      images: [{ url: '/files/a.jpg' }],
      audio: { url: '/uploads/x' },
    });
  });

  it('converts the levels of an idea: numbers, empty optional take profits as null, no validity as null', () => {
    const input = toIdeaInput(ideaForm({ sell: true, takeProfit3: '1.02' }));
    expect(input).toMatchObject({
      type: 'idea',
      images: [],
      audio: null,
      levels: { sell: true, assetType: 'forex', ticker: 'eurusd', term: 'short', entryType: 'market', validUntil: null, entry: 1.08, stopLoss: 1.07, takeProfit2: null, takeProfit3: 1.02 },
    });
  });

  it('is accepted by the shared schema when coherent (the ticker upper-cased)', () => {
    const result = ideaInputSchema.safeParse(toIdeaInput(ideaForm()));
    expect(result.success).toBe(true);
    expect(result.success && result.data.type === 'idea' && result.data.levels.ticker).toBe('EURUSD');
  });

  it('lets the schema put each message under its field: required, length, stop loss side', () => {
    expect(issuesOf({ ...ideaForm({ assetType: '', entry: '' }), title: 'Court' })).toMatchObject({
      title: 'length',
      'levels.assetType': 'required',
      'levels.entry': 'required',
    });
    expect(issuesOf(ideaForm({ stopLoss: '1.1' }))).toMatchObject({ 'levels.stopLoss': 'stopLossSide' });
    // Forex goes to 5 decimals (issue 23): 1.0950 and 1.09505 are prices, 1.095051 is not.
    expect(issuesOf(ideaForm({ entry: '1.0950', stopLoss: '1.0920', breakEven: '1.09505', takeProfit1: '1.1' }))).toEqual({});
    expect(issuesOf(ideaForm({ takeProfit2: '1.205051' }))).toMatchObject({ 'levels.takeProfit2': 'priceDecimals' });
  });
});

describe('validityOfTerm', () => {
  it("proposes now plus the term's days, as a datetime-local value", () => {
    const value = validityOfTerm('mid', NOW);
    expect(value).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    expect(new Date(value).getTime()).toBe(new Date('2030-01-15T08:00:00.000Z').getTime());
  });
});

describe('ideaFormOfPost', () => {
  it('prefills an edited idea: title, text, side, instrument, the term its author chose, validity, levels', () => {
    const post = makeIdeaPost({ Sell: true, Term: 'mid', ExpirationDate: '2030-01-15T08:00:00.000Z', TakeProfits: [{ Value: 1.07 }] });
    const values = ideaFormOfPost(post, NOW);
    expect(values).toMatchObject({ type: 'idea', title: 'Rebond attendu sur la zone de support', description: 'Le prix revient sur un support hebdomadaire.' });
    expect(values.levels).toMatchObject({ sell: true, assetType: 'forex', ticker: 'EURUSD', term: 'mid', entryType: 'conditional', entry: '1.08345', takeProfit1: '1.07', takeProfit2: '' });
    expect(new Date(values.levels.validUntil).toISOString()).toBe('2030-01-15T08:00:00.000Z');
  });

  it('leaves a validity already past empty (the schema refuses a past date)', () => {
    const post = makeIdeaPost({ ExpirationDate: '2030-01-09T08:00:00.000Z' });
    expect(ideaFormOfPost(post, NOW).levels.validUntil).toBe('');
  });

  it('prefills an analysis with empty levels', () => {
    const post = makeIdeaPost({ Type: 'analysis', Sell: null, AssetType: null, Instrument: null, EntryType: null, EntryValue: null, StopLoss: null, BreakEven: null, TakeProfits: [], ExpirationDate: null });
    const values = ideaFormOfPost(post, NOW);
    expect(values.type).toBe('analysis');
    expect(values.levels).toEqual(emptyIdeaForm().levels);
  });
});
