import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBundledCatalogue } from '../locales/bundled.ts';
import { addPageTexts, initI18n } from './i18n.ts';

// A component test file (its own module registry): the app's i18next starts here in French alone.
describe("a page's own texts", () => {
  beforeAll(async () => {
    initI18n('fr', { fr: await loadBundledCatalogue('fr') });
  });

  it('are added in both languages, whatever the language of the page', () => {
    addPageTexts('legal', { fr: { legal: { title: 'Mentions légales' } }, en: { legal: { title: 'Legal notice' } } });
    expect(i18next.t('title', { ns: 'legal' })).toBe('Mentions légales');
    expect(i18next.getFixedT('en', 'legal')('title')).toBe('Legal notice');
  });

  it('are added once: a second call, with other texts, changes nothing', () => {
    addPageTexts('instruments', { fr: { instruments: { title: 'Instruments' } }, en: { instruments: { title: 'Instruments' } } });
    addPageTexts('instruments', { fr: { instruments: { title: 'Autre' } }, en: { instruments: { title: 'Other' } } });
    expect(i18next.getResourceBundle('fr', 'instruments')).toEqual({ title: 'Instruments' });
    expect(i18next.getResourceBundle('en', 'instruments')).toEqual({ title: 'Instruments' });
  });

  it("keep a language's bundle already there and add the other's", () => {
    i18next.addResourceBundle('en', 'trackRecord', { title: 'Already there' });
    addPageTexts('trackRecord', { fr: { trackRecord: { title: 'Historique' } }, en: { trackRecord: { title: 'Track record' } } });
    expect(i18next.getResourceBundle('en', 'trackRecord')).toEqual({ title: 'Already there' });
    expect(i18next.getResourceBundle('fr', 'trackRecord')).toEqual({ title: 'Historique' });
  });
});
