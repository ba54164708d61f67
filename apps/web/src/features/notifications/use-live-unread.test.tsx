import type { CurrentUser, PublicConfig } from '@arya/core/contract';
import type { LiveUnread } from '@arya/core/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCurrentUser } from '../../test/kit.ts';
import { callApi } from '../../lib/api-client.ts';
import { initI18nWithEveryNamespace } from '../../lib/i18n-for-tests.ts';
import { onLiveEvent } from '../live/live-socket.ts';
import { HeaderTabs } from '../navigation/HeaderTabs.tsx';
import { SessionContext, type SessionValue } from '../session/session-context.ts';
import { configKeys } from '../system/config-queries.ts';
import { notificationKeys } from './queries.ts';
import { UNREAD_FALLBACK_MS, useLiveUnread } from './use-live-unread.ts';

vi.mock('../../lib/api-client.ts', () => ({ callApi: vi.fn() }));
vi.mock('../live/live-socket.ts', () => ({ onLiveEvent: vi.fn() }));
const api = vi.mocked(callApi);
const live = vi.mocked(onLiveEvent);

const config = {
  features: { upgrade: true, onboarding: false, notificationsBadge: true, ideasBadge: true },
  links: { courses: 'https://courses.test/' },
} as unknown as PublicConfig;
const member = makeCurrentUser({ displayName: 'Ana' });

/** What the socket delivers to the page's listener. */
let deliver: (payload: LiveUnread) => void;
let stopListening: ReturnType<typeof vi.fn>;
let client: QueryClient;

function Shell({ user }: { user: CurrentUser | null }) {
  useLiveUnread(user?.uid ?? null);
  return <HeaderTabs />;
}

function renderHeader(user: CurrentUser | null, { badgeFlag = true } = {}) {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(configKeys.public, { ...config, features: { ...config.features, notificationsBadge: badgeFlag } });
  const session = { state: user ? 'signedIn' : 'signedOut', user } as SessionValue;
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={['/']}>
          <Shell user={user} />
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

const badge = () => screen.queryByLabelText(/nouveauté/);

beforeAll(() => initI18nWithEveryNamespace('fr'));
beforeEach(() => {
  vi.useFakeTimers();
  api.mockReset();
  stopListening = vi.fn();
  live.mockReset().mockImplementation(((_event: string, handler: (payload: LiveUnread) => void) => {
    deliver = handler;
    return stopListening;
  }) as never);
});
afterEach(() => {
  cleanup();
  client.clear();
  vi.useRealTimers();
});

/** A count from the socket; the cache tells the page on its next tick (a timer, faked here). */
function send(payload: LiveUnread) {
  act(() => {
    deliver(payload);
    vi.advanceTimersByTime(1);
  });
}

async function idle() {
  await act(async () => vi.advanceTimersByTime(5000));
}

describe('the notifications badge', () => {
  it('follows the live count once the page is idle, with 9+ above 9', async () => {
    renderHeader(member);
    expect(live).not.toHaveBeenCalled();
    expect(badge()).toBeNull();
    await idle();
    expect(live).toHaveBeenCalledWith('notifications:unread', expect.any(Function));
    send({ unread: 3 });
    expect(badge()?.textContent).toBe('3');
    expect(badge()?.getAttribute('aria-label')).toBe('3 nouveautés');
    send({ unread: 12 });
    expect(badge()?.textContent).toBe('9+');
    send({ unread: 0 });
    expect(badge()).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });

  it('reads a cached list again when the count moves, so new notifications show', async () => {
    renderHeader(member);
    await idle();
    send({ unread: 1 });
    client.setQueryData(notificationKeys.list('u1'), { pages: [{ items: [], nextCursor: null }], pageParams: [undefined] });
    send({ unread: 2 });
    expect(client.getQueryState(notificationKeys.list('u1'))?.isInvalidated).toBe(true);
  });

  it('asks the API once when the socket stays silent', async () => {
    api.mockResolvedValue({ unread: 4 } as never);
    renderHeader(member);
    await idle();
    await act(async () => vi.advanceTimersByTime(UNREAD_FALLBACK_MS));
    expect(api).toHaveBeenCalledOnce();
    await act(async () => vi.advanceTimersByTime(1));
    expect(badge()?.textContent).toBe('4');
  });

  it('stops listening when the member leaves', async () => {
    renderHeader(member);
    await idle();
    cleanup();
    expect(stopListening).toHaveBeenCalled();
  });

  it('never listens nor asks for a visitor', async () => {
    renderHeader(null);
    await idle();
    await act(async () => vi.advanceTimersByTime(UNREAD_FALLBACK_MS));
    expect(live).not.toHaveBeenCalled();
    expect(api).not.toHaveBeenCalled();
  });

  it('stays hidden when the display flag is off', async () => {
    renderHeader(member, { badgeFlag: false });
    await idle();
    send({ unread: 3 });
    expect(badge()).toBeNull();
  });
});
