import { newsInputSchema } from '@arya/core/contract';
import { describe, expect, it } from 'vitest';
import { emptyNewsForm, toNewsInput, type NewsFormValues } from './news-form-values.ts';

function filled(change: (values: NewsFormValues) => void = () => undefined): NewsFormValues {
  const values = emptyNewsForm();
  values.localizations.fr.title = 'EURUSD';
  values.localizations.fr.contents = 'Analyse du jour';
  values.availableFor = ['GOLD:fr'];
  change(values);
  return values;
}

describe('toNewsInput', () => {
  it('sends empty lists, prices and deadline as null and drops a language with nothing in it', () => {
    const input = toNewsInput(filled());
    expect(input.categories).toEqual({ tradingTerm: null, template: null, trend: null, instrument: '', timeFrame: null, orderType: null });
    expect(input.category).toBeNull();
    expect(input.targetPrices).toEqual({ entry: null, be: null, tp1: null, tp2: null, tp3: null, sl: null });
    expect(input.deadline).toBeNull();
    expect(input.localizations).toEqual({ fr: { title: 'EURUSD', secondaryTitle: '', contents: 'Analyse du jour', audios: [], files: [] }, en: null });
    expect(newsInputSchema.safeParse(input).success).toBe(true);
  });

  it('reads typed prices as numbers and the local deadline as an ISO instant', () => {
    const input = toNewsInput(
      filled((values) => {
        values.targetPrices.entry = '1.0845';
        values.targetPrices.sl = '1.08';
        values.deadline = '2099-03-01T14:30';
      }),
    );
    expect(input.targetPrices).toMatchObject({ entry: 1.0845, sl: 1.08, tp1: null });
    expect(input.deadline).toBe(new Date('2099-03-01T14:30').toISOString());
  });

  it('keeps a language that has only an attachment, so its missing contents are reported', () => {
    const input = toNewsInput(filled((values) => (values.localizations.en.audios = [{ url: '/files/a.mp3' }])));
    expect(input.localizations?.en).toEqual({ title: '', secondaryTitle: '', contents: '', audios: [{ url: '/files/a.mp3' }], files: [] });
    const result = newsInputSchema.safeParse(input);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['localizations.en.title', 'required'],
      ['localizations.en.contents', 'required'],
    ]);
  });

  it('turns the checked boxes into plan and language pairs, in the grid order', () => {
    expect(toNewsInput(filled((values) => (values.availableFor = ['INFINITE:en', 'SILVER:fr']))).availableFor).toEqual([
      { Subscription: 'SILVER', Language: 'fr' },
      { Subscription: 'INFINITE', Language: 'en' },
    ]);
  });

  it('lets the schema refuse a news item with no language and no audience', () => {
    const input = toNewsInput(
      filled((values) => {
        values.localizations.fr.title = '';
        values.localizations.fr.contents = '  ';
        values.availableFor = [];
      }),
    );
    const messages = newsInputSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(expect.arrayContaining(['newsLanguageRequired', 'newsAudienceRequired']));
  });
});
