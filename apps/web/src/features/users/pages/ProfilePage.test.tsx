import type { PublicUser, TrackRecord } from '@arya/core/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { setApiTransport } from '../../../lib/api-client.ts';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { renderWithApp } from '../../back-office/back-office-test-kit.tsx';
import ProfilePage from './ProfilePage.tsx';

const member = (overrides: Partial<PublicUser> = {}): PublicUser => ({
  _id: 'coach1',
  DisplayName: 'Nadia Coach',
  Alias: 'nadia',
  VanityAlias: 'nadia',
  SystemAlias: 'nadia-1',
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
  ...overrides,
});

const record = (published: number): TrackRecord => ({
  Period: 'all',
  Published: published,
  Resolved: 1,
  Open: published - 1,
  Wins: 1,
  Losses: 0,
  Breakeven: 0,
  WinRate: 1,
  AverageR: 2,
  TotalR: 2,
  Best: { PostId: 'coach1/p1', R: 2, Deleted: false, Locked: false },
  Worst: { PostId: 'coach1/p1', R: 2, Deleted: false, Locked: false },
  ByAssetType: [{ AssetType: 'forex', Resolved: 1, Wins: 1, WinRate: 1, TotalR: 2, AverageR: 2 }],
  ByTerm: [{ Term: 'short', Resolved: 1, Wins: 1, WinRate: 1, TotalR: 2, AverageR: 2 }],
});

/** The API as the profile page sees it, by path; every call recorded. */
function fakeApi(profile: PublicUser, trackRecord: TrackRecord | null) {
  const calls: string[] = [];
  setApiTransport(async ({ url }) => {
    calls.push(url);
    const path = url.split('?')[0];
    if (path === '/api/v1/users/by-alias/nadia') return { status: 200, body: profile };
    if (path === '/api/v1/posts') return { status: 200, body: { posts: [], nextCursor: null } };
    if (path === '/api/v1/users/coach1/track-record' && trackRecord) return { status: 200, body: trackRecord };
    return { status: 404, body: { code: 'USER_NOT_FOUND', message: 'Not found' } };
  });
  return calls;
}

const renderProfile = () =>
  renderWithApp(
    <Routes>
      <Route path="/u/:userAlias" element={<ProfilePage />} />
    </Routes>,
    { user: null, path: '/u/nadia' },
  );

beforeAll(async () => {
  await initI18nWithEveryNamespace('fr');
});
afterEach(() => {
  cleanup();
  setApiTransport(null);
});

describe("a member's profile page", () => {
  it('shows their track record above their posts once they published a market idea', async () => {
    fakeApi(member(), record(3));
    renderProfile();
    const section = await screen.findByTestId('track-record');
    const posts = await screen.findByText("Ce membre n'a encore rien publié.");
    // The section comes first in the document (above the posts).
    expect(section.compareDocumentPosition(posts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bilan' })).toBeTruthy();
  });

  it('leaves it out for a member without a market idea', async () => {
    const calls = fakeApi(member(), { ...record(0), Resolved: 0, Open: 0, Wins: 0, WinRate: null, AverageR: null, TotalR: 0, Best: null, Worst: null, ByAssetType: [], ByTerm: [] });
    renderProfile();
    await waitFor(() => expect(calls).toContain('/api/v1/users/coach1/track-record?period=all'));
    await screen.findByText("Ce membre n'a encore rien publié.");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('track-record')).toBeNull();
  });

  it("does not ask for a private member's record when the visitor reads their name and picture only", async () => {
    const calls = fakeApi(member({ PostsCount: null, FollowersCount: null, FollowingCount: null, PublicProfile: false }), record(3));
    renderProfile();
    await screen.findByTestId('private-profile');
    expect(calls.some((url) => url.includes('track-record'))).toBe(false);
    expect(screen.queryByTestId('track-record')).toBeNull();
  });
});
