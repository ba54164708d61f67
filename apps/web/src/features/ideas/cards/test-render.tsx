import type { CurrentUser } from '@arya/core/contract';
import type { Language } from '@arya/core/rules';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { initI18n } from '../../../lib/i18n.ts';
import { BOTH_LANGUAGES } from '../../../lib/i18n-for-tests.ts';
import { meKeys } from '../../session/me-queries.ts';
import { SessionContext, type SessionValue } from '../../session/session-context.ts';

/** The session as the app gives it: the member read from the `me` cache, so cache changes show. */
function TestSession({ member, children }: { member: CurrentUser | null; children: ReactNode }) {
  const { data } = useQuery({ queryKey: meKeys.state(member?.uid ?? 'none'), queryFn: () => member, initialData: member, staleTime: Infinity });
  const session = { state: data ? 'signedIn' : 'signedOut', user: data ?? null } as SessionValue;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** Renders a card as a page would: query cache, session, router on the language's address, i18n (tests only). */
export function renderCard(card: ReactNode, { language = 'fr', member = null }: { language?: Language; member?: CurrentUser | null } = {}) {
  if (!i18next.isInitialized) initI18n(language, BOTH_LANGUAGES);
  void i18next.changeLanguage(language);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <TestSession member={member}>
        <MemoryRouter initialEntries={[language === 'en' ? '/en' : '/']}>{card}</MemoryRouter>
      </TestSession>
    </QueryClientProvider>,
  );
  return { ...view, client };
}
