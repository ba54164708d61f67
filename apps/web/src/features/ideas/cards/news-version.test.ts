import { describe, expect, it } from 'vitest';
import { newsVersion } from './news-version.ts';
import { makeNews } from './test-posts.ts';

describe('newsVersion', () => {
  it("takes the app language's version, else the other one", () => {
    expect(newsVersion(makeNews(), 'en').contents).toBe('Gold is falling.\nTarget 2020.');
    expect(newsVersion(makeNews({ Localizations: { fr: makeNews().Localizations.fr, en: null } }), 'en')).toMatchObject({ language: 'fr', audios: ['https://cdn.test/fr.mp3'] });
    expect(newsVersion(makeNews({ Localizations: { fr: null, en: makeNews().Localizations.en } }), 'fr').language).toBe('en');
  });

  it('falls back to the default version when neither language is written', () => {
    const news = makeNews({ Localizations: { fr: null, en: null }, Audios: ['https://cdn.test/a.mp3'] });
    expect(newsVersion(news, 'fr')).toEqual({ language: null, contents: 'Contenu par défaut', audios: ['https://cdn.test/a.mp3'], files: [] });
  });
});
