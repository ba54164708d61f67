import { NOTIFICATION_TYPES } from '@arya/core/rules';
import { describe, expect, it } from 'vitest';
import { notificationSentence } from './notification-sentence.ts';

const author = { Id: 'u1', Name: 'Ana Lima', Verified: null, PictureDate: null, Alias: 'ana' };

describe('notificationSentence', () => {
  it('has one sentence per type', () => {
    expect(NOTIFICATION_TYPES.map((type) => notificationSentence({ type, authorsCount: 1, latestAuthor: author }, 'fr').key)).toEqual([
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
    ]);
  });

  it('names the latest author and counts the others', () => {
    expect(notificationSentence({ type: 'post_like', authorsCount: 1, latestAuthor: author }, 'fr').values).toEqual({ name: 'Ana Lima', count: 0, formatted: '0' });
    expect(notificationSentence({ type: 'post_like', authorsCount: 4, latestAuthor: author }, 'fr').values).toEqual({ name: 'Ana Lima', count: 3, formatted: '3' });
  });

  it('writes large counts the language’s way', () => {
    expect(notificationSentence({ type: 'follow', authorsCount: 1235, latestAuthor: author }, 'en').values.formatted).toBe('1,234');
    expect(notificationSentence({ type: 'follow', authorsCount: 1235, latestAuthor: author }, 'fr').values.formatted).toMatch(/^1\s234$/);
  });
});
