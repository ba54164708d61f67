import { createNewsRoute } from '@arya/core/routes';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { toast } from '../../../lib/toast.ts';
import { tellApp } from '../back-office-messages.ts';
import { jsonAnswer, renderWithApp } from '../back-office-test-kit.tsx';
import { NewsForm } from './NewsForm.tsx';

vi.mock('../back-office-messages.ts', async (original) => ({ ...(await original<object>()), tellApp: vi.fn() }));
vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const published = { Id: 'n1', Title: 'EURUSD à la hausse' };
let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const publish = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Publier' })));
const createCalls = () => fetchMock.mock.calls.filter(([url, init]) => url === createNewsRoute.path && init.method === 'POST');

beforeAll(() => initI18nWithEveryNamespace('fr'));
beforeEach(() => {
  vi.mocked(tellApp).mockReset();
  vi.mocked(toast.success).mockReset();
  fetchMock = vi.fn(async () => jsonAnswer(200, published));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A deadline a month ahead (a deadline is at most a year away), as a datetime-local field holds it. */
const DEADLINE = (() => {
  const date = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T14:30`;
})();

// The first render of the whole form (every field of both languages) takes seconds on a busy machine.
describe('the news form', { timeout: 15_000 }, () => {
  it('asks for an audience when no plan and language is checked, and sends nothing', async () => {
    renderWithApp(<NewsForm languages={['fr', 'en']} />);
    type('Titre en français', 'EURUSD à la hausse');
    type('Contenu en français', 'La BCE surprend les marchés.');
    await publish();
    expect(screen.getByText('Choisissez au moins un abonnement et une langue.')).not.toBeNull();
    expect(createCalls()).toEqual([]);
  });

  it('asks for at least one language', async () => {
    renderWithApp(<NewsForm languages={['fr', 'en']} />);
    fireEvent.click(field('Gold, Français'));
    await publish();
    expect(screen.getByText('Rédigez le contenu dans au moins une langue.')).not.toBeNull();
    expect(createCalls()).toEqual([]);
  });

  it('publishes the expected body, tells the app and empties the form', async () => {
    renderWithApp(<NewsForm languages={['fr', 'en']} />);
    type('Titre en anglais', '  EURUSD on the rise ');
    type('Sous-titre en anglais', 'After the ECB');
    type('Catégorie', 'forex');
    type('Tendance', 'bullish');
    type('Instrument', 'EURUSD');
    type('Unité de temps', 'H4');
    type('Entrée', '1.08');
    type('Stop loss (SL)', '1.05');
    type('Échéance', DEADLINE);
    type('Contenu en anglais', 'The ECB surprised the markets.');
    fireEvent.click(field('Gold, Anglais'));
    fireEvent.click(field('Infinite, Anglais'));
    await publish();

    await waitFor(() => expect(createCalls()).toHaveLength(1));
    const [, init] = createCalls()[0]!;
    expect(JSON.parse(init.body as string)).toEqual({
      categories: { tradingTerm: null, template: null, trend: 'bullish', instrument: 'EURUSD', timeFrame: 'H4', orderType: null },
      category: 'forex',
      targetPrices: { entry: 1.08, be: null, tp1: null, tp2: null, tp3: null, sl: 1.05 },
      deadline: new Date(DEADLINE).toISOString(),
      images: [],
      localizations: { fr: null, en: { title: 'EURUSD on the rise', secondaryTitle: 'After the ECB', contents: 'The ECB surprised the markets.', audios: [], files: [] } },
      availableFor: [
        { Subscription: 'GOLD', Language: 'en' },
        { Subscription: 'INFINITE', Language: 'en' },
      ],
    });
    await waitFor(() => expect(tellApp).toHaveBeenCalledWith('news-created'));
    expect(toast.success).toHaveBeenCalledWith('Actualité publiée.');
    expect(field('Titre en anglais').value).toBe('');
    expect(field('Gold, Anglais').checked).toBe(false);
  });

  it('asks for the title of each language written', async () => {
    renderWithApp(<NewsForm languages={['fr', 'en']} />);
    type('Titre en français', 'EURUSD à la hausse');
    type('Contenu en français', 'La BCE surprend les marchés.');
    type('Contenu en anglais', 'The ECB surprised the markets.');
    fireEvent.click(field('Gold, Français'));
    await publish();
    expect(field('Titre en anglais').getAttribute('aria-invalid')).toBe('true');
    expect(field('Titre en français').getAttribute('aria-invalid')).not.toBe('true');
    expect(createCalls()).toEqual([]);
  });

  it('takes prices to the precision of the category’s market and names it when one is finer (issue 23)', async () => {
    renderWithApp(<NewsForm languages={['fr', 'en']} />);
    expect(field('Entrée').step).toBe('0.00000001');
    type('Catégorie', 'forex');
    expect(field('Entrée').step).toBe('0.00001');
    type('Entrée', '1.0950');
    type('Stop loss (SL)', '1.095051');
    await publish();
    expect(screen.getByText('Forex : au plus 5 décimales.')).not.toBeNull();
    expect(screen.queryAllByText(/au plus \d+ décimales/)).toHaveLength(1);
    type('Instrument', 'EUR/USD');
    await publish();
    expect(screen.getByText('EUR/USD : au plus 5 décimales.')).not.toBeNull();
  });

  it('shows an API failure in the form and keeps what was typed', async () => {
    fetchMock.mockImplementation(async () => jsonAnswer(403, { code: 'FORBIDDEN', message: 'Staff only' }));
    renderWithApp(<NewsForm languages={['fr', 'en']} />);
    type('Titre en français', 'EURUSD');
    type('Contenu en français', 'Texte');
    fireEvent.click(field('Silver, Français'));
    await publish();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe("Vous n'avez pas accès à cette action."));
    expect(field('Titre en français').value).toBe('EURUSD');
    expect(tellApp).not.toHaveBeenCalled();
  });
});
