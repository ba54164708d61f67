import type { CurrentUser, NewNewsCount } from '@arya/core/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ModalContext } from '../../../app/modals/modal-context.ts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCurrentUser, makeInstrument } from '../../../test/kit.ts';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { SessionContext, type SessionValue } from '../../session/session-context.ts';
import IdeasPage from '../pages/IdeasPage.tsx';
import { ideaKeys } from '../queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

const member = (fields: Partial<CurrentUser>): CurrentUser => makeCurrentUser({ displayName: 'Ana', ...fields });
const trialMember = member({ canReadNewsUntil: inDays(20) });
const freeMember = member({ canReadNewsUntil: inDays(-3) });

type Answer = { status: number; body: unknown };
let answers: (method: string, url: URL) => Answer;
const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
  const { status, body } = answers(init?.method ?? 'GET', new URL(input, 'http://arya.test'));
  return { status, json: async () => body } as Response;
});
const calls = (method: string, path: string) =>
  fetchMock.mock.calls.map(([input, init]) => ({ method: init?.method ?? 'GET', url: new URL(input, 'http://arya.test') })).filter((call) => call.method === method && call.url.pathname === path);

let client: QueryClient;
const modals = { open: vi.fn(), close: vi.fn() };

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function renderPage(user: CurrentUser, address = '/ideas') {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = { state: 'signedIn', user } as SessionValue;
  render(
    <QueryClientProvider client={client}>
      <ModalContext.Provider value={modals}>
        <SessionContext.Provider value={session}>
          <MemoryRouter initialEntries={[address]}>
            <IdeasPage />
            <Address />
          </MemoryRouter>
        </SessionContext.Provider>
      </ModalContext.Provider>
    </QueryClientProvider>,
  );
}

const emptyPage = { status: 200, body: { posts: [], nextCursor: null } };
const fetched: Answer = { status: 200, body: { count: 0, since: '2025-06-15T12:00:00.000Z' } };

beforeAll(() => initI18nWithEveryNamespace('fr'));
beforeEach(() => {
  fetchMock.mockClear();
  answers = (method, url) => (method === 'POST' && url.pathname === '/api/v1/me/news/fetched' ? fetched : emptyPage);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  client.clear();
  vi.unstubAllGlobals();
});

describe('the ideas page writer button', () => {
  it('opens the idea writer, at every width (the header menu is for wide screens)', async () => {
    renderPage(member({ canReadNewsUntil: new Date(Date.now() + 10 * DAY_MS).toISOString() }));
    fireEvent.click(screen.getByRole('button', { name: 'Écrire une idée' }));
    expect(modals.open).toHaveBeenCalledWith({ kind: 'idea' });
  });
});

describe('the ideas page', () => {
  it('shows a member without a trial nor a subscription the upsell, and asks for no list', async () => {
    renderPage(freeMember, '/ideas?type=idea');
    expect(screen.getByRole('heading', { level: 1, name: 'Idées de trading' })).toBeTruthy();
    expect(screen.getByTestId('premium-upsell').textContent).toContain('La page Idées est ouverte pendant l\'essai gratuit et aux membres ARYA Premium.');
    expect(screen.queryByTestId('ideas-filters')).toBeNull();
    // Nothing to write on a page the member cannot open.
    expect(screen.queryByRole('button', { name: 'Écrire une idée' })).toBeNull();
    await act(async () => undefined);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks a trial member's list with the filters of the address", async () => {
    renderPage(trialMember, '/ideas?type=idea&assetType=crypto&side=sell&status=active&coaches=true');
    await screen.findByTestId('ideas-empty-filtered');
    const [list] = calls('GET', '/api/v1/ideas');
    expect(Object.fromEntries(list!.url.searchParams)).toEqual({ type: 'idea', assetType: 'crypto', side: 'sell', status: 'active', coaches: 'true' });
    expect(screen.getByRole('button', { name: 'Idées' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /Coachs uniquement/ }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Sens') as HTMLSelectElement).value).toBe('sell');
  });

  it('puts a changed filter in the address and asks again; reset clears them all', async () => {
    renderPage(trialMember);
    await screen.findByTestId('ideas-empty-none');
    expect(screen.queryByRole('button', { name: 'Réinitialiser' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Actualités' }));
    fireEvent.click(screen.getByRole('button', { name: /Mes favoris/ }));
    await screen.findByTestId('ideas-empty-favorites');
    expect(screen.getByTestId('address').textContent).toBe('?type=news&favorites=true');
    expect(calls('GET', '/api/v1/ideas').at(-1)!.url.search).toBe('?type=news&favorites=true');

    fireEvent.change(screen.getByLabelText("Type d'actif"), { target: { value: 'forex' } });
    expect(screen.getByTestId('address').textContent).toBe('?type=news&assetType=forex&favorites=true');

    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(screen.getByTestId('address').textContent).toBe('');
    await screen.findByTestId('ideas-empty-none');
  });

  it('filters by instrument (issue 28): a suggestion chosen, or a text of its own with Enter; the cross takes it off', async () => {
    answers = (method, url) =>
      url.pathname === '/api/v1/instruments' ? { status: 200, body: { items: [makeInstrument()] } } : method === 'POST' && url.pathname === '/api/v1/me/news/fetched' ? fetched : emptyPage;
    renderPage(trialMember);
    await screen.findByTestId('ideas-empty-none');
    const field = screen.getByRole('combobox', { name: 'Instrument' });
    fireEvent.change(field, { target: { value: 'eur' } });
    const option = await screen.findByRole('option', { name: /EURUSD/ });
    expect(calls('GET', '/api/v1/instruments').at(-1)!.url.search).toBe('?q=eur&limit=6');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe(option.id);
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.getByTestId('address').textContent).toBe('?instrument=EURUSD');
    expect((field as HTMLInputElement).value).toBe('EURUSD');
    await screen.findByTestId('ideas-empty-filtered');
    expect(calls('GET', '/api/v1/ideas').at(-1)!.url.search).toBe('?instrument=EURUSD');

    fireEvent.change(field, { target: { value: 'Or' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.getByTestId('address').textContent).toBe('?instrument=Or');

    fireEvent.click(screen.getByRole('button', { name: "Retirer le filtre d'instrument" }));
    expect(screen.getByTestId('address').textContent).toBe('');
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('reads the instrument filter from the address (the link of an instrument page)', async () => {
    renderPage(trialMember, '/ideas?instrument=EURUSD');
    await screen.findByTestId('ideas-empty-filtered');
    expect(calls('GET', '/api/v1/ideas')[0]!.url.search).toBe('?instrument=EURUSD');
    expect((screen.getByRole('combobox', { name: 'Instrument' }) as HTMLInputElement).value).toBe('EURUSD');
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect((screen.getByRole('combobox', { name: 'Instrument' }) as HTMLInputElement).value).toBe('');
  });

  it('tells the server the news were seen once the first page shows, and clears the header count', async () => {
    renderPage(trialMember);
    client.setQueryData<NewNewsCount>(ideaKeys.newCount, { count: 4, since: null });
    await screen.findByTestId('ideas-empty-none');
    await waitFor(() => expect(client.getQueryData<NewNewsCount>(ideaKeys.newCount)?.count).toBe(0));
    fireEvent.click(screen.getByRole('button', { name: 'Analyses' }));
    await waitFor(() => expect(calls('GET', '/api/v1/ideas')).toHaveLength(2));
    expect(calls('POST', '/api/v1/me/news/fetched')).toHaveLength(1);
  });

  it('shows the upsell when the server refuses the list (the trial ended meanwhile)', async () => {
    answers = () => ({ status: 403, body: { code: 'IDEAS_LOCKED', message: 'Locked' } });
    renderPage(trialMember);
    await screen.findByTestId('premium-upsell');
    expect(screen.queryByTestId('ideas-filters')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Écrire une idée' })).toBeNull();
    expect(calls('POST', '/api/v1/me/news/fetched')).toHaveLength(0);
  });
});
