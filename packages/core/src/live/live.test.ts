import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { parseCommentId, parsePostId } from '../posts/post-id.ts';
import { isLiveChannel, LIVE_EVENTS, listingChannelOf, liveChannel, ownChannelOf, parseLiveChannel, type LiveEventPayload, type LiveEventName, type LiveCallName } from './live.ts';
import { liveCallSchemas, liveChannelSchema, liveEventSchemas } from './live.schemas.ts';

describe('liveChannel', () => {
  it('names the three channels of spec 2 §7 from the ids they are about', () => {
    expect(liveChannel.post({ authorId: 'a', postId: 'p' })).toBe('v1/post/a/p');
    expect(liveChannel.comment({ authorId: 'a', postId: 'p', commentId: 'c', replyId: null })).toBe('v1/comment/a/p/c');
    expect(liveChannel.reply({ authorId: 'a', postId: 'p', commentId: 'c', replyId: 'r' })).toBe('v1/reply/a/p/c/r');
  });

  it("names a reply's comment thread from the reply's key (where the reply is listed)", () => {
    expect(liveChannel.comment(parseCommentId('a/p/c/r')!)).toBe('v1/comment/a/p/c');
  });
});

describe('parseLiveChannel', () => {
  it('reads the ids of each channel back', () => {
    expect(parseLiveChannel(liveChannel.post(parsePostId('a/p')!))).toEqual({ kind: 'post', key: { authorId: 'a', postId: 'p' } });
    expect(parseLiveChannel(liveChannel.comment(parseCommentId('a/p/c')!))).toEqual({ kind: 'comment', key: { authorId: 'a', postId: 'p', commentId: 'c', replyId: null } });
    expect(parseLiveChannel(liveChannel.reply({ authorId: 'a', postId: 'p', commentId: 'c', replyId: 'r' }))).toEqual({
      kind: 'reply',
      key: { authorId: 'a', postId: 'p', commentId: 'c', replyId: 'r' },
    });
  });

  it('gives back the channel it read when named again (round trip)', () => {
    for (const channel of ['v1/post/u-1/p_2', 'v1/comment/u/p/c', 'v1/reply/u/p/c/r']) {
      const target = parseLiveChannel(channel)!;
      const named = target.kind === 'post' ? liveChannel.post(target.key) : target.kind === 'comment' ? liveChannel.comment(target.key) : liveChannel.reply(target.key);
      expect(named).toBe(channel);
    }
  });

  it('refuses anything else', () => {
    for (const channel of [null, 3, '', 'v1/post/a', 'v1/post/a/p/c', 'v1/comment/a/p', 'v1/reply/a/p/c', 'v2/post/a/p', 'v1/post/a/../p', 'v1/post//p', 'v1/post/a/p/', 'v1/post/a/p q', `v1/post/a/${'x'.repeat(101)}`, 'v1/user/a', ' v1/post/a/p', 'v1/post/a/p\n']) {
      expect(parseLiveChannel(channel)).toBeNull();
      expect(isLiveChannel(channel)).toBe(false);
    }
  });
});

describe('the channels of a comment and of a reply', () => {
  it('lists a comment under its post and a reply under its comment; each has its own channel', () => {
    const comment = parseCommentId('a/p/c')!;
    const reply = parseCommentId('a/p/c/r')!;
    expect(listingChannelOf(comment)).toBe('v1/post/a/p');
    expect(listingChannelOf(reply)).toBe('v1/comment/a/p/c');
    expect(ownChannelOf(comment)).toBe('v1/comment/a/p/c');
    expect(ownChannelOf(reply)).toBe('v1/reply/a/p/c/r');
  });
});

const comment = {
  _id: 'a/p/c',
  Author: { Id: 'u', Name: 'Ana', Verified: null, PictureDate: null, Alias: null },
  Text: '<p>hello</p>',
  TextLang: 'en',
  TextLocalizations: {},
  TranslatedBy: null,
  Cashtags: [],
  Image: null,
  Date: '2026-01-01T00:00:00.000Z',
  CreationDate: '2026-01-01T00:00:00.000Z',
  LastEditDate: null,
  LastEditBy: null,
  IsDeleted: false,
  DeletedBy: null,
  MembersOnly: false,
  ReactionsCount: { Likes: 0 },
  Liked: false,
  RepliesCount: 0,
};

describe('the payload schemas of the live events', () => {
  const payloads: { [E in LiveEventName]: LiveEventPayload<E> } = {
    [LIVE_EVENTS.commentAdded]: { channel: 'v1/post/a/p', comment },
    [LIVE_EVENTS.commentChanged]: { channel: 'v1/comment/a/p/c', comment },
    [LIVE_EVENTS.postCounts]: { postId: 'a/p', Likes: 1, CommentsCount: 2, SharesCount: 0 },
    [LIVE_EVENTS.commentCounts]: { commentId: 'a/p/c', Likes: 3, RepliesCount: 1 },
    [LIVE_EVENTS.postTranslated]: { postId: 'a/p', TextLang: 'fr', TextLocalizations: { en: 'Buyer' }, TranslatedBy: 'deepl', TitleLocalizations: {} },
    [LIVE_EVENTS.typing]: { channel: 'v1/post/a/p', name: 'Ana', authorId: 'u' },
    [LIVE_EVENTS.notificationsUnread]: { unread: 4 },
    [LIVE_EVENTS.error]: { message: 'rateLimited', details: { retryAfterMs: 1000 } },
    [LIVE_EVENTS.channelClosed]: { channel: 'v1/reply/a/p/c/r' },
  };

  it.each(Object.keys(payloads) as LiveEventName[])('%s: what the server sends parses back unchanged', (event) => {
    expect(liveEventSchemas[event].parse(payloads[event])).toEqual(payloads[event]);
  });

  it('refuses a payload that breaks its contract', () => {
    expect(liveEventSchemas[LIVE_EVENTS.typing].safeParse({ channel: 'v1/user/a', name: 'Ana', authorId: 'u' }).success).toBe(false);
    expect(liveEventSchemas[LIVE_EVENTS.postCounts].safeParse({ postId: 'a/p', Likes: -1, CommentsCount: 0, SharesCount: 0 }).success).toBe(false);
    expect(liveEventSchemas[LIVE_EVENTS.error].safeParse({ message: 'oops' }).success).toBe(false);
  });

  it('types each schema as the event map does', () => {
    expectTypeOf<z.infer<(typeof liveEventSchemas)['post:counts']>>().toEqualTypeOf<LiveEventPayload<'post:counts'>>();
    expectTypeOf<z.infer<(typeof liveEventSchemas)['typing']>>().toEqualTypeOf<LiveEventPayload<'typing'>>();
  });
});

describe('the schemas of the client calls', () => {
  it.each(Object.keys(liveCallSchemas) as LiveCallName[])('%s takes a channel the server knows and nothing else', (call) => {
    expect(liveCallSchemas[call].parse('v1/post/a/p')).toBe('v1/post/a/p');
    for (const bad of [undefined, 42, { channel: 'v1/post/a/p' }, 'v1/post/a', 'x'.repeat(500)]) expect(liveCallSchemas[call].safeParse(bad).success).toBe(false);
  });

  it('says why a channel is refused', () => {
    expect(liveChannelSchema.safeParse('nope').error?.issues[0]?.message).toBe('invalidChannel');
  });
});
