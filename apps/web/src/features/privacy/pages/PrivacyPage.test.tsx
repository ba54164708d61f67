import type { DataExport, DataExportsPage } from '@arya/core/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../../lib/api-client.ts';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { makeCurrentUser } from '../../../test/kit.ts';
import { renderWithApp } from '../../back-office/back-office-test-kit.tsx';
import { CONSENT_SETTINGS_EVENT } from '../../consent/open-consent-settings.ts';
import PrivacyPage from './PrivacyPage.tsx';

vi.mock('../../../lib/api-client.ts', async (original) => ({ ...(await original<typeof ApiClient>()), callApi: vi.fn() }));
const api = vi.mocked(callApi);

const ID = '5b0f4c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b';
const copy = (changes: Partial<DataExport>): DataExport => ({ id: ID, status: 'pending', requestedAt: '2026-11-28T09:00:00.000Z', readyAt: null, expiresAt: null, bytes: null, ...changes });
const page = (...items: DataExport[]): DataExportsPage => ({ items, nextCursor: null });
const render = () => renderWithApp(<PrivacyPage />, { user: makeCurrentUser({ uid: 'me-1' }), path: '/my-account/privacy' });

beforeAll(() => initI18nWithEveryNamespace('fr'));
afterEach(() => {
  cleanup();
  api.mockReset();
});

describe('the privacy page', () => {
  it('asks for a copy of one’s data and shows it being prepared', async () => {
    api.mockImplementation(async (route) => {
      if (route.method === 'GET' && route.path === '/api/v1/me/data-exports') return page();
      if (route.method === 'POST' && route.path === '/api/v1/me/data-exports') return copy({ status: 'pending' });
      throw new Error(`Unexpected call ${route.method} ${route.path}`);
    });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Confidentialité' })).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Télécharger mes données' });
    fireEvent.click(await within(section).findByRole('button', { name: 'Préparer une copie de mes données' }));
    expect(await within(section).findByRole('status')).toHaveProperty('textContent', expect.stringContaining('Copie en préparation'));
    expect(within(section).queryByRole('button', { name: /Préparer/ })).toBeNull();
  });

  it('offers a ready copy for download, with its size and until when', async () => {
    api.mockResolvedValue(page(copy({ status: 'ready', readyAt: '2026-11-28T09:02:00.000Z', expiresAt: '2099-11-29T09:02:00.000Z', bytes: 2_400_000 })));
    render();
    const link = await screen.findByRole('link', { name: 'Télécharger (ZIP)' });
    expect(link.getAttribute('href')).toBe(`/api/v1/me/data-exports/${ID}/download`);
    expect(screen.getByText(/Téléchargeable jusqu'au 29 novembre 2099/)).toBeTruthy();
    expect(screen.getByText('Taille : 2,4 Mo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Préparer une nouvelle copie' })).toBeTruthy();
  });

  it('says when the last copy expired or failed, and translates a refusal', async () => {
    api.mockImplementation(async (route) => {
      if (route.method === 'GET') return page(copy({ status: 'ready', expiresAt: '2026-01-02T09:00:00.000Z', bytes: 10 }));
      throw new ApiError(409, 'EXPORT_ALREADY_PENDING', 'pending');
    });
    render();
    expect(await screen.findByText(/Votre dernière copie a expiré le 2 janvier 2026/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Télécharger (ZIP)' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Préparer une nouvelle copie' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', "Une copie de vos données est déjà en préparation : vous recevrez un e-mail dès qu'elle sera prête.");
    cleanup();

    api.mockReset();
    api.mockResolvedValue(page(copy({ status: 'failed' })));
    render();
    expect(await screen.findByText(/n'a pas pu être préparée/)).toBeTruthy();
  });

  it('says why a download link the server turned down did not work', async () => {
    api.mockResolvedValue(page(copy({ status: 'expired', expiresAt: '2026-01-02T09:00:00.000Z' })));
    renderWithApp(<PrivacyPage />, { user: makeCurrentUser({ uid: 'me-1' }), path: '/my-account/privacy?problem=EXPORT_EXPIRED' });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Ce lien de téléchargement a expiré. Demandez une nouvelle copie de vos données.');
  });

  it('opens the cookie settings and links to the privacy policy', async () => {
    api.mockResolvedValue(page());
    render();
    const opened = vi.fn();
    window.addEventListener(CONSENT_SETTINGS_EVENT, opened);
    fireEvent.click(screen.getByRole('button', { name: 'Gérer les cookies' }));
    window.removeEventListener(CONSENT_SETTINGS_EVENT, opened);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'politique de confidentialité' }).getAttribute('href')).toBe('/legal/privacy');
    await waitFor(() => expect(api).toHaveBeenCalled());
  });
});
