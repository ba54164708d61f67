import { describe, expect, it } from 'vitest';
import { notificationPath } from './notification-links.ts';

const author = { Id: 'u1', Name: 'Ana', Verified: null, PictureDate: null, Alias: 'ana' };

describe('notificationPath', () => {
  it('opens a liked post, comment or reply', () => {
    expect(notificationPath({ type: 'post_like', targetId: 'a/p', objectIds: [], latestAuthor: author })).toBe('/post/a/p');
    expect(notificationPath({ type: 'comment_like', targetId: 'a/p/c', objectIds: [], latestAuthor: author })).toBe('/post/a/p/c');
    expect(notificationPath({ type: 'reply_like', targetId: 'a/p/c/r', objectIds: [], latestAuthor: author })).toBe('/post/a/p/c/r');
  });

  it('opens the newest comment, reply or share', () => {
    expect(notificationPath({ type: 'post_comment', targetId: 'a/p', objectIds: ['a/p/c2', 'a/p/c1'], latestAuthor: author })).toBe('/post/a/p/c2');
    expect(notificationPath({ type: 'comment_reply', targetId: 'a/p/c', objectIds: ['a/p/c/r9'], latestAuthor: author })).toBe('/post/a/p/c/r9');
    expect(notificationPath({ type: 'post_share', targetId: 'a/p', objectIds: ['b/share-a-p'], latestAuthor: author })).toBe('/post/b/share-a-p');
  });

  it('falls back to the target when no object is kept, and opens a follower profile', () => {
    expect(notificationPath({ type: 'post_comment', targetId: 'a/p', objectIds: [], latestAuthor: author })).toBe('/post/a/p');
    expect(notificationPath({ type: 'follow', targetId: 'me', objectIds: [], latestAuthor: author })).toBe('/u/ana');
  });

  it('opens the statement of reasons of a system notification, which has no author', () => {
    for (const type of ['moderation_decision', 'report_decided', 'appeal_decided'] as const) {
      expect(notificationPath({ type, targetId: '12', objectIds: [], latestAuthor: null })).toBe('/my-account/decisions/12');
    }
  });

  it("opens the idea of an idea's outcome notification, which has no author", () => {
    expect(notificationPath({ type: 'idea_outcome', targetId: 'a/p', objectIds: ['take_profit:1', 'filled'], latestAuthor: null })).toBe('/post/a/p');
  });
});
