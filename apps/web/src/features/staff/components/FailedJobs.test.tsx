import type { FailedJobsPage } from '@arya/core/contract';
import { retryFailedJobRoute, staffFailedJobsRoute } from '@arya/core/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { FailedJobs } from './FailedJobs.tsx';

const answer = (body: FailedJobsPage) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const job = (id: string, attempts: number) => ({ id, queue: 'payments.close-expired-checkouts', error: `order ${id}: paid at the provider`, attempts, createdAt: '2026-11-20T09:00:00.000Z', failedAt: '2026-11-20T10:00:00.000Z' });

function renderIn(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <FailedJobs />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => initI18nWithEveryNamespace('fr'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the failed jobs on the staff page', () => {
  it('shows each failed job (its kind, last error and tries), then the next page on demand', async () => {
    const fetchMock = vi.fn(async (url: string) => (url.includes('cursor=') ? answer({ items: [job('b', 1)], nextCursor: null }) : answer({ items: [job('a', 3)], nextCursor: 'next' })));
    vi.stubGlobal('fetch', fetchMock);
    renderIn('/my-account/staff');
    expect(await screen.findByText('order a: paid at the provider')).toBeTruthy();
    expect(screen.getByText('3 essais', { exact: false })).toBeTruthy();
    expect(screen.getAllByText('payments.close-expired-checkouts')).toHaveLength(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(staffFailedJobsRoute.path);

    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus' }));
    expect(await screen.findByText('order b: paid at the provider')).toBeTruthy();
    expect(screen.getByText('1 essai', { exact: false })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Afficher plus' })).toBeNull());
  });

  it('sends a job back for one more run, and reads the list again (the job has left it)', async () => {
    let retried = false;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        retried = true;
        return new Response(JSON.stringify({ id: 'a', queue: 'payments.close-expired-checkouts' }), { status: 200, headers: { 'content-type': 'application/json' } });
      }
      return answer({ items: retried ? [] : [job('a', 3)], nextCursor: null });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderIn('/my-account/staff');
    const button = await screen.findByRole('button', { name: /^Relancer la tâche payments\.close-expired-checkouts \(échec : / });
    fireEvent.click(button);
    expect(await screen.findByText('Aucune tâche en échec.')).toBeTruthy();
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(posted?.[0]).toBe(retryFailedJobRoute.path.replace(':jobId', 'a'));
  });

  it('says when there is none', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer({ items: [], nextCursor: null })));
    renderIn('/my-account/staff');
    expect(await screen.findByText('Aucune tâche en échec.')).toBeTruthy();
  });
});
