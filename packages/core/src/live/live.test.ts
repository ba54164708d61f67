import { describe, expect, it } from 'vitest';
import { parseCommentId } from '../posts/post-id.ts';
import { listingChannelOf, liveChannel, ownChannelOf, parseLiveChannel } from './live.ts';

describe('parseLiveChannel', () => {
  it('reads the three channels of spec 2 §7 back', () => {
    expect(parseLiveChannel(liveChannel.post('a/p'))).toEqual({ kind: 'post', id: 'a/p' });
    expect(parseLiveChannel(liveChannel.comment('a/p/c'))).toEqual({ kind: 'comment', id: 'a/p/c' });
    expect(parseLiveChannel(liveChannel.reply('a/p/c/r'))).toEqual({ kind: 'reply', id: 'a/p/c/r' });
  });

  it('refuses anything else', () => {
    for (const channel of [null, 3, 'v1/post/a', 'v1/post/a/p/c', 'v1/comment/a/p', 'v2/post/a/p', 'v1/post/a/../p', 'v1/post/a/p q', `v1/post/a/${'x'.repeat(101)}`, 'v1/user/a']) {
      expect(parseLiveChannel(channel)).toBeNull();
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
