import { createReportRoute, type Route } from '@arya/core/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from '../../lib/api-client.ts';
import { initI18nWithEveryNamespace } from '../../lib/i18n-for-tests.ts';
import { makeCurrentUser, stubModalDialogs } from '../../test/kit.ts';
import { SessionContext, type SessionValue } from '../session/session-context.ts';
import ReportDialog from './ReportDialog.tsx';

vi.mock(import('../../lib/api-client.ts'), async (importOriginal) => ({ ...(await importOriginal()), callApi: vi.fn() }));
const api = vi.mocked(callApi);

function renderDialog(signedIn: boolean, onClose = vi.fn()) {
  const session: SessionValue = {
    state: signedIn ? 'signedIn' : 'signedOut',
    user: signedIn ? makeCurrentUser() : null,
    loadError: false,
    retry: () => undefined,
    refresh: async () => undefined,
    signOut: async () => undefined,
  } as SessionValue;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionContext.Provider value={session}>
        <ReportDialog item={{ kind: 'post', id: 'author/post-1' }} onClose={onClose} />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return onClose;
}
const sent = () => api.mock.calls.map(([route, options]) => ({ route: route as Route, body: (options as { body?: unknown } | undefined)?.body }));

beforeAll(async () => {
  stubModalDialogs();
  await initI18nWithEveryNamespace('fr');
});
beforeEach(() => {
  api.mockReset();
  api.mockResolvedValue({ id: '1', status: 'open', createdAt: '2026-11-27T10:00:00.000Z' } as never);
});
afterEach(cleanup);

describe('the report dialog', () => {
  it('lets a member choose any reason, asks the law only for illegal content, and sends the report', async () => {
    const onClose = renderDialog(true);
    expect(screen.getByRole('dialog', { name: 'Signaler cette publication' })).toBeTruthy();
    expect(screen.queryByLabelText('Votre adresse e-mail')).toBeNull();
    const reason = screen.getByLabelText('Motif') as HTMLSelectElement;
    expect([...reason.options].map((option) => option.textContent)).toEqual(['', 'Spam ou publicité', 'Arnaque ou manipulation de marché', 'Harcèlement ou haine', 'Contenu illicite', 'Autre']);

    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();

    fireEvent.change(reason, { target: { value: 'illegal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await screen.findByText('Indiquez la loi que ce contenu enfreint.')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();

    fireEvent.change(reason, { target: { value: 'scam' } });
    fireEvent.change(screen.getByLabelText('Précisions (facultatif)'), { target: { value: 'Pump and dump' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toEqual([{ route: createReportRoute, body: { item: { kind: 'post', id: 'author/post-1' }, category: 'scam', comment: 'Pump and dump' } }]);
  });

  it('asks a visitor for the law, an e-mail address and good faith, for illegal content only', async () => {
    const onClose = renderDialog(false);
    const reason = screen.getByLabelText('Motif') as HTMLSelectElement;
    expect([...reason.options].map((option) => option.textContent)).toEqual(['Contenu illicite']);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await screen.findByText('Confirmez que votre signalement est fait de bonne foi.')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Loi ou règle enfreinte'), { target: { value: 'CMF art. L465-3-1' } });
    fireEvent.change(screen.getByLabelText('Votre adresse e-mail'), { target: { value: 'temoin@example.test' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()[0]?.body).toEqual({ item: { kind: 'post', id: 'author/post-1' }, category: 'illegal', law: 'CMF art. L465-3-1', email: 'temoin@example.test', goodFaith: true, language: 'fr' });
  });

  it('shows the server’s refusal in the dialog and stays open', async () => {
    api.mockRejectedValue(new ApiError(409, 'REPORT_ALREADY_OPEN', 'already'));
    const onClose = renderDialog(true);
    fireEvent.change(screen.getByLabelText('Motif'), { target: { value: 'spam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await screen.findByText('Vous avez déjà signalé ce contenu : votre signalement est en cours d\'examen.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
