import type { InternalNews } from '@arya/core/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubModalDialogs } from '../../../test/kit.ts';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { tellApp } from '../back-office-messages.ts';
import { jsonAnswer, renderWithApp } from '../back-office-test-kit.tsx';
import { NewsList } from './NewsList.tsx';

vi.mock('../back-office-messages.ts', async (original) => ({ ...(await original<object>()), tellApp: vi.fn() }));
vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function news(overrides: Partial<InternalNews>): InternalNews {
  return {
    Id: 'n1', PostId: 'staff-1/p1', AuthorId: 'staff-1', PublishDate: '2026-03-02T09:00:00.000Z', Deadline: null, Locked: false,
    AvailableFor: [{ Subscription: 'GOLD', Language: 'fr' }], IsDeleted: false, IsFavorite: false, AdditionalData: { DeletedBy: null, DeletedAt: null },
    Categories: null, Category: null, TargetPrices: null, Title: 'EURUSD à la hausse', SecondaryTitle: null, Contents: 'Texte', Images: [], Audios: [], Files: [],
    Localizations: { fr: null, en: null }, Translation: null,
    ...overrides,
  };
}

const live = news({});
const gone = news({ Id: 'n0', Title: 'Ancienne', IsDeleted: true, AvailableFor: [], AdditionalData: { DeletedBy: 'staff-1', DeletedAt: '2026-03-01T10:00:00.000Z' } });
let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;

beforeAll(async () => {
  await initI18nWithEveryNamespace('fr');
  stubModalDialogs();
});
beforeEach(() => {
  vi.mocked(tellApp).mockReset();
  fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'DELETE' ? jsonAnswer(200, { ...live, IsDeleted: true, AvailableFor: [] }) : jsonAnswer(200, { items: [live, gone], nextCursor: null }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the news list', () => {
  it('shows every news item with its audience, deleted ones marked and without a delete button', async () => {
    renderWithApp(<NewsList />);
    const [first, second] = await screen.findAllByTestId('back-office-news');
    expect(within(first!).getByText('Gold · FR')).not.toBeNull();
    expect(within(first!).queryByText('Supprimée')).toBeNull();
    expect(within(second!).getByText('Supprimée')).not.toBeNull();
    expect(within(second!).queryByRole('button')).toBeNull();
  });

  it('deletes after confirmation, marks the item and tells the app', async () => {
    renderWithApp(<NewsList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer « EURUSD à la hausse »' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer cette actualité ?' });
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' })));
    await waitFor(() => expect(tellApp).toHaveBeenCalledWith('news-deleted'));
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/internal-news/n1', expect.objectContaining({ method: 'DELETE' }));
    expect(within(screen.getAllByTestId('back-office-news')[0]!).getByText('Supprimée')).not.toBeNull();
  });
});
