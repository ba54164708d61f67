import type { CurrentUser, InstrumentPage as InstrumentPageAnswer, PostsPage } from '@arya/core/contract';
import { getInstrumentRoute, listInstrumentPostsRoute } from '@arya/core/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalContext } from '../../../app/modals/modal-context.ts';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { makeCurrentUser, makeInstrument, makePost } from '../../../test/kit.ts';
import { makeIdeaPost } from '../../ideas/cards/test-posts.ts';
import { SessionContext, type SessionValue } from '../../session/session-context.ts';
import InstrumentPage from './InstrumentPage.tsx';

vi.mock(import('../../../lib/api-client.ts'), async (importOriginal) => ({ ...(await importOriginal()), callApi: vi.fn() }));
const api = vi.mocked(callApi);

const EURUSD: InstrumentPageAnswer = {
  Instrument: makeInstrument(),
  IdeasCount: 12,
  PostsCount: 1,
  TopMembers: [
    { Id: 'coach1', Name: 'Nadia Coach', Job: 'Coach de trading', Verified: 'signal_publisher', PictureDate: null, Alias: 'nadia', PostsCount: 3 },
    { Id: 'gone', Name: 'Membre supprimé', Job: null, Verified: null, PictureDate: null, Alias: null, Deleted: true, PostsCount: 2 },
  ],
};
const idea = makeIdeaPost({ Title: 'Rebond attendu sur EURUSD' }, { _id: 'coach1/idea1' });
const post = makePost({ _id: 'coach1/post2', Text: 'Je regarde $EURUSD', Cashtags: [{ Tag: '$EURUSD', Symbol: 'EURUSD' }] });

type Answers = { instrument: () => Promise<InstrumentPageAnswer>; posts: (kind: string) => Promise<PostsPage> };
let answers: Answers;
let client: QueryClient;

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(address: string, user: CurrentUser | null = null) {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = { state: user ? 'signedIn' : 'signedOut', user } as SessionValue;
  render(
    <QueryClientProvider client={client}>
      <ModalContext.Provider value={{ open: vi.fn(), close: vi.fn() }}>
        <SessionContext.Provider value={session}>
          <MemoryRouter initialEntries={[address]}>
            <Routes>
              <Route path="/instruments/:symbol" element={<InstrumentPage />} />
              <Route path="/en/instruments/:symbol" element={<InstrumentPage />} />
            </Routes>
            <Address />
          </MemoryRouter>
        </SessionContext.Provider>
      </ModalContext.Provider>
    </QueryClientProvider>,
  );
}

const listCalls = () => api.mock.calls.filter(([route]) => route === listInstrumentPostsRoute).map(([, options]) => options);

async function seriousAxeViolations(): Promise<string[]> {
  const { default: axe } = await import('axe-core');
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`);
}

beforeAll(() => initI18nWithEveryNamespace('fr'));
beforeEach(() => {
  answers = {
    instrument: async () => EURUSD,
    posts: async (kind) => ({ posts: kind === 'ideas' ? [idea] : [], nextCursor: null }),
  };
  api.mockReset().mockImplementation((async (route: unknown, options: { query?: { kind?: string } }) => {
    if (route === getInstrumentRoute) return answers.instrument();
    if (route === listInstrumentPostsRoute) return answers.posts(options.query?.kind ?? 'ideas');
    return {};
  }) as never);
});
afterEach(() => {
  cleanup();
  client.clear();
});

describe('an instrument page (issue 28)', () => {
  it('shows its place while the instrument and its ideas load', () => {
    answers.instrument = () => new Promise(() => undefined);
    answers.posts = () => new Promise(() => undefined);
    renderPage('/instruments/EURUSD');
    expect(screen.getByRole('status', { name: "Chargement de l'instrument" })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Chargement des publications' })).toBeTruthy();
  });

  it('shows the instrument in French, its counts, its top members and its ideas with their cards', async () => {
    renderPage('/instruments/EURUSD');
    expect(await screen.findByRole('heading', { level: 1, name: 'Euro / Dollar américain' })).toBeTruthy();
    expect(screen.getByTestId('instrument-symbol').textContent).toBe('Symbole EURUSD');
    expect(screen.getByTestId('instrument-asset').textContent).toBe("Type d'actif Forex");
    expect(screen.getByTestId('instrument-counts').textContent).toBe('Activité : 12 idées · , 1 post');
    expect(document.title).toBe('Euro / Dollar américain (EURUSD) · ARYA');
    const members = screen.getByRole('region', { name: 'Membres qui en parlent le plus' });
    // A member who erased their account is left out: no profile to link to.
    expect(within(members).getAllByTestId('member-row')).toHaveLength(1);
    expect(within(members).getAllByRole('link')[0]!.getAttribute('href')).toBe('/u/nadia');
    expect(within(members).getAllByRole('link')[0]!.textContent).toContain('Nadia Coach');
    expect(within(members).getByText('3 publications sur EURUSD')).toBeTruthy();
    expect(screen.getByTestId('instrument-tab-ideas').getAttribute('aria-current')).toBe('page');
    expect(await screen.findByTestId('idea-card')).toBeTruthy();
    expect(listCalls()).toEqual([expect.objectContaining({ params: { symbol: 'EURUSD' }, query: { kind: 'ideas', cursor: undefined } })]);
    // A visitor is invited to join, and is not offered the ideas page (for members with access).
    expect(screen.getByTestId('visitor-invite')).toBeTruthy();
    expect(screen.queryByTestId('instrument-all-ideas')).toBeNull();
  });

  it('lists the posts naming it on its second tab, from the address', async () => {
    renderPage('/instruments/EURUSD?kind=posts');
    expect(await screen.findByTestId('feed-empty')).toBeTruthy();
    expect(screen.getByTestId('feed-empty').textContent).toBe('Aucun post ne parle encore de EURUSD. Écrivez $EURUSD dans un post pour le citer.');
    expect(screen.getByTestId('instrument-tab-posts').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('instrument-tab-ideas').getAttribute('aria-current')).toBeNull();
    expect(listCalls()).toEqual([expect.objectContaining({ query: { kind: 'posts', cursor: undefined } })]);
    answers.posts = async () => ({ posts: [post], nextCursor: null });
    cleanup();
    renderPage('/instruments/EURUSD?kind=posts');
    const card = await screen.findByTestId('post-card');
    expect(within(card).getByRole('link', { name: '$EURUSD' }).getAttribute('href')).toBe('/instruments/EURUSD');
  });

  it('speaks English under /en, with its English name and tabs', async () => {
    renderPage('/en/instruments/EURUSD', makeCurrentUser({ canReadNewsUntil: new Date(Date.now() + 86_400_000).toISOString() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Euro / US Dollar' })).toBeTruthy();
    expect(screen.getByTestId('instrument-tab-posts').getAttribute('href')).toBe('/en/instruments/EURUSD?kind=posts');
    expect(screen.getByTestId('instrument-tab-ideas').getAttribute('href')).toBe('/en/instruments/EURUSD');
    // A member who may open the ideas page can filter all the ideas on it there.
    expect((await screen.findByTestId('instrument-all-ideas')).getAttribute('href')).toBe('/en/ideas?instrument=EURUSD');
  });

  it('says an unknown instrument is not found', async () => {
    answers.instrument = () => Promise.reject(new ApiError(404, 'INSTRUMENT_NOT_FOUND', 'not found'));
    answers.posts = () => Promise.reject(new ApiError(404, 'INSTRUMENT_NOT_FOUND', 'not found'));
    renderPage('/instruments/NOPE');
    expect(await screen.findByTestId('content-not-found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Instrument introuvable' })).toBeTruthy();
    expect(screen.queryByTestId('instrument-tab-ideas')).toBeNull();
  });

  it("moves an address written another way to the instrument's own, keeping the tab", async () => {
    renderPage('/instruments/eurusd?kind=posts');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/instruments/EURUSD?kind=posts'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Euro / Dollar américain' })).toBeTruthy();
  });

  it('has no serious or critical axe violation', async () => {
    renderPage('/instruments/EURUSD', makeCurrentUser({ canReadNewsUntil: new Date(Date.now() + 86_400_000).toISOString() }));
    await screen.findByTestId('idea-card');
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
