import type { CurrentUser } from '@arya/core/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { makeCurrentUser } from '../../test/kit.ts';
import { SessionContext, type SessionValue } from '../session/session-context.ts';

/** A staff member as the session holds them; tests change what they need. */
export function staffMember(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return makeCurrentUser({
    uid: 'staff-1',
    displayName: 'Léa Martin',
    role: 'staff',
    allowedAdminLangs: ['fr', 'en'],
    privileges: ['internal-news'],
    adminOptions: { desk: 'forex' },
    ...overrides,
  });
}

/** Renders `ui` with a query cache, the session of `user` and a router at `path`. */
export function renderWithApp(ui: ReactNode, { user = staffMember(), path = '/' }: { user?: CurrentUser | null; path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const session = { state: user ? 'signedIn' : 'signedOut', user } as SessionValue;
  const view = render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

export function jsonAnswer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
