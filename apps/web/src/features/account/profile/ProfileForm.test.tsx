import type { CurrentUser } from '@arya/core/contract';
import { updateMyProfileRoute } from '@arya/core/routes';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { toast } from '../../../lib/toast.ts';
import { meKeys } from '../../session/me-queries.ts';
import { controlNamed, descriptionsOf, memberState, renderProfilePage } from './profile-test-kit.tsx';

vi.mock(import('../../../lib/api-client.ts'), async (importOriginal) => ({ ...(await importOriginal()), callApi: vi.fn() }));
vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const api = vi.mocked(callApi);

const input = (name: string) => controlNamed(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(controlNamed(name), { target: { value } });
const save = () => fireEvent.click(screen.getByText('Enregistrer', { selector: 'button' }));
const alertText = () => document.querySelector('[role="alert"]')?.textContent ?? null;

/** Waits until the field is marked invalid, then gives the error a screen reader reads with it. */
async function errorOf(name: string): Promise<string | undefined> {
  const control = controlNamed(name);
  await waitFor(() => expect(control.getAttribute('aria-invalid')).toBe('true'));
  return descriptionsOf(control)[0];
}

const saved = (user: CurrentUser, changes: Partial<CurrentUser>): CurrentUser => ({ ...user, ...changes });

beforeAll(() => initI18nWithEveryNamespace('fr'));
beforeEach(() => {
  api.mockReset();
  vi.mocked(toast.success).mockReset();
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await i18next.changeLanguage('fr');
});

describe('the profile form', () => {
  it('fills the fields from the member state', () => {
    renderProfilePage(memberState({ job: 'Analyste', description: 'Swing trader.', isPublic: false }));
    expect(document.querySelector('h1')?.textContent).toBe('Profil');
    expect(input('Prénom').value).toBe('Ana');
    expect(input('Nom').value).toBe('Lima');
    expect(input('Société').value).toBe('ARYA');
    expect(input('Pays').value).toBe('FR');
    expect(input('Langue').value).toBe('fr');
    expect(input('Métier').value).toBe('Analyste');
    expect(input('Biographie').value).toBe('Swing trader.');
    expect(descriptionsOf(controlNamed('Biographie'))).toEqual(['13 / 1\u202f000 caractères']);
    expect(input('Rendre mon profil public').checked).toBe(false);
    expect(input('Rendre mon profil public').getAttribute('role')).toBe('switch');
    // The alias starts empty (the address stays as it is); the preview shows the address of today.
    expect(input('Alias personnalisé').value).toBe('');
    expect(descriptionsOf(controlNamed('Alias personnalisé')).at(-1)).toMatch(/^Adresse de votre profil : .*\/u\/ana-lima-7f3a$/);
  });

  it('shows each field error translated under its field, keeps what was typed and sends nothing', async () => {
    renderProfilePage(memberState());
    type('Prénom', '   ');
    type('Alias personnalisé', 'abcde');
    save();
    expect(await errorOf('Alias personnalisé')).toBe("L'alias doit contenir au moins 6 caractères.");
    expect(await errorOf('Prénom')).toBe('Ce champ est obligatoire.');
    expect(input('Alias personnalisé').value).toBe('abcde');
    expect(api).not.toHaveBeenCalled();
  });

  it.each(['ana trader', 'ana_trader'])('refuses the alias %j: letters, digits and hyphens only', async (alias) => {
    renderProfilePage(memberState());
    type('Alias personnalisé', alias);
    save();
    expect(await errorOf('Alias personnalisé')).toBe('Seuls les lettres, les chiffres et les tirets sont autorisés, sans espace.');
    expect(api).not.toHaveBeenCalled();
  });

  it('sends the form as the schema makes it: trimmed, an untouched alias empty, and no phone number', async () => {
    const user = memberState({ alias: 'ana-lima', aliasChangedAt: '2025-01-01T00:00:00.000Z', phoneNumber: '+33612345678' });
    api.mockResolvedValue(user as never);
    renderProfilePage(user);
    type('Prénom', '  Ana  ');
    type('Métier', 'Analyste');
    save();
    await waitFor(() => expect(api).toHaveBeenCalledOnce());
    expect(api).toHaveBeenCalledWith(updateMyProfileRoute, {
      body: {
        firstName: 'Ana', lastName: 'Lima', organization: 'ARYA', language: 'fr', address: '1 rue de la Paix',
        postalCode: '75002', country: 'FR', city: 'Paris', job: 'Analyste', biography: '', isPublic: true, alias: '',
      },
    });
  });

  it('shows a taken alias under the alias field and keeps the form as typed', async () => {
    api.mockRejectedValue(new ApiError(409, 'ALIAS_ALREADY_TAKEN', 'This alias is already taken'));
    renderProfilePage(memberState());
    type('Alias personnalisé', 'ana-trader');
    save();
    expect(await errorOf('Alias personnalisé')).toBe('Cet alias est déjà pris.');
    expect(api.mock.calls[0]![1]).toMatchObject({ body: { alias: 'ana-trader' } });
    expect(input('Alias personnalisé').value).toBe('ana-trader');
    expect(alertText()).toBeNull();
  });

  it('shows any other failure above the form', async () => {
    api.mockRejectedValue(new ApiError(0, 'NETWORK_ERROR', 'offline'));
    renderProfilePage(memberState());
    type('Ville', 'Lyon');
    save();
    await waitFor(() => expect(alertText()).toBe('Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.'));
    expect(input('Ville').value).toBe('Lyon');
  });

  it('locks the alias until 30 days after its last change, and says until when', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
    renderProfilePage(memberState({ alias: 'ana-lima', aliasChangedAt: '2026-11-13T12:00:00Z' }));
    expect(input('Alias personnalisé').disabled).toBe(true);
    expect(descriptionsOf(controlNamed('Alias personnalisé'))).toContain("Vous pourrez changer d'alias à nouveau le 13 décembre 2026.");
    cleanup();
    renderProfilePage(memberState({ alias: 'ana-lima', aliasChangedAt: '2026-10-23T11:00:00Z' }));
    expect(input('Alias personnalisé').disabled).toBe(false);
    expect(descriptionsOf(controlNamed('Alias personnalisé')).join(' ')).not.toContain('Vous pourrez changer');
  });

  it('once saved: says so, updates the member state everywhere and shows the saved values', async () => {
    const user = memberState();
    const answer = saved(user, { displayName: 'Ana Lima-Costa', lastName: 'Lima-Costa', alias: 'ana-trader', aliasChangedAt: new Date().toISOString() });
    api.mockResolvedValue(answer as never);
    const { client } = renderProfilePage(user);
    client.setQueryData(['users', 'alias', 'ana-lima-7f3a'], { Id: 'u1' });
    client.setQueryData(['posts', 'feed', 'home'], { pages: [], pageParams: [] });
    type('Nom', 'Lima-Costa');
    type('Alias personnalisé', 'ana-trader');
    save();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profil enregistré'));
    expect(client.getQueryData(meKeys.state('u1'))).toEqual(answer);
    expect(client.getQueryState(['users', 'alias', 'ana-lima-7f3a'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['posts', 'feed', 'home'])?.isInvalidated).toBe(true);
    // The form holds the saved values: the alias field empty again, locked, the new address previewed.
    await waitFor(() => expect(input('Alias personnalisé').value).toBe(''));
    expect(input('Alias personnalisé').disabled).toBe(true);
    expect(descriptionsOf(controlNamed('Alias personnalisé')).at(-1)).toMatch(/\/u\/ana-trader$/);
    expect(input('Nom').value).toBe('Lima-Costa');
  });

  it('moves the page to the language just saved', async () => {
    const user = memberState();
    api.mockResolvedValue(saved(user, { defaultLanguage: 'en' }) as never);
    renderProfilePage(user);
    fireEvent.change(controlNamed('Langue'), { target: { value: 'en' } });
    save();
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/en/my-account/profile'));
    expect(toast.success).toHaveBeenCalledWith('Profile saved');
    expect(api.mock.calls[0]![1]).toMatchObject({ body: { language: 'en' } });
  });
});
