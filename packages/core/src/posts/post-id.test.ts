import { describe, expect, it } from 'vitest';
import { composeCommentId, composePostId, parsePostId, postPath } from './post-id.ts';

describe('post, comment and reply ids', () => {
  it('composes and reads a post id', () => {
    expect(composePostId('ana', 'p1')).toBe('ana/p1');
    expect(parsePostId('ana/p1')).toEqual({ authorId: 'ana', postId: 'p1' });
    for (const id of ['ana', 'ana/', '/p1', 'ana/p1/c1']) expect(parsePostId(id)).toBeNull();
  });

  it('names a comment under its post and a reply under its comment', () => {
    expect(composeCommentId('ana', 'p1', 'c1')).toBe('ana/p1/c1');
    expect(composeCommentId('ana', 'p1', 'c1', 'r1')).toBe('ana/p1/c1/r1');
    expect(composeCommentId('ana', 'p1', 'c1', null)).toBe('ana/p1/c1');
    expect(postPath(composeCommentId('ana', 'p1', 'c1', 'r1'))).toBe('/post/ana/p1/c1/r1');
  });
});
