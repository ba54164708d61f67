import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalContext } from '../../../app/modals/modal-context.ts';
import { PostCard } from '../../posts/components/PostCard.tsx';
import { makePost } from '../../../test/kit.ts';
import { makeIdeaPost, makeLockedIdeaPost, makeMember, makeNewsPost } from './test-posts.ts';
import { renderCard } from './test-render.tsx';

afterEach(cleanup);

const modals = { open: vi.fn(), close: vi.fn() };
const renderPost = (post: Parameters<typeof PostCard>[0]['post']) =>
  renderCard(
    <ModalContext.Provider value={modals}>
      <PostCard post={post} />
    </ModalContext.Provider>,
    { member: makeMember() },
  );

describe('PostCard with ideas and news', () => {
  it('shows the idea card in place of the text, with the counts and menu kept', () => {
    renderPost(makeIdeaPost());
    expect(screen.getByTestId('idea-card')).not.toBeNull();
    expect(screen.getAllByTestId('post-text')).toHaveLength(1);
    expect(screen.getByTestId('post-counts')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Options de la publication' })).not.toBeNull();
  });

  it('shows the news card, and a deleted news item as a deleted post', () => {
    renderPost(makeNewsPost());
    expect(screen.getByTestId('news-card')).not.toBeNull();
    cleanup();
    renderPost(makeNewsPost({ IsDeleted: true }));
    expect(screen.getByTestId('post-card').getAttribute('data-deleted')).toBe('true');
    expect(screen.queryByTestId('news-card')).toBeNull();
  });

  it('shows a locked post its counts only: no like button, no comments to open (they are for its audience)', () => {
    renderPost({ ...makeLockedIdeaPost(), CommentsCount: 3 });
    expect(screen.getByTestId('post-comments').tagName).toBe('SPAN');
    expect(screen.queryByRole('button', { name: /J'aime/ })).toBeNull();
    cleanup();
    renderPost(makeIdeaPost({}, { CommentsCount: 3 }));
    expect(screen.getByTestId('post-comments').tagName).toBe('BUTTON');
  });

  it('shows the premium upsell for any other locked post', () => {
    renderPost(makePost({ Locked: true, RestrictedTo: 'premium_coaches' }));
    expect(screen.getByTestId('premium-upsell')).not.toBeNull();
  });

  it('keeps plain posts as they were', () => {
    renderPost(makePost({ Text: 'Bonjour la communauté' }));
    expect(screen.getByTestId('post-text').textContent).toBe('Bonjour la communauté');
    expect(screen.queryByTestId('idea-card')).toBeNull();
    expect(screen.queryByTestId('premium-upsell')).toBeNull();
  });
});
