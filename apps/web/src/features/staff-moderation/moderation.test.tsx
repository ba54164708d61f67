import type { ModerationCase, ModerationCaseSummary, StaffAppeal, StaffDecision } from '@arya/core/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from '../../lib/api-client.ts';
import type * as ApiClient from '../../lib/api-client.ts';
import { initI18nWithEveryNamespace } from '../../lib/i18n-for-tests.ts';
import { makeCurrentUser } from '../../test/kit.ts';
import { renderWithApp, staffMember } from '../back-office/back-office-test-kit.tsx';
import { ModerationBadge } from './ModerationBadge.tsx';
import ModerationPage from './pages/ModerationPage.tsx';

vi.mock('../../lib/api-client.ts', async (importOriginal) => ({ ...(await importOriginal<typeof ApiClient>()), callApi: vi.fn() }));
const api = vi.mocked(callApi);

beforeAll(() => initI18nWithEveryNamespace('fr'));
afterEach(() => {
  cleanup();
  api.mockReset();
});

const summary = (id: string, overrides: Partial<ModerationCaseSummary> = {}): ModerationCaseSummary => ({
  id,
  item: { kind: 'post', id: `author-${id}/post-${id}` },
  memberId: 'bob',
  memberName: `Bob ${id}`,
  status: 'open',
  reportsCount: 2,
  categories: ['spam', 'scam'],
  firstReportedAt: '2026-11-20T10:00:00.000Z',
  lastReportedAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

const decision = (overrides: Partial<StaffDecision> = {}): StaffDecision => ({
  id: '90',
  caseId: '7',
  member: { id: 'bob', name: 'Bob Martin', alias: 'bob' },
  moderator: { id: 'staff-2', name: 'Paul Modo', alias: null },
  action: 'mute',
  reason: 'spam',
  law: null,
  statement: 'Cinq liens identiques en une heure.',
  scope: { kind: 'post', id: 'bob/p1', excerpt: 'Achetez ce signal', date: '2026-11-20T10:00:00.000Z', imagesCount: 0 },
  startsAt: '2026-11-22T10:00:00.000Z',
  endsAt: '2026-11-29T10:00:00.000Z',
  noticeSource: 'member',
  appealUntil: '2027-05-22T10:00:00.000Z',
  overruledAt: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

const openCase = (kind: 'post' | 'member' = 'post'): ModerationCase => ({
  ...summary('7', { item: { kind, id: kind === 'member' ? 'bob' : 'bob/p1' }, memberName: 'Bob Martin', reportsCount: 1 }),
  item: {
    kind,
    id: 'bob/p1',
    postId: kind === 'member' ? null : 'bob/p1',
    author: { id: 'bob', name: 'Bob Martin', alias: 'bob' },
    text: 'Achetez ce signal, gain garanti !',
    imagesCount: 0,
    date: '2026-11-20T10:00:00.000Z',
    removed: false,
    removedReason: null,
    gone: false,
  },
  reports: [{ id: 'r1', category: 'scam', law: null, comment: 'Il vend des signaux', reporter: 'member', language: 'fr', status: 'open', createdAt: '2026-11-21T10:00:00.000Z' }],
  decision: null,
  history: { decisions: [decision({ id: '80', caseId: '3', action: 'warn', endsAt: null, statement: 'Premier avertissement.' })], strikes: 1 },
});

function renderCase(path = '/my-account/moderation/7') {
  return renderWithApp(
    <Routes>
      <Route path="/my-account/moderation" element={<ModerationPage />} />
      <Route path="/my-account/moderation/:caseId" element={<ModerationPage />} />
    </Routes>,
    { path },
  );
}

describe('the moderation queue', () => {
  it('lists the open cases with their kind, member, reports and categories, links each to its case, and loads the next page', async () => {
    api.mockImplementation(async (route, options) => {
      if (route.path === '/api/v1/staff/moderation/size') return { cases: 3, appeals: 1 };
      if (route.path === '/api/v1/staff/moderation/cases') {
        const query = (options as unknown as { query: { status: string; cursor?: string } }).query;
        expect(query.status).toBe('open');
        return query.cursor === 'next' ? { items: [summary('3', { item: { kind: 'member', id: 'bob' } })], nextCursor: null } : { items: [summary('5'), summary('4')], nextCursor: 'next' };
      }
      throw new Error(`Unexpected call ${route.method} ${route.path}`);
    });
    renderCase('/my-account/moderation');

    expect(screen.getByRole('heading', { level: 1, name: 'Modération' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Signalements/, selected: true })).toBeTruthy();
    const list = await screen.findByTestId('moderation-cases');
    const first = within(list).getAllByRole('link')[0] as HTMLElement;
    expect(first.getAttribute('href')).toBe('/my-account/moderation/5');
    expect(first.textContent).toContain('Publication');
    expect(first.textContent).toContain('Concerne Bob 5');
    expect(first.textContent).toContain('2 signalements');
    expect(first.textContent).toContain('Arnaque ou manipulation de marché');
    expect(first.textContent).toContain('21 novembre 2026');

    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(3));
    expect(within(list).getAllByRole('link')[2]?.textContent).toContain('Membre');
    expect(screen.queryByRole('button', { name: 'Afficher plus' })).toBeNull();
  });

  it('moves to the appeals tab with the arrow keys and asks for the status chosen', async () => {
    const asked: string[] = [];
    api.mockImplementation(async (route, options) => {
      if (route.path === '/api/v1/staff/moderation/size') return { cases: 0, appeals: 0 };
      if (route.path === '/api/v1/staff/moderation/cases') return { items: [], nextCursor: null };
      if (route.path === '/api/v1/staff/moderation/appeals') {
        asked.push((options as unknown as { query: { status: string } }).query.status);
        return { items: [], nextCursor: null };
      }
      throw new Error(`Unexpected call ${route.method} ${route.path}`);
    });
    renderCase('/my-account/moderation');
    await screen.findByText('Aucun dossier dans cette liste.');
    fireEvent.keyDown(screen.getByRole('tab', { name: /Signalements/ }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: /Recours/, selected: true })).toBeTruthy();
    await screen.findByText('Aucun recours dans cette liste.');
    fireEvent.change(screen.getByLabelText('Statut'), { target: { value: 'upheld' } });
    await waitFor(() => expect(asked).toEqual(['pending', 'upheld']));
  });
});

describe('a moderation case', () => {
  it('shows the item, its reports and the history; the duration only for a mute or a suspension; no removal for a member', async () => {
    api.mockImplementation(async (route) => {
      if (route.path === '/api/v1/staff/moderation/cases/:caseId') return openCase();
      throw new Error(`Unexpected call ${route.method} ${route.path}`);
    });
    renderCase();
    const item = await screen.findByTestId('case-item');
    expect(item.textContent).toContain('Achetez ce signal, gain garanti !');
    expect(within(item).getByRole('link', { name: 'Bob Martin' }).getAttribute('href')).toBe('/u/bob');
    expect(screen.getByRole('heading', { level: 2, name: '1 signalement' })).toBeTruthy();
    expect(screen.getByTestId('case-reports').textContent).toContain('Il vend des signaux');
    expect(screen.getByText('Premier avertissement.')).toBeTruthy();
    expect(screen.getByText('1 avertissement retenu sur 12 mois')).toBeTruthy();

    const action = screen.getByLabelText('Action');
    expect(within(action).getByRole('option', { name: 'Retirer le contenu' })).toBeTruthy();
    expect(screen.queryByLabelText('Durée')).toBeNull();
    fireEvent.change(action, { target: { value: 'mute' } });
    expect(screen.getByLabelText('Durée')).toBeTruthy();
    fireEvent.change(action, { target: { value: 'suspend' } });
    expect(screen.getByLabelText('Durée')).toBeTruthy();
    fireEvent.change(action, { target: { value: 'warn' } });
    expect(screen.queryByLabelText('Durée')).toBeNull();
  });

  it('offers no removal on a member case', async () => {
    api.mockImplementation(async () => openCase('member'));
    renderCase();
    const action = await screen.findByLabelText('Action');
    expect(within(action).queryByRole('option', { name: 'Retirer le contenu' })).toBeNull();
    expect(within(action).getByRole('option', { name: 'Suspendre le compte' })).toBeTruthy();
  });

  it('asks for the law of illegal content and a duration before sending, then shows the decision', async () => {
    let decided: ModerationCase | null = null;
    api.mockImplementation(async (route, options) => {
      if (route.path === '/api/v1/staff/moderation/cases/:caseId') return openCase();
      if (route.path === '/api/v1/staff/moderation/cases/:caseId/decision') {
        const body = (options as unknown as { body: { action: 'mute'; reason: 'illegal'; law: string; statement: string; durationDays: 7 } }).body;
        decided = { ...openCase(), status: 'decided', decision: decision({ id: '91', action: body.action, reason: body.reason, law: body.law, statement: body.statement }) };
        return decided;
      }
      throw new Error(`Unexpected call ${route.method} ${route.path}`);
    });
    renderCase();
    fireEvent.change(await screen.findByLabelText('Action'), { target: { value: 'mute' } });
    fireEvent.change(screen.getByLabelText('Règle enfreinte'), { target: { value: 'illegal' } });
    fireEvent.change(screen.getByLabelText('Exposé des faits'), { target: { value: 'Vente de signaux garantis.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la décision' }));
    expect(await screen.findByText('Indiquez la loi que ce contenu enfreint.')).toBeTruthy();
    expect(screen.getByText('Choisissez une durée.')).toBeTruthy();
    expect(api.mock.calls.some(([route]) => route.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Loi enfreinte'), { target: { value: 'CMF art. L465-3-1' } });
    fireEvent.change(screen.getByLabelText('Durée'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la décision' }));
    const shown = await screen.findByTestId('case-decision');
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST' }), {
      params: { caseId: '7' },
      body: { action: 'mute', reason: 'illegal', law: 'CMF art. L465-3-1', durationDays: 7, statement: 'Vente de signaux garantis.' },
    });
    expect(shown.textContent).toContain('Lecture seule');
    expect(shown.textContent).toContain('CMF art. L465-3-1');
    expect(screen.queryByTestId('decision-form')).toBeNull();
  });

  it("shows the server's refusal translated", async () => {
    api.mockImplementation(async (route) => {
      if (route.method === 'GET') return openCase();
      throw new ApiError(409, 'CASE_ALREADY_DECIDED', 'Already decided');
    });
    renderCase();
    fireEvent.change(await screen.findByLabelText('Action'), { target: { value: 'dismiss' } });
    fireEvent.change(screen.getByLabelText('Règle enfreinte'), { target: { value: 'other' } });
    fireEvent.change(screen.getByLabelText('Exposé des faits'), { target: { value: 'Rien de contraire aux règles.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la décision' }));
    expect(await screen.findByText("Ce dossier a déjà été tranché par un membre de l'équipe.")).toBeTruthy();
  });
});

describe('the appeals tab', () => {
  const appeal: StaffAppeal = {
    id: '12',
    role: 'member',
    text: "Ce n'était pas un signal payant.",
    status: 'pending',
    createdAt: '2026-11-23T10:00:00.000Z',
    decidedAt: null,
    decidedBy: null,
    response: null,
    decision: decision(),
  };

  it('shows the decision contested and the appeal, and the refusal of the moderator who took it', async () => {
    api.mockImplementation(async (route) => {
      if (route.path === '/api/v1/staff/moderation/size') return { cases: 0, appeals: 1 };
      if (route.path === '/api/v1/staff/moderation/appeals') return { items: [appeal], nextCursor: null };
      if (route.path === '/api/v1/staff/moderation/appeals/:appealId/decision') throw new ApiError(403, 'APPEAL_SAME_MODERATOR', 'Same moderator');
      throw new Error(`Unexpected call ${route.method} ${route.path}`);
    });
    renderCase('/my-account/moderation?tab=appeals');
    const list = await screen.findByTestId('moderation-appeals');
    expect(within(list).getByRole('heading', { level: 2, name: 'Recours de Bob Martin' })).toBeTruthy();
    expect(list.textContent).toContain('Lecture seule');
    expect(list.textContent).toContain('Par Paul Modo, le 22 novembre 2026');
    expect(list.textContent).toContain('Cinq liens identiques en une heure.');
    expect(list.textContent).toContain("Ce n'était pas un signal payant.");

    fireEvent.click(within(list).getByLabelText(/Annuler la décision/));
    fireEvent.click(within(list).getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await within(list).findByText('Ce champ est obligatoire.')).toBeTruthy();
    fireEvent.change(within(list).getByLabelText('Réponse au membre'), { target: { value: 'Vous avez raison.' } });
    fireEvent.click(within(list).getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await within(list).findByText(/examiné par un autre membre de l'équipe/)).toBeTruthy();
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST' }), { params: { appealId: '12' }, body: { outcome: 'overturned', response: 'Vous avez raison.' } });
  });
});

describe("staff's header link", () => {
  it('shows staff how many cases and appeals wait', async () => {
    api.mockImplementation(async (route) => {
      if (route.path === '/api/v1/staff/moderation/size') return { cases: 3, appeals: 1 };
      throw new Error(`Unexpected call ${route.method} ${route.path}`);
    });
    renderWithApp(<ModerationBadge />, { user: staffMember() });
    const link = await screen.findByRole('link', { name: 'Modération : 4 dossiers en attente' });
    expect(link.getAttribute('href')).toBe('/my-account/moderation');
    expect(link.textContent).toContain('4');
  });

  it('shows members nothing and asks nothing', () => {
    renderWithApp(<ModerationBadge />, { user: makeCurrentUser({ role: 'user' }) });
    expect(screen.queryByRole('link')).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });
});
