import type { CoinEntriesPage, CoinEntry } from '@arya/core/contract';
import { myCoinsRoute, type Route } from '@arya/core/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../lib/api-client.ts';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { memberState } from '../../account/profile/profile-test-kit.tsx';
import { renderMemberPage, TEST_CONFIG } from '../../licences/licences-test-kit.tsx';
import { MainMenu } from '../../navigation/MainMenu.tsx';
import { meKeys } from '../../session/me-queries.ts';
import { SessionContext, type SessionValue } from '../../session/session-context.ts';
import { configKeys } from '../../system/config-queries.ts';
import CoinsPage from './CoinsPage.tsx';

vi.mock(import('../../../lib/api-client.ts'), async (importOriginal) => ({ ...(await importOriginal()), callApi: vi.fn() }));
const api = vi.mocked(callApi);

const entry = (overrides: Partial<CoinEntry>): CoinEntry => ({ id: '1', reason: 'staff', amount: 10, createdAt: '2026-03-14T09:30:00.000Z', locked: false, note: null, referredName: null, ...overrides });
const FIRST: CoinEntriesPage = {
  balance: { available: 2250, locked: 0 },
  items: [
    entry({ id: '4', reason: 'staff', amount: 250, note: 'Concours de novembre', createdAt: '2026-11-02T15:00:00.000Z' }),
    entry({ id: '3', reason: 'premium', amount: 1000, createdAt: '2026-10-20T08:00:00.000Z' }),
  ],
  nextCursor: 'next-page',
};
const SECOND: CoinEntriesPage = {
  balance: { available: 2250, locked: 0 },
  items: [entry({ id: '2', reason: 'referral', amount: 500, referredName: 'Ami Filleul', createdAt: '2026-09-01T12:00:00.000Z' }), entry({ id: '1', reason: 'onboarding_wheel', amount: 500, createdAt: '2026-08-01T12:00:00.000Z' })],
  nextCursor: null,
};

function serve(pages: Record<string, CoinEntriesPage>) {
  api.mockImplementation((async (route: Route, options?: { query?: { cursor?: string } }) => {
    if (route !== myCoinsRoute) throw new Error(`unexpected call of ${route.method} ${route.path}`);
    const page = pages[options?.query?.cursor ?? 'first'];
    if (!page) throw new Error('unknown cursor');
    return page;
  }) as unknown as typeof callApi);
}
const rows = () => screen.getAllByTestId('coins-entry').map((row) => row.textContent);

beforeAll(() => initI18nWithEveryNamespace('fr'));
beforeEach(() => {
  api.mockReset();
});
afterEach(cleanup);

describe('the coins page', () => {
  it('shows the balance, the ledger newest first with each source, date and signed amount, and loads the next page', async () => {
    serve({ first: FIRST, 'next-page': SECOND });
    renderMemberPage(<CoinsPage />, { path: '/my-account/coins' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mes coins' })).toBeTruthy();
    expect((await screen.findByTestId('coins-balance')).textContent?.replace(/\s/g, ' ')).toBe('2 250 coins');
    expect(screen.queryByTestId('coins-locked')).toBeNull();
    expect(rows()).toHaveLength(2);
    const [staff, premium] = screen.getAllByTestId('coins-entry');
    expect(within(staff!).getByText('Offerts par l\'équipe ARYA')).toBeTruthy();
    expect(within(staff!).getByText('Concours de novembre')).toBeTruthy();
    expect(within(staff!).getByText('+250 coins')).toBeTruthy();
    expect(within(staff!).getByText(/2 novembre 2026/).getAttribute('datetime')).toBe('2026-11-02T15:00:00.000Z');
    expect(within(premium!).getByText('Abonnement Premium')).toBeTruthy();
    expect(within(premium!).getByText(/^\+1\s000 coins$/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus' }));
    expect(await screen.findByText('Parrainage de Ami Filleul')).toBeTruthy();
    expect(screen.getByText('Roue de bienvenue')).toBeTruthy();
    expect(rows()).toHaveLength(4);
    expect(api.mock.calls.map(([, options]) => (options as unknown as { query: { cursor?: string } }).query.cursor)).toEqual([undefined, 'next-page']);
    expect(screen.queryByRole('button', { name: 'Afficher plus' })).toBeNull();
  });

  it("says the wheel's prize is locked until the phone is verified, and what coins are for (nothing to buy yet, said plainly)", async () => {
    serve({ first: { balance: { available: 0, locked: 150 }, items: [entry({ reason: 'onboarding_wheel', amount: 150, locked: true })], nextCursor: null } });
    renderMemberPage(<CoinsPage />, { path: '/my-account/coins' });
    expect((await screen.findByTestId('coins-balance')).textContent?.replace(/\s/g, ' ')).toBe('0 coin');
    expect(screen.getByTestId('coins-locked').textContent).toContain('150 coins de la roue restent bloqués');
    expect(within(screen.getByTestId('coins-entry')).getByText('Bloqué jusqu\'à la vérification du téléphone')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /^À quoi servent les coins\s\?$/ })).toBeTruthy();
    expect(screen.getByText(/ne peuvent pas encore être dépensés/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Parrainez vos amis\s:$/ }).getAttribute('href')).toBe('/my-account/referer-a-friend');
  });

  it('says when no coin was received yet', async () => {
    serve({ first: { balance: { available: 0, locked: 0 }, items: [], nextCursor: null } });
    renderMemberPage(<CoinsPage />, { path: '/my-account/coins' });
    expect(await screen.findByText("Vous n'avez encore reçu aucun coin.")).toBeTruthy();
  });
});

describe('the settings menu', () => {
  it('has an entry to the coins page that shows the balance', async () => {
    const user = memberState({ coins: { available: 1250, locked: 0 } });
    const client = new QueryClient();
    client.setQueryData(meKeys.state(user.uid), user);
    client.setQueryData(configKeys.public, { ...TEST_CONFIG, links: { ...TEST_CONFIG.links, helpCentre: { fr: 'https://help.test/fr/kb', en: 'https://help.test/en/kb' } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <SessionContext.Provider value={{ state: 'signedIn', user } as SessionValue}>
            <MainMenu />
          </SessionContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const link = await screen.findByRole('menuitem', { name: /^Mes coins, solde\s:\s1\s250$/ });
    expect(link.getAttribute('href')).toBe('/my-account/coins');
    expect(within(link).getByTestId('menu-coins-balance').textContent?.replace(/\s/g, ' ')).toBe('1 250');
  });
});
