import type { CurrentUser } from '@arya/core/contract';
import { saveInterestsRoute, skipInterestsRoute, spinWheelRoute } from '@arya/core/routes';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { callApi } from '../../lib/api-client.ts';
import { makeCurrentUser } from '../../test/kit.ts';
import { meKeys } from '../session/me-queries.ts';
import { SessionContext, type SessionValue } from '../session/session-context.ts';
import OnBoardingPage from './pages/OnBoardingPage.tsx';

/** The member state fields onboarding reads; the rest does not matter here. */
export function member(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return makeCurrentUser({ phoneNumber: '+33612345678', phoneVerified: false, hasSetInterests: false, ...overrides });
}

type Answer = (body: unknown) => Promise<unknown>;

/** The mocked callApi answers each onboarding call with the given function (success by default). */
export function onboardingServer(answers: { save?: Answer; skip?: Answer; spin?: Answer } = {}) {
  const save = answers.save ?? (() => Promise.resolve(member({ hasSetInterests: true })));
  const skip = answers.skip ?? (() => Promise.resolve(member({ hasSkippedInterests: true })));
  const spin = answers.spin ?? (() => Promise.resolve({ segment: 7, coins: 250 }));
  vi.mocked(callApi).mockImplementation(((route: unknown, options?: { body?: unknown }) => {
    if (route === saveInterestsRoute) return save(options?.body);
    if (route === skipInterestsRoute) return skip(options?.body);
    if (route === spinWheelRoute) return spin(options?.body);
    return Promise.reject(new Error('Unexpected call'));
  }) as never);
}

/** The bodies sent to one route, in order. */
export function callsTo(route: unknown): unknown[] {
  return vi.mocked(callApi).mock.calls.filter(([called]) => called === route).map(([, options]) => (options as { body?: unknown } | undefined)?.body);
}

/** The session as SessionProvider gives it: the member state read from the cache, so a saved state shows at once. */
function CachedSession({ userId, children }: { userId: string; children: ReactNode }) {
  const me = useQuery<CurrentUser>({ queryKey: meKeys.state(userId), queryFn: () => Promise.reject(new Error('Seeded by the test')), enabled: false });
  const session = { state: 'signedIn', user: me.data ?? null } as SessionValue;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** The onboarding page for `user`, in French, with the home feed behind it; returns the query cache. */
export function renderOnboarding(user: CurrentUser) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(meKeys.state(user.uid), user);
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/on-boarding']}>
        <CachedSession userId={user.uid}>
          <Routes>
            <Route path="/on-boarding" element={<OnBoardingPage />} />
            <Route path="/" element={<p>Fil d'accueil</p>} />
          </Routes>
          <CurrentPath />
        </CachedSession>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

export const currentPath = () => screen.getByTestId('path').textContent;
export const heading = () => screen.getByRole('heading', { level: 1 });
/** What the heading is described by: the step count ("Étape 2 sur 3"). */
export const stepOf = () => document.getElementById(heading().getAttribute('aria-describedby') ?? '')?.textContent ?? null;
export const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
export const choice = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
export const alertText = () => screen.queryByRole('alert')?.textContent ?? null;
/** The texts a question's fieldset describes itself with (its hint, its error). */
export function questionDescriptions(legend: string): string[] {
  const group = screen.getByRole('group', { name: legend });
  const ids = group.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}
