import type { TranslationQueue as TranslationQueueState } from '@arya/core/contract';
import { staffTranslationQueueRoute } from '@arya/core/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { TranslationQueue } from './TranslationQueue.tsx';

const answer = (body: TranslationQueueState) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const queue = (overrides: Partial<TranslationQueueState> = {}): TranslationQueueState => ({
  provider: 'deepl',
  month: '2026-11',
  budget: { limit: 500_000, used: 12_400 },
  jobs: { waiting: 3, deferred: 1, active: 0, failed: 2 },
  pausedUntil: null,
  reason: null,
  lastQuotaAt: null,
  ...overrides,
});

function renderIn(path: string, body: TranslationQueueState) {
  const fetchMock = vi.fn(async (_url: string) => answer(body));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <TranslationQueue />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

/** The text as read, its spaces (French numbers group with a narrow no-break space) as plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const byText = (text: string) => (_: string, element: Element | null) => element?.tagName === 'P' && plain(element.textContent) === text;
/** Each job state's term and its count, as the definition list pairs them. */
const jobCounts = () => {
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const counts = screen.getAllByRole('definition').map((count) => count.textContent);
  return terms.map((term, index) => `${term}: ${counts[index]}`);
};

beforeAll(() => initI18nWithEveryNamespace('fr'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the translation queue on the staff page', () => {
  it('shows who translates, the month’s characters against the budget and the jobs by state, under its heading', async () => {
    const fetchMock = renderIn('/my-account/staff', queue());
    const provider = await screen.findByText('Fournisseur : DeepL');
    expect(screen.getByRole('region', { name: 'Traductions' }).contains(provider)).toBe(true);
    expect(screen.getByText(byText('12 400 / 500 000 caractères ce mois-ci'))).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tâches de traduction' })).toBeTruthy();
    expect(jobCounts()).toEqual(['En attente: 3', 'Reportées: 1', 'En cours: 0', 'En échec: 2']);
    expect(screen.queryByTestId('translation-pause')).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(staffTranslationQueueRoute.path);
  });

  it('says in words why jobs wait: the month’s budget, until the 1st of next month', async () => {
    renderIn('/my-account/staff', queue({ budget: { limit: 500_000, used: 499_800 }, reason: 'budget', pausedUntil: '2026-12-01T00:00:00.000Z' }));
    expect(await screen.findByText('Budget du mois atteint : les traductions reprennent le 1er décembre.')).toBeTruthy();
    expect(screen.getByText(byText('499 800 / 500 000 caractères ce mois-ci'))).toBeTruthy();
  });

  it('says in words why jobs wait: the provider’s quota, with when it last refused', async () => {
    renderIn('/my-account/staff', queue({ reason: 'provider_quota', pausedUntil: '2026-11-20T16:00:00.000Z', lastQuotaAt: '2026-11-20T10:00:00.000Z' }));
    expect(await screen.findByText('Le quota de DeepL est atteint : nouvel essai dans quelques heures.')).toBeTruthy();
    expect(screen.getByText(/^Dernier refus pour quota atteint : 20 novembre 2026/).getAttribute('datetime')).toBe('2026-11-20T10:00:00.000Z');
  });

  it('says nothing is translated when no provider is configured', async () => {
    renderIn('/my-account/staff', queue({ provider: 'off', budget: { limit: 500_000, used: 0 }, jobs: { waiting: 0, deferred: 0, active: 0, failed: 0 } }));
    expect(await screen.findByText("Aucun fournisseur de traduction n'est configuré : rien n'est traduit.")).toBeTruthy();
    expect(screen.queryByText(/^Fournisseur/)).toBeNull();
    expect(jobCounts()).toEqual(['En attente: 0', 'Reportées: 0', 'En cours: 0', 'En échec: 0']);
  });

  it('speaks English on English pages, numbers included', async () => {
    await i18next.changeLanguage('en');
    try {
      renderIn('/en/my-account/staff', queue({ provider: 'libretranslate', reason: 'budget', pausedUntil: '2026-12-01T00:00:00.000Z' }));
      const provider = await screen.findByText('Provider: LibreTranslate');
      expect(screen.getByRole('region', { name: 'Translations' }).contains(provider)).toBe(true);
      expect(screen.getByText("This month's budget is spent: translations resume on December 1st.")).toBeTruthy();
      expect(screen.getByText('12,400 / 500,000 characters this month')).toBeTruthy();
      expect(jobCounts()).toEqual(['Waiting: 3', 'Deferred: 1', 'Running: 0', 'Failed: 2']);
    } finally {
      await i18next.changeLanguage('fr');
    }
  });
});
