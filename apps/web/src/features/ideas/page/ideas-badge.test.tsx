import type { CurrentUser, PublicConfig } from '@arya/core/contract';
import { getNewNewsCountRoute } from '@arya/core/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCurrentUser } from '../../../test/kit.ts';
import { callApi } from '../../../lib/api-client.ts';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { HeaderTabs } from '../../navigation/HeaderTabs.tsx';
import { SessionContext, type SessionValue } from '../../session/session-context.ts';
import { configKeys } from '../../system/config-queries.ts';
import { NEW_COUNT_REFRESH_MS } from '../queries.ts';

vi.mock('../../../lib/api-client.ts', () => ({ callApi: vi.fn() }));
const api = vi.mocked(callApi);

const config = {
  features: { upgrade: true, onboarding: false, notificationsBadge: true, ideasBadge: true },
  links: { courses: 'https://courses.test/' },
} as unknown as PublicConfig;

const DAY_MS = 24 * 60 * 60 * 1000;
const member = (fields: Partial<CurrentUser>) => makeCurrentUser({ displayName: 'Ana', ...fields });

let client: QueryClient;

function renderHeader(user: CurrentUser) {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(configKeys.public, config);
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={{ state: 'signedIn', user } as SessionValue}>
        <MemoryRouter initialEntries={['/']}>
          <HeaderTabs />
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

const ideasBadge = () => screen.getByRole('link', { name: /Idées/ }).querySelector('[aria-label]');
const newsCalls = () => api.mock.calls.filter(([route]) => route === getNewNewsCountRoute);
const idle = () => act(async () => vi.advanceTimersByTime(5000));
/** The answer reaches the badge on the query cache's next tick (a timer, faked here). */
const tick = () => act(async () => vi.advanceTimersByTime(1));

beforeAll(() => initI18nWithEveryNamespace('fr'));
beforeEach(() => {
  vi.useFakeTimers();
  api.mockReset().mockResolvedValue({ count: 3, since: null } as never);
});
afterEach(() => {
  cleanup();
  client.clear();
  vi.useRealTimers();
});

describe('the ideas badge', () => {
  it("shows a trial member's new news (the page's HTML brings the first answer), read again every few minutes", async () => {
    renderHeader(member({ canReadNewsUntil: new Date(Date.now() + 10 * DAY_MS).toISOString() }));
    await idle();
    expect(newsCalls()).toHaveLength(1);
    await tick();
    expect(ideasBadge()?.textContent).toBe('3');
    expect(ideasBadge()?.getAttribute('aria-label')).toBe('3 nouveautés');
    api.mockResolvedValue({ count: 12, since: null } as never);
    await act(async () => vi.advanceTimersByTime(NEW_COUNT_REFRESH_MS));
    expect(newsCalls()).toHaveLength(2);
    await tick();
    expect(ideasBadge()?.textContent).toBe('9+');
  });

  it('never asks for a member whose trial ended, and shows no badge', async () => {
    renderHeader(member({ canReadNewsUntil: new Date(Date.now() - DAY_MS).toISOString() }));
    await idle();
    await act(async () => vi.advanceTimersByTime(NEW_COUNT_REFRESH_MS));
    expect(newsCalls()).toHaveLength(0);
    expect(ideasBadge()).toBeNull();
  });

  it('asks for a lifetime INFINITE member', async () => {
    renderHeader(member({ lifetimeSubscriptionName: 'INFINITE' }));
    await idle();
    expect(newsCalls()).toHaveLength(1);
  });
});
