import { BROKERS } from '@arya/core/rules';
import { cleanup, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { renderMemberPage } from '../licences-test-kit.tsx';
import BrokerPage from './BrokerPage.tsx';
import { CfdRiskWarning } from '../../legal/CfdRiskWarning.tsx';

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

  it('heads the page with a risk notice and puts ESMA\'s CFD warning on each broker selling CFDs, the generic one while no broker figure is known (issue 25)', () => {
    renderMemberPage(<BrokerPage />, { path: '/my-account/choose-a-broker' });
    expect(screen.getByTestId('broker-risk-notice').textContent).toContain('comporte un risque élevé de perte en capital');
    const cards = screen.getAllByTestId('broker-card');
    const card = (name: string) => cards.find((item) => within(item).queryByRole('heading', { name }))!;
    const warning = within(card('XTB')).getByRole('note');
    expect(warning.textContent).toBe(
      "Les CFD sont des instruments complexes et présentent un risque élevé de perte rapide en capital en raison de l'effet de levier. Entre 74 et 89 % des comptes d'investisseurs particuliers perdent de l'argent lors de la négociation de CFD. Vous devez vous assurer que vous comprenez le fonctionnement des CFD et que vous pouvez vous permettre de prendre le risque élevé de perdre votre argent.",
    );
    expect(screen.getAllByTestId('cfd-risk-warning')).toHaveLength(BROKERS.filter((broker) => broker.offersCfds).length);
    // A broker selling no CFDs, and "Other", carry none.
    for (const name of ['Directa', 'Optimus Futures', 'Autre courtier']) expect(within(card(name)).queryByTestId('cfd-risk-warning'), name).toBeNull();
  });
});

describe('the CFD risk warning', () => {
  it('gives the broker\'s own figure with its date when core has both, in the page language', () => {
    const broker = { offersCfds: true, cfdRetailLossPercent: 71.5, cfdFiguresAsOf: '2026-09-30' };
    renderMemberPage(<CfdRiskWarning broker={broker} />, { path: '/my-account/choose-a-broker' });
    const note = screen.getByRole('note');
    expect(note.textContent).toContain("71,5 % des comptes d'investisseurs particuliers perdent de l'argent lors de la négociation de CFD avec ce fournisseur.");
    expect(note.textContent).toContain('(chiffre publié par le courtier, 30 septembre 2026)');
    expect(note.textContent).not.toContain('Entre 74 et 89');
  });

  it('says it in English on English pages', async () => {
    await i18next.changeLanguage('en');
    try {
      renderMemberPage(<CfdRiskWarning broker={{ offersCfds: true, cfdRetailLossPercent: 68, cfdFiguresAsOf: '2026-06-30' }} />, { path: '/en/my-account/choose-a-broker' });
      expect(screen.getByRole('note').textContent).toContain('68% of retail investor accounts lose money when trading CFDs with this provider.');
      expect(screen.getByRole('note').textContent).toContain('(figure published by the broker, June 30, 2026)');
    } finally {
      await i18next.changeLanguage('fr');
    }
  });
});

