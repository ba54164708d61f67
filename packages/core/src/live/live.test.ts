import { describe, expect, it } from 'vitest';
import { liveChannel, parseLiveChannel } from './live.ts';

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
