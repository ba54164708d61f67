import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { renderMemberPage } from '../licences-test-kit.tsx';
import BrokerPage from './BrokerPage.tsx';

beforeAll(() => initI18nWithEveryNamespace('fr'));
afterEach(cleanup);

describe('the brokers page', () => {
  it('lists the 13 brokers, each with its benefit, instruments and a sign-up link that opens in a new tab', () => {
    renderMemberPage(<BrokerPage />, { path: '/my-account/choose-a-broker' });
    const cards = screen.getAllByTestId('broker-card');
    expect(cards).toHaveLength(13);
    const xtb = cards.find((card) => within(card).queryByRole('heading', { name: 'XTB' }))!;
    expect(xtb.textContent).toContain('Compte démo gratuit');
    expect(within(within(xtb).getByRole('list', { name: 'Instruments' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Forex', 'Indices', 'Matières premières', 'Actions', 'ETF', 'Cryptos']);
    const signUp = within(xtb).getByRole('link', { name: /Ouvrir un compte chez XTB/ });
    expect(signUp.getAttribute('href')).toBe('https://www.xtb.com/');
    expect(signUp.getAttribute('target')).toBe('_blank');
    expect(signUp.getAttribute('rel')).toBe('noopener noreferrer');
    expect(signUp.textContent).toContain("(s'ouvre dans un nouvel onglet)");
    const signUps = screen.getAllByRole('link', { name: /^Ouvrir un compte chez/ });
    expect(signUps).toHaveLength(12);
    for (const link of signUps) expect(link.getAttribute('href')).toMatch(/^https:\/\//);
  });

  it('tells a member whose broker is not listed what to do', () => {
    renderMemberPage(<BrokerPage />, { path: '/my-account/choose-a-broker' });
    const other = screen.getAllByTestId('broker-card').at(-1)!;
    expect(within(other).getByRole('heading').textContent).toBe('Autre courtier');
    expect(other.textContent).toContain('Nos logiciels fonctionnent avec tout compte MT4');
    expect(within(other).getByRole('link', { name: 'Renseigner mes licences' }).getAttribute('href')).toBe('/my-account/licences');
  });
});
