import { COMMUNITY_RULES, TERMS_VERSION } from '@arya/core/rules';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18nWithEveryNamespace } from '../../lib/i18n-for-tests.ts';
import { CONSENT_SETTINGS_EVENT } from '../consent/open-consent-settings.ts';
import LegalPage from './pages/LegalPage.tsx';
import { SiteFooter } from './SiteFooter.tsx';

beforeAll(() => initI18nWithEveryNamespace('fr'));
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('fr');
});

async function renderAt(path: string, element: React.ReactNode) {
  await i18next.changeLanguage(path.startsWith('/en') ? 'en' : 'fr');
  return render(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
}

describe('the legal pages', () => {
  it('list every community rule of core in the terms, with the durations and the six months to contest', async () => {
    await renderAt('/legal/terms', <LegalPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Conditions générales d'utilisation");
    expect(screen.getByText('Version du 27 novembre 2026')).not.toBeNull();
    expect(TERMS_VERSION).toBe('2026-11-27');
    const rules = within(screen.getByTestId('community-rules')).getAllByRole('listitem');
    expect(rules.map((rule) => rule.id)).toEqual(COMMUNITY_RULES.map((rule) => `rule-${rule}`));
    expect(rules[2]!.textContent).toBe('Manipulation de marché\u00a0: « pump and dump », fausses informations destinées à faire varier un cours, actions coordonnées sur un actif.');
    expect(screen.getByText(/^Une lecture seule ou une suspension dure 1 jour, 7 jours, 30 jours ou 90 jours/)).not.toBeNull();
    expect(screen.getByText(/pendant 6 mois, depuis la page de la décision/)).not.toBeNull();
    // Each section is reachable from the table of contents.
    const contents = screen.getByRole('navigation', { name: 'Sur cette page' });
    const report = within(contents).getByRole('link', { name: 'Signaler un contenu' });
    expect(document.getElementById(report.getAttribute('href')!.slice(1))?.textContent).toBe('Signaler un contenu');
    expect(within(screen.getByRole('navigation', { name: 'Voir aussi' })).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/legal/privacy', '/legal/notice']);
  });

  it('give the retention periods and the processors in the privacy policy, in English under /en', async () => {
    await renderAt('/en/legal/privacy', <LegalPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy policy');
    expect(screen.getByText(/^Invoices: 10 years/)).not.toBeNull();
    expect(screen.getByText(/deactivated for 14 days/)).not.toBeNull();
    expect(screen.getByText(/^Cookie choices: 6 months/)).not.toBeNull();
    expect(screen.getByText(/valid for 24 hours/)).not.toBeNull();
    for (const processor of [/^Stripe/, /^Twilio/, /^GIPHY/, /^Google Tag Manager and Google Analytics, .* only if you accepted it/]) expect(screen.getByText(processor)).not.toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'See also' })).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/en/legal/terms', '/en/legal/notice']);
  });

  it('mark what the business must fill in the legal notice', async () => {
    await renderAt('/legal/notice', <LegalPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mentions légales');
    expect(screen.getByText('Raison sociale : [À compléter]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Hébergeur' })).not.toBeNull();
  });
});

describe('the site footer', () => {
  it('links the three legal pages in the page language and opens the cookie settings', async () => {
    const listener = vi.fn();
    window.addEventListener(CONSENT_SETTINGS_EVENT, listener);
    try {
      await renderAt('/en/ideas', <SiteFooter />);
      const nav = screen.getByRole('navigation', { name: 'Legal information' });
      expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Terms of use', '/en/legal/terms'],
        ['Privacy policy', '/en/legal/privacy'],
        ['Legal notice', '/en/legal/notice'],
      ]);
      fireEvent.click(within(nav).getByRole('button', { name: 'Cookie settings' }));
      expect(listener).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(CONSENT_SETTINGS_EVENT, listener);
    }
    cleanup();
    await renderAt('/', <SiteFooter />);
    expect(screen.getByRole('button', { name: 'Gérer les cookies' })).not.toBeNull();
    expect(screen.getByRole('link', { name: "Conditions générales d'utilisation" }).getAttribute('href')).toBe('/legal/terms');
  });
});
