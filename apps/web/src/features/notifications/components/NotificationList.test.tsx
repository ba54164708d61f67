import type { AppNotification, NotificationsPage } from '@arya/core/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { notificationKeys } from '../queries.ts';
import { NotificationList } from './NotificationList.tsx';

vi.mock('../../../lib/api-client.ts', async (original) => ({ ...(await original<object>()), callApi: vi.fn() }));
const api = vi.mocked(callApi);

const author = { Id: 'u2', Name: 'Bruno', Verified: null, PictureDate: null, Alias: 'bruno' };
const item = (id: string, minutesAgo: number, read: boolean): AppNotification => ({
  id,
  dateTime: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  read,
  type: 'post_like',
  targetId: 'u1/p1',
  authorIds: ['u2'],
  objectIds: [],
  authorsCount: 1,
  latestAuthor: author,
  subject: null,
});

let client: QueryClient;
function renderList() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/notifications']}>
        <NotificationList userId="u1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Answers by route: the list pages given, and the mark-read call. */
function server(pages: NotificationsPage[], unreadLeft = 0) {
  const reads: unknown[] = [];
  api.mockImplementation((async (route: { method: string; path: string }, options?: { body?: unknown; query?: { cursor?: string } }) => {
    if (route.method === 'POST') {
      reads.push(options?.body);
      return { unread: unreadLeft };
    }
    return pages[options?.query?.cursor ? Number(options.query.cursor) : 0];
  }) as never);
  return reads;
}

beforeAll(() => initI18nWithEveryNamespace('fr'));
beforeEach(() => {
  api.mockReset();
});
afterEach(() => {
  cleanup();
  client.clear();
});

describe('NotificationList', () => {
  it('marks read up to the newest shown, and keeps the unread look during the visit', async () => {
    const newest = item('n1', 2, false);
    const reads = server([{ items: [newest, item('n2', 60, false), item('n3', 120, true)], nextCursor: null }], 0);
    renderList();
    const shown = await screen.findAllByTestId('notification');
    expect(shown).toHaveLength(3);
    await waitFor(() => expect(reads).toEqual([{ upTo: newest.dateTime }]));
    await waitFor(() => expect(client.getQueryData(notificationKeys.unread('u1'))).toEqual({ unread: 0 }));
    // Read in the cache (a later visit shows them read), still marked on this one.
    expect(client.getQueryData<{ pages: NotificationsPage[] }>(notificationKeys.list('u1'))!.pages[0]!.items.every((notification) => notification.read)).toBe(true);
    expect(screen.getAllByTestId('notification').map((link) => link.dataset.unread ?? 'read')).toEqual(['true', 'true', 'read']);
    expect(screen.getByTestId('notifications-end')).toBeTruthy();
  });

  it('marks nothing when every shown notification is read', async () => {
    const reads = server([{ items: [item('n1', 2, true)], nextCursor: null }]);
    renderList();
    await screen.findByTestId('notification');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads).toEqual([]);
  });

  it('offers older ones on request', async () => {
    server([
      { items: [item('n1', 2, true)], nextCursor: '1' },
      { items: [item('n2', 600, true)], nextCursor: null },
    ]);
    renderList();
    (await screen.findByRole('button', { name: 'Voir plus de notifications' })).click();
    await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(2));
    expect(screen.getByTestId('notifications-end')).toBeTruthy();
  });

  it('says when there is nothing yet', async () => {
    server([{ items: [], nextCursor: null }]);
    renderList();
    expect((await screen.findByTestId('notifications-empty')).textContent).toContain("Vous n'avez aucune notification pour l'instant.");
  });

  it('shows a failure with a way to try again', async () => {
    api.mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR', 'offline'));
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Les notifications n'ont pas pu être chargées.");
    server([{ items: [item('n1', 2, true)], nextCursor: null }]);
    screen.getByRole('button', { name: 'Réessayer' }).click();
    expect(await screen.findByTestId('notification')).toBeTruthy();
  });
});
