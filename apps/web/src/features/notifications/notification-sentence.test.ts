import { NOTIFICATION_TYPES, type NotificationType } from '@arya/core/rules';
import { describe, expect, it } from 'vitest';
import { notificationSentence } from './notification-sentence.ts';

const author = { Id: 'u1', Name: 'Ana Lima', Verified: null, PictureDate: null, Alias: 'ana' };
const liked = (type: NotificationType, authorsCount: number) => ({ type, authorsCount, latestAuthor: author, targetId: 'me/p1', objectIds: [] });

describe('notificationSentence', () => {
  it('has one sentence per type', () => {
    expect(NOTIFICATION_TYPES.map((type) => notificationSentence(liked(type, 1), 'fr', 'me').key)).toEqual([
      'sentence.post_like',
      'sentence.comment_like',
      'sentence.reply_like',
      'sentence.post_comment',
      'sentence.comment_reply',
      'sentence.post_share',
      'sentence.follow',
      'sentence.moderation_decision',
      'sentence.report_decided',
      'sentence.appeal_decided',
      'outcome.author.changed',
    ]);
  });

  it('names the latest author and counts the others', () => {
    expect(notificationSentence(liked('post_like', 1), 'fr', 'me').values).toEqual({ name: 'Ana Lima', count: 0, formatted: '0' });
    expect(notificationSentence(liked('post_like', 4), 'fr', 'me').values).toEqual({ name: 'Ana Lima', count: 3, formatted: '3' });
  });

  it('writes large counts the language’s way', () => {
    expect(notificationSentence(liked('follow', 1235), 'en', 'me').values).toMatchObject({ formatted: '1,234' });
    expect(notificationSentence(liked('follow', 1235), 'fr', 'me').values).toMatchObject({ formatted: expect.stringMatching(/^1\s234$/) });
  });

  describe("an idea's outcome", () => {
    const outcome = (postId: string, objectIds: string[]) => ({ type: 'idea_outcome' as const, authorsCount: 0, latestAuthor: null, targetId: postId, objectIds });

    it('says the latest step to the idea’s author', () => {
      expect(notificationSentence(outcome('me/p1', ['take_profit:2', 'filled']), 'fr', 'me')).toEqual({ key: 'outcome.author.take_profit', values: { target: 2 } });
      for (const kind of ['filled', 'breakeven', 'stopped', 'expired'] as const) {
        expect(notificationSentence(outcome('me/p1', [kind]), 'en', 'me')).toEqual({ key: `outcome.author.${kind}`, values: { target: null } });
      }
    });

    it('says it to a member who commented on someone else’s idea', () => {
      expect(notificationSentence(outcome('ana/p1', ['stopped', 'take_profit:1']), 'fr', 'me')).toEqual({ key: 'outcome.commenter.stopped', values: { target: null } });
      expect(notificationSentence(outcome('ana/p1', ['take_profit:1']), 'en', 'me')).toEqual({ key: 'outcome.commenter.take_profit', values: { target: 1 } });
    });

    it('says only that it changed for a step it does not know', () => {
      expect(notificationSentence(outcome('me/p1', ['trailing:1']), 'fr', 'me').key).toBe('outcome.author.changed');
      expect(notificationSentence(outcome('ana/p1', []), 'fr', 'me').key).toBe('outcome.commenter.changed');
    });
  });
});
