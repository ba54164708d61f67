import type { Comment, CurrentUser, PostsPage, PublicUser } from '@arya/core/contract';
import type { InfiniteData } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalContext } from '../../app/modals/modal-context.ts';
import { callApi } from '../../lib/api-client.ts';
import { initI18nWithEveryNamespace } from '../../lib/i18n-for-tests.ts';
import { makeCurrentUser, makePost, stubModalDialogs } from '../../test/kit.ts';
import { renderWithApp } from '../back-office/back-office-test-kit.tsx';
import { CommentItem } from '../comments/CommentItem.tsx';
import { PostMenu } from '../posts/components/PostMenu.tsx';
import { ProfileHeader } from '../posts/components/ProfileHeader.tsx';
import { postKeys } from '../posts/queries.ts';

vi.mock('../../lib/api-client.ts', () => ({ callApi: vi.fn() }));
const api = vi.mocked(callApi);

const me: CurrentUser = makeCurrentUser({ uid: 'me-1', displayName: 'Moi Membre' });
const modals = { open: vi.fn(), close: vi.fn() };

function profile(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
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
    PostsCount: 3,
    FollowersCount: 1,
    FollowingCount: 1,
    Blocking: false,
    Muting: false,
    ...overrides,
  };
}

const comment = (authorId: string): Comment =>
  ({
    _id: 'coach1/post1/c1',
    Author: { Id: authorId, Name: 'Nadia Coach', Alias: 'nadia', PictureDate: null, Verified: null },
    Text: 'Un commentaire',
    TextLang: 'fr',
    TextLocalizations: {},
    TranslatedBy: null,
    Image: null,
    RepliesCount: 0,
    ReactionsCount: { Likes: 0 },
    Liked: false,
    IsDeleted: false,
    MembersOnly: false,
    Date: '2030-01-10T08:00:00.000Z',
    CreationDate: '2030-01-10T08:00:00.000Z',
    LastEditDate: null,
  }) as unknown as Comment;

const openMenu = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const entries = () => screen.getAllByRole('menuitem').map((item) => item.textContent?.trim());

beforeAll(async () => {
  stubModalDialogs();
  await initI18nWithEveryNamespace('fr');
});
beforeEach(() => api.mockReset());
afterEach(cleanup);

describe('the mute and block entries', () => {
  it("are offered on another member's post, and not on one's own, a news item or to a visitor", () => {
    const post = makePost();
    const view = renderWithApp(
      <ModalContext.Provider value={modals}>
        <PostMenu post={post} />
      </ModalContext.Provider>,
      { user: me },
    );
    openMenu('Options de la publication');
    expect(entries()).toEqual(['Copier le lien', 'Signaler', 'Masquer @nadia', 'Bloquer @nadia']);
    view.unmount();

    for (const [user, shown] of [
      [makeCurrentUser({ uid: 'coach1' }), makePost()],
      [me, makePost({ InternalNewsData: {} as never })],
      [null, makePost()],
    ] as const) {
      const other = renderWithApp(
        <ModalContext.Provider value={modals}>
          <PostMenu post={shown} />
        </ModalContext.Provider>,
        { user },
      );
      openMenu('Options de la publication');
      expect(screen.queryByRole('menuitem', { name: /Bloquer|Masquer/ })).toBeNull();
      other.unmount();
    }
  });

  it("are offered on another member's comment, not on one's own", () => {
    const post = makePost();
    const view = renderWithApp(<CommentItem comment={comment('coach1')} post={post} />, { user: me });
    openMenu('Options du commentaire');
    expect(entries()).toContain('Bloquer @nadia');
    view.unmount();
    renderWithApp(<CommentItem comment={comment('me-1')} post={post} />, { user: me });
    openMenu('Options du commentaire');
    expect(screen.queryByRole('menuitem', { name: /Bloquer/ })).toBeNull();
  });

  it("say what is already done on a profile: unmute, unblock, and Unblock takes the follow button's place", () => {
    renderWithApp(<ProfileHeader user={profile({ Blocking: true, Muting: true })} />, { user: me });
    expect(screen.queryByTestId('follow-button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Débloquer Nadia Coach' })).toBeTruthy();
    openMenu("Plus d'options pour Nadia Coach");
    expect(entries()).toEqual(['Signaler', 'Débloquer @nadia']);
  });

  it('leave a visitor the report entry only on a profile, and open the report of the member', async () => {
    renderWithApp(<ProfileHeader user={profile()} />, { user: null });
    openMenu("Plus d'options pour Nadia Coach");
    expect(entries()).toEqual(['Signaler']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Signaler' }));
    expect(await screen.findByRole('dialog', { name: 'Signaler ce membre' })).toBeTruthy();
  });

  it('are not on one’s own profile', () => {
    renderWithApp(<ProfileHeader user={profile({ _id: 'me-1' })} />, { user: me });
    expect(screen.queryByRole('button', { name: /Plus d'options/ })).toBeNull();
  });

  it('block after a plain-words question, and the member leaves the cached feed at once', async () => {
    const post = makePost();
    const mine = makePost({ _id: 'me-1/p2', Author: { ...post.Author, Id: 'me-1', Name: 'Moi Membre', Alias: 'moi' } });
    const view = renderWithApp(
      <ModalContext.Provider value={modals}>
        <PostMenu post={post} />
      </ModalContext.Provider>,
      { user: me },
    );
    view.client.setQueryData<InfiniteData<PostsPage>>(postKeys.home(), { pages: [{ posts: [post, mine], nextCursor: null }], pageParams: [undefined] });
    openMenu('Options de la publication');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Bloquer @nadia' }));
    const question = screen.getByRole('alertdialog', { name: 'Bloquer Nadia Coach ?' });
    expect(question.textContent).toContain('ne pourra plus voir votre profil');
    expect(api).not.toHaveBeenCalled();

    api.mockResolvedValueOnce({ Blocking: true, Muting: false });
    fireEvent.click(within(question).getByRole('button', { name: 'Bloquer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ method: 'PUT', path: '/api/v1/users/:userId/block' }), { params: { userId: 'coach1' } });
    const feed = view.client.getQueryData<InfiniteData<PostsPage>>(postKeys.home());
    expect(feed?.pages[0]?.posts.map((item) => item._id)).toEqual(['me-1/p2']);
  });
});
