import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { loadBundledCatalogue } from '../locales/bundled.ts';
import { initI18n } from './i18n.ts';

function CloseButton() {
  const { t } = useTranslation();
  return <button type="button">{t('close')}</button>;
}

// A component test (its own module registry): the app's i18next starts here with one language only.
describe("the app's translations", () => {
  it("start in the page's language alone, and load the other's when the member switches to it", async () => {
    initI18n('fr', { fr: await loadBundledCatalogue('fr') });
    expect(i18next.hasResourceBundle('en', 'common')).toBe(false);
    render(<CloseButton />);
    expect(screen.getByRole('button').textContent).toBe('Fermer');

    await act(async () => {
      await i18next.changeLanguage('en');
    });
    expect(i18next.hasResourceBundle('en', 'common')).toBe(true);
    expect(screen.getByRole('button').textContent).toBe('Close');
  });
});
