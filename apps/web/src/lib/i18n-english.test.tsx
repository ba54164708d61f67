import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { loadBundledCatalogue } from '../locales/bundled.ts';
import { initI18n } from './i18n.ts';

// A component test file (its own module registry): the app's i18next starts here in English.
describe("an English page's translations", () => {
  it('are ready at once from the English catalogue alone: the French one is never fetched', async () => {
    initI18n('en', { en: await loadBundledCatalogue('en') });
    expect(i18next.isInitialized).toBe(true);
    expect(i18next.t('close')).toBe('Close');
    await i18next.loadNamespaces('common');
    expect(i18next.hasResourceBundle('fr', 'common')).toBe(false);
  });
});
