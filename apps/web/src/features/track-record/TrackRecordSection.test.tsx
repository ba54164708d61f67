import type { TrackRecord } from '@arya/core/contract';
import type { TrackRecordPeriod } from '@arya/core/rules';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '../../lib/api-client.ts';
import { renderCard } from '../ideas/cards/test-render.tsx';
import { TrackRecordSection } from './TrackRecordSection.tsx';

const EMPTY: Omit<TrackRecord, 'Period'> = {
  Published: 0,
  Resolved: 0,
  Open: 0,
  Wins: 0,
  Losses: 0,
  Breakeven: 0,
  WinRate: null,
  AverageR: null,
  TotalR: 0,
  Best: null,
  Worst: null,
  ByAssetType: [],
  ByTerm: [],
};

const ALL: TrackRecord = {
  Period: 'all',
  Published: 14,
  Resolved: 13,
  Open: 1,
  Wins: 8,
  Losses: 4,
  Breakeven: 1,
  WinRate: 0.6154,
  AverageR: 1.25,
  TotalR: 16.25,
  Best: { PostId: 'u1/best', R: 3.25, Deleted: true, Locked: false },
  Worst: { PostId: 'u1/worst', R: -1, Deleted: false, Locked: true },
  ByAssetType: [
    { AssetType: 'forex', Resolved: 10, Wins: 6, WinRate: 0.6, TotalR: 12.5, AverageR: 1.25 },
    { AssetType: 'commodities', Resolved: 3, Wins: 2, WinRate: 0.6667, TotalR: 3.75, AverageR: 1.25 },
  ],
  ByTerm: [
    { Term: 'short', Resolved: 12, Wins: 8, WinRate: 0.6667, TotalR: 17.25, AverageR: 1.44 },
    { Term: 'long', Resolved: 1, Wins: 0, WinRate: 0, TotalR: -1, AverageR: -1 },
  ],
};

const THIRTY: TrackRecord = { ...EMPTY, Period: '30d', Published: 2, Open: 2 };

/** The API as the section sees it: each period's record of member u1, every call recorded. */
function fakeApi(records: Partial<Record<TrackRecordPeriod, TrackRecord>>, status = 200) {
  const calls: string[] = [];
  setApiTransport(async ({ url }) => {
    calls.push(url);
    const period = (new URL(url, 'http://x').searchParams.get('period') ?? 'all') as TrackRecordPeriod;
    const record = records[period];
    if (status !== 200 || !record) return { status: 404, body: { code: 'USER_NOT_FOUND', message: 'Not found' } };
    return { status: 200, body: record };
  });
  return calls;
}

afterEach(() => {
  cleanup();
  setApiTransport(null);
});

const section = () => screen.findByTestId('track-record');
const figure = (name: string) => screen.getByTestId(`track-record-${name}`);
const normalised = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe("a member's track record on their profile", () => {
  it('shows the key figures in French: counts, win rate and R in French notation, best and worst with their links', async () => {
    fakeApi({ all: ALL });
    renderCard(<TrackRecordSection userId="u1" />, { language: 'fr' });
    const found = await section();
    expect(within(found).getByRole('heading', { level: 2 }).textContent).toBe('Bilan');
    expect(normalised(figure('published').textContent)).toContain('14');
    expect(normalised(figure('published').textContent)).toContain('dont 1 en cours');
    expect(normalised(figure('resolved').textContent)).toContain('8 gagnantes, 4 perdantes, 1 à l\'équilibre');
    expect(normalised(figure('win-rate').querySelector('dd')?.textContent ?? '')).toBe('62 %');
    expect(normalised(figure('average-r').querySelector('dd')?.textContent ?? '')).toBe('+1,25 R');
    expect(normalised(figure('total-r').querySelector('dd')?.textContent ?? '')).toBe('+16,25 R');

    const best = screen.getByTestId('track-record-best');
    expect(normalised(best.textContent)).toContain('+3,25 R');
    expect(best.textContent).toContain('supprimée');
    expect(within(best).getByRole('link', { name: 'Voir la meilleure idée' }).getAttribute('href')).toBe('/post/u1/best');
    const worst = screen.getByTestId('track-record-worst');
    expect(normalised(worst.textContent)).toContain('\u22121 R');
    expect(worst.textContent).toContain('réservée Premium');
    expect(within(worst).getByRole('link', { name: 'Voir la pire idée' }).getAttribute('href')).toBe('/post/u1/worst');
    expect(screen.getByRole('link', { name: "Comment c'est mesuré\u00a0?" }).getAttribute('href')).toBe('/ideas/how-outcomes-are-measured');
  });

  it('lists the figures by asset class and by term in tables with a caption and headers, labelled as the ideas catalogue', async () => {
    fakeApi({ all: ALL });
    renderCard(<TrackRecordSection userId="u1" />, { language: 'fr' });
    await section();
    const byAsset = screen.getByRole('table', { name: "Par classe d'actifs" });
    expect(within(byAsset).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(["Classe d'actifs", 'Clôturées', 'Réussite', 'R total', 'R moyen']);
    const rows = within(byAsset).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Forex', 'Matières premières']);
    expect(within(rows[1] as HTMLElement).getAllByRole('cell').map((cell) => normalised(cell.textContent))).toEqual(['3', '67 %', '+3,75 R', '+1,25 R']);
    const byTerm = screen.getByRole('table', { name: 'Par horizon' });
    expect(within(byTerm).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Court terme', 'Long terme']);
    expect(within(byTerm).getAllByRole('row')[2]?.textContent).toContain('\u22121');
  });

  it('speaks English with English notation', async () => {
    fakeApi({ all: ALL });
    renderCard(<TrackRecordSection userId="u1" />, { language: 'en' });
    const found = await section();
    expect(within(found).getByRole('heading', { level: 2 }).textContent).toBe('Track record');
    expect(figure('win-rate').querySelector('dd')?.textContent).toBe('62%');
    expect(normalised(figure('average-r').querySelector('dd')?.textContent ?? '')).toBe('+1.25 R');
    expect(normalised(figure('total-r').querySelector('dd')?.textContent ?? '')).toBe('+16.25 R');
    expect(screen.getByTestId('track-record-best').textContent).toContain('deleted');
    expect(within(screen.getByTestId('track-record-best')).getByRole('link', { name: 'See the best idea' }).getAttribute('href')).toBe('/en/post/u1/best');
    expect(screen.getByRole('tab', { name: 'All time' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('table', { name: 'By asset class' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How is this measured?' }).getAttribute('href')).toBe('/en/ideas/how-outcomes-are-measured');
  });

  it('is not shown for a member without a market idea, nor when the record cannot be read', async () => {
    const calls = fakeApi({ all: { ...EMPTY, Period: 'all' } });
    const { container, unmount } = renderCard(<TrackRecordSection userId="u1" />);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(container.querySelector('[data-testid="track-record"]')).toBeNull();
    unmount();

    const refused = fakeApi({}, 404);
    const other = renderCard(<TrackRecordSection userId="u1" />);
    await waitFor(() => expect(refused.length).toBeGreaterThan(0));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(other.container.querySelector('[data-testid="track-record"]')).toBeNull();
  });

  it('switches period with the tabs, by click and with the arrow keys; a period without ideas says so', async () => {
    const calls = fakeApi({ all: ALL, '30d': THIRTY, '90d': { ...ALL, Period: '90d', Published: 9 } });
    renderCard(<TrackRecordSection userId="u1" />, { language: 'fr' });
    await section();
    const tablist = screen.getByRole('tablist', { name: 'Période du bilan' });
    expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['30 jours', '90 jours', 'Tout']);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: 'Tout' }).id);

    fireEvent.click(screen.getByRole('tab', { name: '30 jours' }));
    await waitFor(() => expect(screen.getByTestId('track-record-panel').getAttribute('data-period')).toBe('30d'));
    expect(screen.getByRole('tab', { name: '30 jours' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('dont 2 en cours')).toBeTruthy();
    expect(screen.getByText("Aucune idée clôturée sur cette période pour l'instant.")).toBeTruthy();
    expect(figure('win-rate').textContent).toContain('aucune idée clôturée');
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls).toContain('/api/v1/users/u1/track-record?period=30d');

    // Arrow right from the focused tab moves to the next period and focuses it.
    screen.getByRole('tab', { name: '30 jours' }).focus();
    fireEvent.keyDown(screen.getByRole('tab', { name: '30 jours' }), { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByTestId('track-record-panel').getAttribute('data-period')).toBe('90d'));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '90 jours' }));
    expect(figure('published').textContent).toContain('9');
    fireEvent.keyDown(screen.getByRole('tab', { name: '90 jours' }), { key: 'End' });
    await waitFor(() => expect(screen.getByTestId('track-record-panel').getAttribute('data-period')).toBe('all'));
    expect(screen.getByRole('tab', { name: 'Tout' }).getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('tab', { name: '30 jours' }).getAttribute('tabindex')).toBe('-1');
  });
});
