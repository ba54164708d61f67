import type { CurrentUser } from '@arya/core/contract';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { makeCurrentUser } from '../../../test/kit.ts';
import { meKeys } from '../../session/me-queries.ts';
import { SessionContext, type SessionValue } from '../../session/session-context.ts';
import AccountProfilePage from '../pages/AccountProfilePage.tsx';

// The page holds two lists of some 250 countries: on a busy machine a render can outlast the default second.
configure({ asyncUtilTimeout: 4000 });

/**
 * The control a visible label, an aria-label or an aria-labelledby names, exactly (getByLabelText
 * does the same, but reads every element of this large page on each call).
 */
export function controlNamed(name: string): HTMLElement {
  const byLabel = [...document.querySelectorAll('label')].filter((label) => label.textContent === name).map((label) => label.control);
  const byAria = [...document.querySelectorAll<HTMLElement>('[aria-label], [aria-labelledby]')].filter(
    (element) => element.getAttribute('aria-label') === name || document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent === name,
  );
  const found = [...new Set([...byLabel, ...byAria])].filter((element): element is HTMLElement => element instanceof HTMLElement && element.tagName !== 'DIV');
  if (found.length !== 1) throw new Error(`${found.length} controls named "${name}"`);
  return found[0]!;
}

/** The texts tied to a control (aria-describedby), in order: what a screen reader reads after its name. */
export function descriptionsOf(control: HTMLElement): string[] {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

/** A member state as the API answers it; tests change what they need. */
export function memberState(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return makeCurrentUser({ address: { line1: '1 rue de la Paix', postale_code: '75002', city: 'Paris', country: 'FR', company: 'ARYA' }, ...overrides });
}

/** The session as SessionProvider gives it: the member state read from the cache, so a saved state shows at once. */
function CachedSession({ userId, children }: { userId: string; children: ReactNode }) {
  const me = useQuery<CurrentUser>({ queryKey: meKeys.state(userId), queryFn: () => Promise.reject(new Error('Seeded by the test')), enabled: false });
  const session = { state: 'signedIn', user: me.data ?? null } as SessionValue;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** Where the page is, written out so a test can read it after a language switch. */
function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** The profile page for `user`, in French unless `path` says otherwise; returns the query cache. */
export function renderProfilePage(user: CurrentUser, path = '/my-account/profile') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(meKeys.state(user.uid), user);
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <CachedSession userId={user.uid}>
          <AccountProfilePage />
          <CurrentPath />
        </CachedSession>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, ...view };
}
