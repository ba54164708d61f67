import type { CurrentUser, Licence, LicencesAnswer, PublicConfig } from '@arya/core/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { memberState } from '../account/profile/profile-test-kit.tsx';
import { meKeys } from '../session/me-queries.ts';
import { SessionContext, type SessionValue } from '../session/session-context.ts';
import { configKeys } from '../system/config-queries.ts';

export const TEST_CONFIG = {
  features: { upgrade: true, onboarding: true, notificationsBadge: true, ideasBadge: true },
  links: { shop: 'https://shop.test/', virtualServer: 'https://shop.test/virtual-server', courses: 'https://courses.test/' },
} as unknown as PublicConfig;

export function licence(overrides: Partial<Licence> = {}): Licence {
  return { licenseId: 'lic_1', product: 'pro+', broker: 'XTB', accountID: '51234567', status: 'active', expiresAt: null, updatedAt: '2026-11-01T10:00:00.000Z', ...overrides };
}

export function licencesAnswer(licences: Licence[], overrides: Partial<LicencesAnswer> = {}): LicencesAnswer {
  const active = licences.filter((item) => item.status === 'active');
  return {
    licenses: licences,
    softwareLinks: active.length > 0 ? [{ software: 'pro-plus', url: '/api/v1/software/pro-plus/download?expires=1&signature=s' }] : [],
    softwareLinksExpiry: active.length > 0 ? new Date(Date.now() + 24 * 3600_000).toISOString() : null,
    products: [...new Set(active.map((item) => item.product))],
    ...overrides,
  };
}

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="path">{`${location.pathname}${location.search}`}</output>;
}

/** A page of the member area for `user` at `path`, with the public configuration loaded; returns the query cache. */
export function renderMemberPage(page: ReactElement, { user = memberState(), path = '/my-account/licences' }: { user?: CurrentUser; path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(meKeys.state(user.uid), user);
  client.setQueryData(configKeys.public, TEST_CONFIG);
  const session = { state: 'signedIn', user } as SessionValue;
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <SessionContext.Provider value={session}>
          {page}
          <CurrentPath />
        </SessionContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, ...view };
}
