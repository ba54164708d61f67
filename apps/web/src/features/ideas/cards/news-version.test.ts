import { describe, expect, it } from 'vitest';
import { newsVersion } from './news-version.ts';
import { makeNews } from './test-posts.ts';

describe('newsVersion', () => {
  it("takes the app language's version, else the other one", () => {
    expect(newsVersion(makeNews(), 'en').contents).toBe('Gold is falling.\nTarget 2020.');
    expect(newsVersion(makeNews({ Localizations: { fr: makeNews().Localizations.fr, en: null } }), 'en')).toMatchObject({ language: 'fr', audios: ['https://cdn.test/fr.mp3'] });
    expect(newsVersion(makeNews({ Localizations: { fr: null, en: makeNews().Localizations.en } }), 'fr').language).toBe('en');
    // Titles go with their version.
    expect(newsVersion(makeNews(), 'en')).toMatchObject({ title: 'Gold under pressure', secondaryTitle: 'Sell signal' });
    expect(newsVersion(makeNews({ Localizations: { fr: makeNews().Localizations.fr, en: null } }), 'en')).toMatchObject({ title: "L'or sous pression", secondaryTitle: 'Signal de vente' });
  });

  it('falls back to the default version when neither language is written', () => {
    const news = makeNews({ Localizations: { fr: null, en: null }, Audios: ['https://cdn.test/a.mp3'] });
    expect(newsVersion(news, 'fr')).toEqual({ language: null, title: "L'or sous pression", secondaryTitle: 'Signal de vente', contents: 'Contenu par défaut', audios: ['https://cdn.test/a.mp3'], files: [] });
  });
});
