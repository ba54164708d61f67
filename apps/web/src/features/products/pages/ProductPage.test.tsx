import { licencesRoute, type Route } from '@arya/core/routes';
import { cleanup, screen, within } from '@testing-library/react';
import { Route as RouterRoute, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../lib/api-client.ts';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { memberState } from '../../account/profile/profile-test-kit.tsx';
import { licence, licencesAnswer, renderMemberPage } from '../../licences/licences-test-kit.tsx';
import GetStartedPage from './GetStartedPage.tsx';
import ProductPage from './ProductPage.tsx';

vi.mock(import('../../../lib/api-client.ts'), async (importOriginal) => ({ ...(await importOriginal()), callApi: vi.fn() }));
const api = vi.mocked(callApi);

const LICENCES = licencesAnswer([licence(), licence({ licenseId: 'lic_2', product: 'scanner', status: 'revoked', broker: null, accountID: null })]);
const productPage = (slug: string, user = memberState({ products: ['pro+'] })) =>
  renderMemberPage(
    <Routes>
      <RouterRoute path="/my-account/get-started/:product" element={<ProductPage />} />
    </Routes>,
    { user, path: `/my-account/get-started/${slug}` },
  );

beforeAll(() => initI18nWithEveryNamespace('fr'));
beforeEach(() => {
  api.mockReset();
  api.mockImplementation((async (route: Route) => {
    if (route === licencesRoute) return LICENCES;
    throw new Error(`unexpected call of ${route.path}`);
  }) as unknown as typeof callApi);
});
afterEach(cleanup);

describe('a product page', () => {
  it('shows what the product includes and the licences that give it, with a way to manage them', async () => {
    productPage('arya-pro');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pro');
    expect(screen.getByRole('heading', { name: 'Ce qui est inclus' })).toBeTruthy();
    const state = screen.getByTestId('product-licence-state');
    expect(await within(state).findByText('Vous possédez ce produit avec 1 licence :')).toBeTruthy();
    expect(within(state).getByTestId('product-licences').textContent).toContain('Pro Plus');
    expect(within(state).getByTestId('product-licences').textContent).toContain('Compte 51234567 chez XTB');
    expect(within(state).getByRole('link', { name: 'Gérer mes licences' }).getAttribute('href')).toBe('/my-account/licences');
  });

  it('says a revoked licence no longer gives the product, and offers the shop', async () => {
    productPage('arya-scan');
    expect(screen.getByText('Scan analyse 20 actifs pour repérer les opportunités.')).toBeTruthy();
    const state = screen.getByTestId('product-licence-state');
    expect(await within(state).findByText('Votre licence pour ce produit a été révoquée.')).toBeTruthy();
    expect(within(state).getByRole('link', { name: /Acheter dans la boutique/ }).getAttribute('href')).toBe('https://shop.test/');
  });

  it('owns crypto through a server of type CRYPTO', async () => {
    productPage('arya-crypto', memberState({ servers: [{ type: 'CRYPTO', name: 'crypto-01' }] }));
    const state = screen.getByTestId('product-licence-state');
    expect(within(state).getByText('Votre serveur crypto est actif.')).toBeTruthy();
    expect(state.textContent).toContain('crypto-01');
    expect(screen.getByText(/Offert la première année, puis 149,00\s€ par an/)).toBeTruthy();
  });
});

describe('the base tab', () => {
  it('lists the seven products with what the member owns', async () => {
    renderMemberPage(<GetStartedPage />, { path: '/my-account/get-started' });
    const cards = screen.getAllByTestId('product-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['360', 'Centurion', 'Crypto', 'Essential', 'Pro', 'Scan', 'Trade Manager']);
    const pro = cards[4]!;
    expect(await within(pro).findByText('Possédé')).toBeTruthy();
    expect(within(cards[5]!).getByText('Non possédé')).toBeTruthy();
    expect(within(pro).getByRole('link', { name: 'Voir Pro' }).getAttribute('href')).toBe('/my-account/get-started/arya-pro');
  });
});
