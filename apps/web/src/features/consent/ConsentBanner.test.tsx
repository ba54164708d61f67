import type { PublicConfig } from '@arya/core/contract';
import { CONSENT_COOKIE, CONSENT_VERSION, serializeConsentCookie } from '@arya/core/rules';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18nWithEveryNamespace } from '../../lib/i18n-for-tests.ts';
import { stubModalDialogs } from '../../test/kit.ts';
import { ConsentBanner } from './ConsentBanner.tsx';
import { resetConsentForTests } from './consent-store.ts';
import { openConsentSettings } from './open-consent-settings.ts';

vi.mock('../../lib/api-client.ts', () => ({ callApi: vi.fn(() => Promise.resolve({})) }));

const configWith = (tagManagerFr: string | null) => ({ analytics: { tagManagerFr, tagManagerEn: null } }) as PublicConfig;
const ID = '3f2b8c1e-7d4a-4b6e-9c2d-1a5e8f7b6c4d';

beforeAll(async () => {
  stubModalDialogs();
  await initI18nWithEveryNamespace('fr');
});
beforeEach(() => resetConsentForTests());
afterEach(() => {
  cleanup();
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
});

describe('ConsentBanner', () => {
  it('asks nothing when no tag manager is configured', () => {
    render(<ConsentBanner config={configWith(null)} />);
    expect(screen.queryByRole('region', { name: 'Votre choix sur les cookies' })).toBeNull();
  });

  it('asks on a first visit, with three buttons of the same look, taking no focus', () => {
    render(<ConsentBanner config={configWith('GTM-ABC')} />);
    const region = screen.getByRole('region', { name: 'Votre choix sur les cookies' });
    const buttons = ['Tout accepter', 'Tout refuser', 'Choisir'].map((name) => screen.getByRole('button', { name }));
    expect(new Set(buttons.map((button) => button.className)).size).toBe(1);
    expect(region.contains(document.activeElement)).toBe(false);
  });

  it('asks no more once a current choice is kept, and asks again when it is older than six months', () => {
    const keep = (at: Date) => (document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(serializeConsentCookie({ v: CONSENT_VERSION, id: ID, analytics: false, at: at.toISOString() }))}; path=/`);
    keep(new Date());
    render(<ConsentBanner config={configWith('GTM-ABC')} />);
    expect(screen.queryByRole('region', { name: 'Votre choix sur les cookies' })).toBeNull();
    cleanup();
    resetConsentForTests();
    keep(new Date(Date.now() - 183 * 24 * 60 * 60 * 1000));
    render(<ConsentBanner config={configWith('GTM-ABC')} />);
    expect(screen.getByRole('region', { name: 'Votre choix sur les cookies' })).toBeTruthy();
  });

  it('hides once refused', () => {
    render(<ConsentBanner config={configWith('GTM-ABC')} />);
    act(() => screen.getByRole('button', { name: 'Tout refuser' }).click());
    expect(screen.queryByRole('region', { name: 'Votre choix sur les cookies' })).toBeNull();
    expect(document.cookie).toContain(CONSENT_COOKIE);
  });

  it('opens the settings when openConsentSettings() is called (the footer, the account page)', async () => {
    render(<ConsentBanner config={configWith(null)} />);
    act(() => openConsentSettings());
    expect(await screen.findByTestId('consent-dialog')).toBeTruthy();
    expect(screen.getByTestId('consent-dialog').textContent).toContain("Ce site n'utilise aujourd'hui aucun cookie de mesure d'audience");
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
