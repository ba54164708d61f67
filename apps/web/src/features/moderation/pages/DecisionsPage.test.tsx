import type { MyDecisionsPage, MyReportsPage, StatementOfReasons } from '@arya/core/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { makeCurrentUser } from '../../../test/kit.ts';
import { renderWithApp } from '../../back-office/back-office-test-kit.tsx';
import DecisionsPage from './DecisionsPage.tsx';

vi.mock('../../../lib/api-client.ts', async (original) => ({ ...(await original<object>()), callApi: vi.fn() }));
const api = vi.mocked(callApi);

const statement = (changes: Partial<StatementOfReasons> = {}): StatementOfReasons => ({
  id: '12',
  viewer: 'member',
  action: 'remove',
  scope: { kind: 'post', id: 'a/p', excerpt: 'Achetez ce token, +500 % garanti', date: '2026-11-20T10:00:00.000Z', imagesCount: 0 },
  startsAt: '2026-11-21T09:00:00.000Z',
  endsAt: null,
  permanent: false,
  facts: 'Promesse de gains garantis pour un jeton peu liquide.',
  reason: 'market_manipulation',
  law: null,
  basedOnNotice: true,
  noticeSource: 'member',
  automated: false,
  createdAt: '2026-11-21T09:00:00.000Z',
  appealUntil: '2099-05-21T09:00:00.000Z',
  appealable: true,
  appeal: null,
  overruled: false,
  overruledAt: null,
  ...changes,
});

const page = (path: string) =>
  renderWithApp(
    <Routes>
      <Route path="/my-account/decisions" element={<DecisionsPage />} />
      <Route path="/my-account/decisions/:decisionId" element={<DecisionsPage />} />
    </Routes>,
    { user: makeCurrentUser({ uid: 'me-1' }), path },
  );

beforeAll(() => initI18nWithEveryNamespace('fr'));
beforeEach(() => {
  api.mockReset();
});
afterEach(cleanup);

describe('the decisions page', () => {
  it('lists the decisions about the member with the rule applied and whether they can still contest, each opening its statement', async () => {
    const list: MyDecisionsPage = {
      items: [
        { id: '12', action: 'remove', reason: 'scam', item: { kind: 'post', id: 'a/p' }, excerpt: 'Gains garantis', endsAt: null, createdAt: '2026-11-21T09:00:00.000Z', appealUntil: '2099-05-21T09:00:00.000Z', appealable: true, appealStatus: null, overruled: false },
        { id: '9', action: 'mute', reason: 'spam', item: null, excerpt: null, endsAt: '2026-11-28T09:00:00.000Z', createdAt: '2026-11-20T09:00:00.000Z', appealUntil: '2099-05-20T09:00:00.000Z', appealable: false, appealStatus: 'pending', overruled: false },
      ],
      nextCursor: null,
    };
    api.mockImplementation(async (route) => (route.path === '/api/v1/me/reports' ? { items: [], nextCursor: null } : list));
    page('/my-account/decisions');
    expect(screen.getByRole('heading', { level: 1, name: 'Décisions de modération' })).toBeTruthy();
    const rows = await screen.findAllByTestId('decision-row');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/my-account/decisions/12', '/my-account/decisions/9']);
    expect(rows[0]?.textContent).toContain('Contenu retiré');
    expect(rows[0]?.textContent).toContain('Règle appliquée : Arnaque');
    expect(rows[0]?.textContent).toContain('Contestable jusqu');
    expect(rows[1]?.textContent).toContain("Recours en cours d'examen");
  });

  it('says so when no decision concerns the member, nor any report was sent', async () => {
    api.mockResolvedValue({ items: [], nextCursor: null });
    page('/my-account/decisions');
    expect(await screen.findByText('Aucune décision de modération ne vous concerne.')).toBeTruthy();
    expect(await screen.findByText("Vous n'avez envoyé aucun signalement.")).toBeTruthy();
  });

  it('lists the member’s reports with the day each was received, where its review stands, and the decision once taken', async () => {
    const reports: MyReportsPage = {
      items: [
        { id: '31', status: 'open', createdAt: '2026-11-25T09:00:00.000Z', item: { kind: 'comment', id: 'a/p/c' }, category: 'harassment', decisionId: null },
        { id: '30', status: 'actioned', createdAt: '2026-11-24T09:00:00.000Z', item: { kind: 'post', id: 'a/p' }, category: 'scam', decisionId: '12' },
        { id: '29', status: 'dismissed', createdAt: '2026-11-23T09:00:00.000Z', item: { kind: 'member', id: 'u-7' }, category: 'spam', decisionId: '11' },
      ],
      nextCursor: null,
    };
    api.mockImplementation(async (route) => (route.path === '/api/v1/me/reports' ? reports : { items: [], nextCursor: null }));
    page('/my-account/decisions');
    const section = await screen.findByRole('region', { name: 'Vos signalements' });
    const rows = await within(section).findAllByTestId('my-report');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Harcèlement ou haineReçu le 25 novembre 2026Un commentaire · Voir le contenu signalé.*En cours d'examen$/),
      expect.stringMatching(/Arnaque.*Reçu le 24 novembre 2026Une publication.*une mesure a été priseVoir la décision$/),
      expect.stringMatching(/Spam.*Un membre.*classé sans suiteVoir la décision$/),
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Voir le contenu signalé' }).getAttribute('href')).toBe('/post/a/p/c');
    expect(within(rows[0]!).queryByRole('link', { name: 'Voir la décision' })).toBeNull();
    expect(within(rows[1]!).getByRole('link', { name: 'Voir la décision' }).getAttribute('href')).toBe('/my-account/decisions/12');
    expect(within(rows[2]!).getByRole('link', { name: 'Voir le contenu signalé' }).getAttribute('href')).toBe('/u/u-7');
  });

  it('gives the statement of reasons: measure, scope, facts, rule, source, no automated means; then sends an appeal and shows it pending', async () => {
    api.mockImplementation(async (route) => {
      if (route.method === 'GET') return statement();
      return statement({ appealable: false, appeal: { id: '3', text: 'Ce n’était pas une promotion.', status: 'pending', createdAt: '2026-11-22T09:00:00.000Z', decidedAt: null, response: null } });
    });
    page('/my-account/decisions/12');
    const facts = await screen.findByTestId('statement');
    expect(facts.textContent).toContain('Contenu retiré');
    expect(facts.textContent).toContain('Publication : « Achetez ce token, +500 % garanti »');
    expect(facts.textContent).toContain('Promesse de gains garantis');
    expect(facts.textContent).toContain('Manipulation de marché');
    expect(facts.textContent).toContain("Un signalement d'un membre");
    expect(facts.textContent).toContain('Aucun : décision prise par une personne');

    const appeal = screen.getByRole('region', { name: 'Contester cette décision' });
    fireEvent.click(within(appeal).getByRole('button', { name: 'Envoyer mon recours' }));
    expect(await within(appeal).findByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(api).not.toHaveBeenCalledWith(expect.objectContaining({ method: 'POST' }), expect.anything());

    fireEvent.change(within(appeal).getByLabelText('Votre recours'), { target: { value: 'Ce n’était pas une promotion.' } });
    fireEvent.click(within(appeal).getByRole('button', { name: 'Envoyer mon recours' }));
    await waitFor(() => expect(within(appeal).getByTestId('appeal-status').textContent).toContain("en cours d'examen"));
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', path: '/api/v1/me/decisions/:decisionId/appeal' }), { params: { decisionId: '12' }, body: { text: 'Ce n’était pas une promotion.' } });
  });

  it('shows a refused appeal translated and keeps the form', async () => {
    api.mockImplementation(async (route) => {
      if (route.method === 'GET') return statement();
      throw new ApiError(410, 'APPEAL_WINDOW_CLOSED', 'closed');
    });
    page('/my-account/decisions/12');
    const appeal = await screen.findByRole('region', { name: 'Contester cette décision' });
    fireEvent.change(within(appeal).getByLabelText('Votre recours'), { target: { value: 'Je conteste.' } });
    fireEvent.click(within(appeal).getByRole('button', { name: 'Envoyer mon recours' }));
    await waitFor(() => expect(within(appeal).getByRole('alert').textContent).not.toBe(''));
    expect(within(appeal).getByRole('alert').textContent).not.toContain('APPEAL_WINDOW_CLOSED');
    expect(within(appeal).getByLabelText('Votre recours')).toBeTruthy();
  });

  it('says when the time to contest is over, and when a decision was overturned', async () => {
    api.mockResolvedValue(statement({ appealable: false, appealUntil: '2026-05-21T09:00:00.000Z', overruled: true, overruledAt: '2026-11-23T09:00:00.000Z' }));
    page('/my-account/decisions/12');
    expect(await screen.findByText('Cette décision a été annulée le 23 novembre 2026 : ses effets ont été levés.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Contester cette décision' }).textContent).toContain('ne peut pas être contestée');
  });
});
