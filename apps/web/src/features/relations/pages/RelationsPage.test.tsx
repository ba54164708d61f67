import type { PublicUser, RelationsPage as Page } from '@arya/core/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../lib/api-client.ts';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { makeCurrentUser } from '../../../test/kit.ts';
import { renderWithApp } from '../../back-office/back-office-test-kit.tsx';
import RelationsPage from './RelationsPage.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ callApi: vi.fn() }));
const api = vi.mocked(callApi);

const member = (id: string, name: string, flags: Partial<PublicUser>): PublicUser => ({
  _id: id,
  DisplayName: name,
  Alias: id,
  VanityAlias: null,
  SystemAlias: id,
  Verified: null,
  Job: null,
  Description: null,
  PictureDate: null,
  PublicProfile: true,
  TrustScore: null,
  PostsCount: 0,
  FollowersCount: 0,
  FollowingCount: 0,
  Blocking: false,
  Muting: false,
  ...flags,
});

beforeAll(() => initI18nWithEveryNamespace('fr'));
afterEach(cleanup);

describe('the blocked and muted members page', () => {
  it('lists the blocked members with an undo each, says when none is muted, and an undone block leaves the list', async () => {
    let blocks: Page = { items: [{ user: member('bob', 'Bob Bloqué', { Blocking: true }), since: '2026-11-20T10:00:00.000Z' }], nextCursor: null };
    api.mockImplementation(async (route) => {
      if (route.path === '/api/v1/me/blocks') return blocks;
      if (route.path === '/api/v1/me/mutes') return { items: [], nextCursor: null };
      if (route.method === 'DELETE' && route.path === '/api/v1/users/:userId/block') {
        blocks = { items: [], nextCursor: null };
        return { Blocking: false, Muting: false };
      }
      throw new Error(`Unexpected call ${route.method} ${route.path}`);
    });
    renderWithApp(<RelationsPage />, { user: makeCurrentUser({ uid: 'me-1' }), path: '/my-account/blocked' });

    expect(screen.getByRole('heading', { level: 1, name: 'Membres bloqués et masqués' })).toBeTruthy();
    const blocked = screen.getByRole('region', { name: 'Membres bloqués' });
    const muted = screen.getByRole('region', { name: 'Membres masqués' });
    await waitFor(() => expect(within(blocked).getByRole('link', { name: /Bob Bloqué/ })).toBeTruthy());
    expect(within(blocked).getByText('Depuis le 20 novembre 2026')).toBeTruthy();
    await waitFor(() => expect(within(muted).getByText('Vous ne masquez aucun membre.')).toBeTruthy());

    fireEvent.click(within(blocked).getByRole('button', { name: 'Débloquer Bob Bloqué' }));
    await waitFor(() => expect(within(blocked).getByText('Vous ne bloquez aucun membre.')).toBeTruthy());
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ method: 'DELETE', path: '/api/v1/users/:userId/block' }), { params: { userId: 'bob' } });
  });
});
