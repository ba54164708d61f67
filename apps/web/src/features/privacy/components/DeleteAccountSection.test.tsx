import { requestAccountDeletionRoute, type Route } from '@arya/core/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route as Page, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { makeCurrentUser, stubModalDialogs } from '../../../test/kit.ts';
import { SessionContext, type SessionValue } from '../../session/session-context.ts';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';
import { loadPage } from '../../../lib/load-page.ts';

vi.mock('../../../lib/load-page.ts', () => ({ loadPage: vi.fn() }));

vi.mock(import('../../../lib/api-client.ts'), async (importOriginal) => ({ ...(await importOriginal()), callApi: vi.fn() }));
const api = vi.mocked(callApi);

function SignInStub() {
  const location = useLocation();
  return <p data-testid="sign-in">{`${location.pathname}${location.search}`}</p>;
}

function renderSection() {
  const signOut = vi.fn(async () => undefined);
  const session = { state: 'signedIn', user: makeCurrentUser(), loadError: false, retry: () => undefined, refresh: async () => undefined, signOut } as SessionValue;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={['/my-account/privacy']}>
          <Routes>
            <Page path="/my-account/privacy" element={<DeleteAccountSection />} />
            <Page path="/auth" element={<SignInStub />} />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte…' }));
  return { signOut, dialog: screen.getByRole('alertdialog', { name: 'Supprimer votre compte' }) };
}
const sent = () => api.mock.calls.map(([route, options]) => ({ route: route as Route, body: (options as { body?: unknown } | undefined)?.body }));

beforeAll(async () => {
  stubModalDialogs();
  await initI18nWithEveryNamespace('fr');
});
beforeEach(() => {
  api.mockReset();
});
afterEach(cleanup);

describe('deleting one’s account', () => {
  it('says what happens, keeps posts as "deleted member" by default, and once scheduled signs out to the sign-in page with the date', async () => {
    api.mockResolvedValue({ requestedAt: '2026-11-28T10:00:00.000Z', eraseAfter: '2026-12-12T10:00:00.000Z', content: 'keep_anonymous' } as never);
    const { signOut, dialog } = renderSection();
    expect(dialog.textContent).toContain('Pendant 14 jours');
    expect(dialog.textContent).toContain('vos factures, 10 ans');
    expect((screen.getByRole('radio', { name: /Les garder sous le nom/ }) as HTMLInputElement).checked).toBe(true);

    fireEvent.change(screen.getByLabelText('Votre mot de passe'), { target: { value: 'a-strong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith(`/auth?deletion=${encodeURIComponent('2026-12-12T10:00:00.000Z')}`));
    expect(signOut).toHaveBeenCalled();
    expect(sent()).toEqual([{ route: requestAccountDeletionRoute, body: { content: 'keep_anonymous', password: 'a-strong-password' } }]);
  });

  it('shows a wrong password under its field, translated, and stays', async () => {
    api.mockRejectedValue(new ApiError(400, 'CURRENT_PASSWORD_WRONG', 'The password is wrong'));
    const { signOut } = renderSection();
    fireEvent.click(screen.getByRole('radio', { name: /Les supprimer/ }));
    fireEvent.change(screen.getByLabelText('Votre mot de passe'), { target: { value: 'oops' } });
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    expect(await screen.findByText('Le mot de passe actuel est incorrect.')).toBeTruthy();
    expect(sent()[0]?.body).toEqual({ content: 'delete', password: 'oops' });
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.queryByTestId('sign-in')).toBeNull();
  });

  it('asks an account without a password to sign in again when its sign-in is not recent', async () => {
    api.mockRejectedValue(new ApiError(403, 'REAUTH_REQUIRED', 'Sign in again'));
    const { signOut } = renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    expect(await screen.findByText(/reconnectez-vous, puis revenez sur cette page/)).toBeTruthy();
    expect(sent()[0]?.body).toEqual({ content: 'keep_anonymous' });
    fireEvent.click(screen.getByRole('button', { name: 'Me reconnecter' }));
    await waitFor(() => expect(screen.getByTestId('sign-in').textContent).toBe(`/auth?next=${encodeURIComponent('/my-account/privacy')}`));
    expect(signOut).toHaveBeenCalled();
  });
});
