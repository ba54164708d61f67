import { PERMANENT_UNTIL } from '@arya/core/rules';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18nWithEveryNamespace } from '../../lib/i18n-for-tests.ts';
import { makeCurrentUser } from '../../test/kit.ts';
import { SessionContext, type SessionValue } from '../session/session-context.ts';
import { RestrictionNotice } from './RestrictionNotice.tsx';

function renderFor(user: SessionValue['user']) {
  const session = { state: user ? 'signedIn' : 'signedOut', user, loadError: false, retry: () => undefined, refresh: async () => undefined, signOut: async () => undefined } as SessionValue;
  render(
    <MemoryRouter>
      <SessionContext.Provider value={session}>
        <RestrictionNotice />
      </SessionContext.Provider>
    </MemoryRouter>,
  );
}

beforeAll(() => initI18nWithEveryNamespace('fr'));
afterEach(cleanup);

describe('the restriction notice', () => {
  it('tells a muted member until when they can only read, with the rules', () => {
    renderFor(makeCurrentUser({ isMuted: true, mutedUntil: '2026-12-04T12:00:00.000Z' }));
    expect(screen.getByRole('status').textContent).toContain("jusqu'au 4 décembre 2026");
    expect(screen.getByRole('link', { name: 'Les règles de la communauté' }).getAttribute('href')).toBe('/legal/terms');
  });

  it('says so without a date when it is for good, and shows nothing to others', () => {
    renderFor(makeCurrentUser({ isMuted: true, mutedUntil: PERMANENT_UNTIL }));
    expect(screen.getByRole('status').textContent).toContain('vous pouvez lire, mais pas publier');
    expect(screen.getByRole('status').textContent).not.toContain('jusqu');
    cleanup();
    renderFor(makeCurrentUser({ isMuted: false, mutedUntil: null }));
    expect(screen.queryByRole('status')).toBeNull();
    cleanup();
    renderFor(null);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
